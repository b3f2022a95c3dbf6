import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WizardSteps } from '@/features/wizard/components/wizard-steps';
import { initialWizardState } from '@/features/wizard/wizard-slice';
import { showLanguage } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render-with-providers';

describe('WizardSteps', () => {
  it("says where the customer is in one line for phones ('Step 2 of 4'), beside the full steps", () => {
    renderWithProviders(<WizardSteps />, { preloadedState: { wizard: { ...initialWizardState, step: 'details', serviceType: 'ride' } } });
    expect(screen.getByTestId('wizard-progress-compact').textContent).toBe('Step 2 of 4: Details');
    expect(screen.getAllByText('Quote').length).toBeGreaterThan(0);
  });

  it('counts the two steps of an inquiry', () => {
    renderWithProviders(<WizardSteps />, { preloadedState: { wizard: { ...initialWizardState, step: 'inquiry', serviceType: 'handyman' } } });
    expect(screen.getByTestId('wizard-progress-compact').textContent).toBe('Step 2 of 2: Inquiry');
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await showLanguage('en');
    });

    it('names the steps in Spanish', async () => {
      await showLanguage('es');
      renderWithProviders(<WizardSteps />, { preloadedState: { wizard: { ...initialWizardState, step: 'details', serviceType: 'ride' } } });
      expect(screen.getByTestId('wizard-progress-compact').textContent).toBe('Paso 2 de 4: Detalles');
      expect(screen.getByRole('navigation', { name: 'Progreso de la reservación' })).toBeTruthy();
      expect(screen.getAllByText('Cotización').length).toBeGreaterThan(0);
      expect(screen.queryByText('Quote')).toBeNull();
    });
  });
});
