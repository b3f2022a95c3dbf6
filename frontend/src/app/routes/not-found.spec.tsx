import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NotFoundRoute } from '@/app/routes/not-found';
import { showLanguage } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render-with-providers';

describe(NotFoundRoute.name, () => {
  afterEach(async () => {
    await showLanguage('en');
  });

  it('says the page is not there and offers the way home', () => {
    renderWithProviders(<NotFoundRoute />);
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go home' })).toBeTruthy();
  });

  it('says so in Spanish', async () => {
    await showLanguage('es');
    renderWithProviders(<NotFoundRoute />);
    expect(screen.getByRole('heading', { level: 1, name: '404: página no encontrada' })).toBeTruthy();
    expect(screen.getByText('La página que busca no existe o cambió de dirección.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ir al inicio' })).toBeTruthy();
  });
});
