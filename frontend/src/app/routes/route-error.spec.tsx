import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RouteError } from '@/app/routes/route-error';
import { showLanguage } from '@/lib/i18n';

/** A route whose page fails with something that is not an Error, so the error screen words it all itself. */
function renderFailingRoute() {
  function Failing(): never {
    // What a broken chunk may throw: no Error, no message.
    throw { reason: 'unknown' };
  }
  const router = createMemoryRouter([{ path: '/', element: <Failing />, errorElement: <RouteError /> }]);
  return render(<RouterProvider router={router} />);
}

describe(RouteError.name, () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await showLanguage('en');
  });

  it('asks to reload the page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingRoute();
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Please reload the page and try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('asks so in Spanish', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await showLanguage('es');
    renderFailingRoute();
    expect(screen.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeTruthy();
    expect(screen.getByText('Por favor, vuelva a cargar la página e inténtelo de nuevo.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Volver a cargar' })).toBeTruthy();
  });
});
