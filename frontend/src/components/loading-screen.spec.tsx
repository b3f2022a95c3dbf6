import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingScreen } from '@/components/loading-screen';
import { i18n, showLanguage } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render-with-providers';

describe(LoadingScreen.name, () => {
  afterEach(async () => {
    await showLanguage('en');
  });

  it('says it is loading, or what it loads', () => {
    const { unmount } = renderWithProviders(<LoadingScreen />);
    expect(screen.getByRole('status').textContent).toContain('Loading...');
    unmount();
    // The caller's label, already in the page's language.
    renderWithProviders(<LoadingScreen label={i18n.t('wizard.loadingNextStep')} />);
    expect(screen.getByRole('status').textContent).toContain(i18n.t('wizard.loadingNextStep'));
  });

  it('says it is loading in Spanish', async () => {
    await showLanguage('es');
    renderWithProviders(<LoadingScreen />);
    expect(screen.getByRole('status').textContent).toContain('Cargando...');
  });
});
