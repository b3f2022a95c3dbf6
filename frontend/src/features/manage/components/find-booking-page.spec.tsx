import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FindBookingPage } from '@/features/manage/components/find-booking-page';
import { showLanguage } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

describe(FindBookingPage.name, () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await showLanguage('en');
  });

  it('asks for the reference and the e-mail or phone, and says when one is missing', async () => {
    stubFetch(() => jsonResponse({ statusCode: 404, message: 'Not Found' }, 404));
    renderWithProviders(<FindBookingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Find my booking' })).toBeTruthy();
    expect(screen.getByText('It is in every e-mail about your booking, e.g. 254-K7Q2XM.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText('Please enter the e-mail address or phone number you booked with')).toBeTruthy();
  });

  it('is in Spanish when Spanish is chosen, with no English left', async () => {
    await showLanguage('es');
    stubFetch(() => jsonResponse({ statusCode: 404, message: 'Not Found' }, 404));
    const { container } = renderWithProviders(<FindBookingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Buscar mi reservación' })).toBeTruthy();
    expect(screen.getByText(/^Escriba el número de su reservación y el correo electrónico o el teléfono con el que reservó\./)).toBeTruthy();
    expect(screen.getByLabelText('Número de reservación')).toBeTruthy();
    expect(screen.getByText('Aparece en cada correo electrónico sobre su reservación, por ejemplo 254-K7Q2XM.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviarme un enlace' }));
    expect(await screen.findByText('Por favor, escriba el número de reservación')).toBeTruthy();
    expect(screen.getByText('Por favor, escriba el correo electrónico o el número de teléfono con el que reservó')).toBeTruthy();
    expect(container.textContent).not.toMatch(/booking|Please|Send me/);
  });
});
