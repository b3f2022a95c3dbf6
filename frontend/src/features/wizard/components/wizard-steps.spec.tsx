import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WizardSteps } from '@/features/wizard/components/wizard-steps';
import { initialWizardState } from '@/features/wizard/wizard-slice';
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
});
