import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_SERVICE_CODE, ServiceCodeField } from '@/features/wizard/components/service-code-field';
import { showLanguage } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render-with-providers';

describe('ServiceCodeField', () => {
  afterEach(async () => {
    await showLanguage('en');
  });

  it('asks for the code', () => {
    renderWithProviders(<ServiceCodeField value={EMPTY_SERVICE_CODE} onChange={() => undefined} />);
    expect(screen.getByText('Have a service or discount code? Enter it exactly as given and press Apply.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy();
  });

  it('asks for the code in Spanish', async () => {
    await showLanguage('es');
    renderWithProviders(<ServiceCodeField value={EMPTY_SERVICE_CODE} onChange={() => undefined} />);
    expect(screen.getByText('Código de servicio')).toBeTruthy();
    expect(screen.getByText('¿Tiene un código de servicio o de descuento? Escríbalo tal como se lo dieron y presione Aplicar.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aplicar' })).toBeTruthy();
    expect(screen.queryByText('Apply')).toBeNull();
  });
});
