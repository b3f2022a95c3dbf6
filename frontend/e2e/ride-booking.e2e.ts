import { readFile } from 'node:fs/promises';
import { displayReference } from '@domain/booking-reference.js';
import { describe, expect, inject, it } from 'vitest';
import { getJson } from './support/api';
import { purchaseToCheckout, payWithTestCard } from './support/booking-actions';
import { openPage, useBrowser } from './support/browser';
import { storedMails } from './support/mail-outbox';
import { daysFromToday, fillAddress, pickDate, pickOption, pickTime } from './support/wizard-actions';

const MANAGE_LINK = /https?:\/\/[^\s"'<>]+\/manage\/[A-Za-z0-9_-]{22,64}/;

// The walking skeleton: a customer books a ride in the wizard, pays at the checkout (test mode), and the owner
// logs in and sees it on the dashboard.
describe('a ride booked end to end', () => {
  const session = useBrowser();
  const baseUrl = inject('baseUrl');

  it('books a ride as a customer and finds it as the owner', async () => {
    const { page, context, problems } = await openPage(session.browser, baseUrl);
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { name: 'Rides and Deliveries' }).isVisible(), { timeout: 10_000 }).toBe(true);
    for (const service of ['delivery', 'ride', 'chauffeur', 'subscription', 'longHaul', 'handyman']) {
      expect(await page.getByTestId(`service-card-${service}`).isVisible()).toBe(true);
    }

    await page.getByTestId('service-card-ride').click();
    await fillAddress(page, 'Pickup location', '2350 Wall Ave, Ogden, UT 84401, USA');
    await fillAddress(page, 'Destination', '3848 Harrison Blvd, Ogden, UT 84408, USA');
    await pickDate(page, daysFromToday(3));
    await pickTime(page, '10:00 AM');
    await pickOption(page, 'Passengers', '2');
    await pickOption(page, 'Luggage', 'Medium (1-2 suitcases)');
    await expect.poll(() => page.getByText('This time slot is available!').isVisible(), { timeout: 10_000 }).toBe(true);

    await page.getByRole('button', { name: 'Get Quote' }).click();
    await expect.poll(() => page.getByText('Medium luggage').isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: 'Schedule Now' }).click();

    await page.getByLabel('Full name').fill('Jamie Rivera');
    await page.getByLabel('Email').fill('jamie@example.com');
    await page.getByLabel('Phone').fill('(801) 555-0123');
    await page.getByTestId('legal-agreement').click();
    const bookingId = await purchaseToCheckout(page);

    // Test mode (no Square credentials): pay with the simulated approved card.
    await expect.poll(() => page.getByTestId('checkout-summary').getByText('Ride Service').isVisible(), { timeout: 20_000 }).toBe(true);
    // The payment form is open, so the server holds the slot for the full payment time from now.
    await expect.poll(() => page.getByText(/Your time slot is held until \d{1,2}:\d{2} [AP]M\./).isVisible(), { timeout: 10_000 }).toBe(true);
    const total = (await page.getByTestId('checkout-total').textContent())?.trim() ?? '';
    expect(total).toMatch(/^\$\d+\.\d{2}$/);
    await payWithTestCard(page, 'approved');
    await expect.poll(() => page.getByText('Payment Successful!', { exact: true }).first().isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByText('Thank you. Taking you to your booking...').isVisible()).toBe(true);

    await expect.poll(() => page.url(), { timeout: 10_000 }).toContain(`/confirmation?status=confirmed&id=${bookingId}`);
    await expect.poll(() => page.getByText('Booking Confirmed', { exact: true }).isVisible(), { timeout: 20_000 }).toBe(true);
    const reference = (await page.getByTestId('confirmation-reference').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^254-[A-Z2-9]{7}$/);
    const booking = await getJson<{ reference: string; paymentStatus: string }>(baseUrl, `/api/bookings/${bookingId}`);
    expect(reference).toBe(displayReference(booking.reference));
    expect(booking.paymentStatus).toBe('paid');

    // Every screen tells the same story: the mail, and the booking's own page on a 375 px phone.
    const [received] = await storedMails(inject('databaseUrl'), bookingId, 'jamie@example.com');
    expect(received.kind).toBe('booking-received');
    expect(received.text).toContain('Your booking is confirmed.');
    expect(received.text).not.toContain('within the hour');
    const phone = await openPage(session.browser, baseUrl, { width: 375, height: 740 });
    await phone.page.goto(MANAGE_LINK.exec(received.text)![0]);
    await expect.poll(() => phone.page.getByTestId('manage-status').textContent(), { timeout: 20_000 }).toBe('Confirmed');
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.context.close();

    // What the card paid, as the server recorded it, and where the receipt went.
    const paid = page.getByTestId('payment-paid');
    await expect.poll(() => paid.getByText(`Paid ${total}`, { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await paid.getByText('A receipt was e-mailed to jamie@example.com.', { exact: true }).isVisible()).toBe(true);

    // Add to calendar: the booking as a calendar file, saved under its reference.
    const addToCalendar = page.getByRole('link', { name: 'Add to calendar' });
    const href = (await addToCalendar.getAttribute('href')) ?? '';
    expect(href).toBe(`/api/bookings/${bookingId}/calendar.ics`);
    const served = await fetch(`${baseUrl}${href}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const [download] = await Promise.all([page.waitForEvent('download'), addToCalendar.click()]);
    expect(download.suggestedFilename()).toBe(`booking-${reference}.ics`);
    const file = await readFile((await download.path()) ?? '', 'utf8');
    expect(file.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect((file.match(/BEGIN:VEVENT/g) ?? []).length).toBe(1);
    expect(file.replace(/\r\n /g, '')).toContain('SUMMARY:Ride Service with ');
    expect(problems).toEqual([]);

    await page.goto('/admin/dashboard');
    await expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(/\/auth$/);
    await page.getByLabel('Username').fill(inject('adminUsername'));
    await page.getByLabel('Password').fill(inject('adminPassword'));
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(/\/admin/);
    const table = page.getByTestId('bookings-table');
    await expect.poll(() => table.getByText('Jamie Rivera').first().isVisible(), { timeout: 10_000 }).toBe(true);
    // Paid, it confirmed itself (the owner's default): the dashboard says so too.
    const status = page.getByTestId(`status-select-${bookingId}`);
    await expect.poll(() => status.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await status.innerText()).toContain('Confirmed');
    await context.close();
  });
});
