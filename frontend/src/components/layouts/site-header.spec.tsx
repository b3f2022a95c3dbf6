import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from '@/components/layouts/site-header';
import { showLanguage, storedLanguage } from '@/lib/i18n';
import { useGetUserQuery } from '@/lib/session-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

interface Call {
  method: string;
  path: string;
}

/** Answers GET /api/user as for the signed-in owner and POST /api/logout with `logoutStatus`. */
function stubSession(logoutStatus = 200): Call[] {
  const calls: Call[] = [];
  stubFetch((request) => {
    const path = new URL(request.url).pathname;
    calls.push({ method: request.method, path });
    if (path === '/api/user') return jsonResponse({ user: { username: 'owner' } });
    if (path === '/api/logout') return jsonResponse(logoutStatus === 200 ? { success: true } : { statusCode: logoutStatus, message: 'Down' }, logoutStatus);
    return jsonResponse({ statusCode: 404, message: 'Not Found' }, 404);
  });
  return calls;
}

/** The admin area's session check, as RequireAdmin runs it. */
function SessionCheck() {
  useGetUserQuery();
  return null;
}

/** The session check mounted on the dashboard's path only, as the router mounts the admin area. */
function AdminArea() {
  return (
    <Routes>
      <Route path="/admin/dashboard" element={<SessionCheck />} />
      <Route path="*" element={null} />
    </Routes>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderHeader(ui = <SiteHeader businessName="Test Rides" companyWebsiteUrl="#" />, route = '/admin/dashboard') {
  return renderWithProviders(
    <>
      {ui}
      <Where />
    </>,
    { route },
  );
}

// jsdom matches no media query, so the header is in its phone layout: the links sit behind the menu toggle.
function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
}

describe(SiteHeader.name, () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    localStorage.clear();
    await showLanguage('en');
  });

  it('switches to Spanish from the phone menu, remembers it on the device, and back to English', async () => {
    stubSession();
    renderHeader(undefined, '/');
    openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Ver este sitio en español' }));
    // The menu closes on the choice; opened again, it is in Spanish.
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    fireEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    expect(screen.getByRole('link', { name: 'Reservar ahora' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buscar mi reservación' }).getAttribute('href')).toBe('/find-booking');
    expect(screen.getByRole('link', { name: 'Inicio de Test Rides' })).toBeTruthy();
    expect(storedLanguage()).toBe('es');
    fireEvent.click(screen.getByRole('button', { name: 'View this site in English' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    openMenu();
    expect(screen.getByRole('link', { name: 'Schedule Now' })).toBeTruthy();
    expect(storedLanguage()).toBe('en');
  });

  it('offers a visitor the login, and asks the server nothing about a session', () => {
    const calls = stubSession();
    renderHeader(undefined, '/');
    openMenu();
    expect(screen.getByRole('link', { name: 'Admin Login' }).getAttribute('href')).toBe('/auth');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('offers the signed-in owner the dashboard and logging out instead of the login', async () => {
    stubSession();
    renderHeader(
      <>
        <SessionCheck />
        <SiteHeader businessName="Test Rides" companyWebsiteUrl="#" />
      </>,
    );
    openMenu();
    const dashboard = await screen.findByRole('link', { name: 'Dashboard' });
    expect(dashboard.getAttribute('href')).toBe('/admin');
    expect(dashboard.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Admin Login' })).toBeNull();
  });

  it('leaves the admin area, logs out through the API and offers the login again', async () => {
    const calls = stubSession();
    renderHeader(
      <>
        <AdminArea />
        <SiteHeader businessName="Test Rides" companyWebsiteUrl="#" />
      </>,
    );
    openMenu();
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(screen.getByTestId('where').textContent).toBe('/');
    openMenu();
    expect(await screen.findByRole('link', { name: 'Admin Login' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    // The session was asked once, by the admin area; nobody asked again after the logout.
    expect(calls).toEqual([
      { method: 'GET', path: '/api/user' },
      { method: 'POST', path: '/api/logout' },
    ]);
  });

  it('says so when logging out fails', async () => {
    stubSession(503);
    renderHeader(
      <>
        <SessionCheck />
        <SiteHeader businessName="Test Rides" companyWebsiteUrl="#" />
      </>,
    );
    openMenu();
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Could not log out. Please try again.')).toBeTruthy();
  });
});
