import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingScreen } from '@/components/loading-screen';
import { showLanguage } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render-with-providers';

describe(LoadingScreen.name, () => {
  afterEach(async () => {
    await showLanguage('en');
  });

  it('says it is loading, or what it loads', () => {
    const { unmount } = renderWithProviders(<LoadingScreen />);
    expect(screen.getByRole('status').textContent).toContain('Loading...');
    unmount();
    renderWithProviders(<LoadingScreen label="Loading the next step..." />);
    expect(screen.getByRole('status').textContent).toContain('Loading the next step...');
  });

  it('says it is loading in Spanish', async () => {
    await showLanguage('es');
    renderWithProviders(<LoadingScreen />);
    expect(screen.getByRole('status').textContent).toContain('Cargando...');
  });
});
