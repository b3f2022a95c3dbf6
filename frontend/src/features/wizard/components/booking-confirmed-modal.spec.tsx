import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingConfirmedModal } from '@/features/wizard/components/booking-confirmed-modal';
import { aCompletedBooking } from '@/features/wizard/wizard-test-fixtures';
import { showLanguage } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render-with-providers';

const show = (status: 'pending' | 'confirmed') =>
  renderWithProviders(
    <BookingConfirmedModal
      booking={aCompletedBooking({ status, paymentRequired: false, codeApplied: true })}
      open
      ownerPhone="(801) 555-0100"
      ownerEmail="owner@example.com"
      businessZone="America/Denver"
      onClose={vi.fn()}
      onBookAnother={vi.fn()}
    />,
  );

describe(BookingConfirmedModal.name, () => {
  it('says a booking the server confirmed is confirmed', async () => {
    show('confirmed');
    expect(await screen.findByRole('dialog', { name: 'Booking Confirmed!' })).toBeTruthy();
    expect(screen.getByText('Thank you! Your booking is confirmed.')).toBeTruthy();
    expect(screen.queryByText(/within the hour/)).toBeNull();
  });

  it('says a booking waiting for the owner is a request the owner confirms within the hour', async () => {
    show('pending');
    expect(await screen.findByRole('dialog', { name: 'Booking Request Received' })).toBeTruthy();
    expect(screen.getByText('Thank you! We received your request and will reach out within the hour to confirm.')).toBeTruthy();
  });
});

describe(`${BookingConfirmedModal.name} in Spanish`, () => {
  afterEach(async () => {
    await showLanguage('en');
  });

  it('confirms the booking, its details and the way to ask about it in Spanish', async () => {
    await showLanguage('es');
    show('confirmed');
    expect(await screen.findByRole('dialog', { name: '¡Reservación confirmada!' })).toBeTruthy();
    expect(screen.getByText('¡Gracias! Su reservación está confirmada.')).toBeTruthy();
    expect(screen.getByText('Código de servicio aplicado')).toBeTruthy();
    expect(screen.getByText('No se requiere pago')).toBeTruthy();
    for (const label of ['Fecha y hora', 'Desde', 'Hasta', 'Precio total', 'Referencia']) expect(screen.getByText(label)).toBeTruthy();
    const mail = screen.getByRole('link', { name: /^Escríbanos sobre / });
    expect(decodeURIComponent(mail.getAttribute('href')!)).toContain('Hola, tengo una pregunta sobre mi reservación');
    expect(screen.getByRole('button', { name: 'Reservar otro servicio' })).toBeTruthy();
    for (const english of ['Close', 'Date and time', 'Total price', 'Service Code Applied']) expect(screen.queryByText(english)).toBeNull();
  });

  it('says a request waits for the owner in Spanish', async () => {
    await showLanguage('es');
    show('pending');
    expect(await screen.findByRole('dialog', { name: 'Solicitud de reservación recibida' })).toBeTruthy();
  });
});
