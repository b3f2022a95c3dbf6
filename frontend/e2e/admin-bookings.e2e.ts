import { displayReference } from '@domain/booking-reference.js';
import { describe, expect, inject, it } from 'vitest';
import { chooseOption, createRideBooking, getAsOwner, logInAsOwner, logOut, uniqueLetters } from './support/admin-actions';
import { payWithTestCard } from './support/booking-actions';
import { openPage, useBrowser } from './support/browser';
import { daysFromToday } from './support/wizard-actions';

// The owner's booking work: find a booking, confirm it, move it, cancel it (the customer is mailed), log out.
describe('admin bookings', () => {
  const session = useBrowser();
  const baseUrl = inject('baseUrl');

  it('finds, confirms, edits and cancels a booking', async () => {
    const lastName = `Adm${uniqueLetters()}`;
    const fullName = `Quinn ${lastName}`;
    const booking = await createRideBooking(baseUrl, {
      serviceDate: daysFromToday(13),
      serviceTime: '09:15',
      fullName,
      email: `${lastName.toLowerCase()}@example.com`,
      phone: '(801) 555-0177',
    });
    const { page, context, problems } = await openPage(session.browser, baseUrl);
    // Paid by the customer first: a booking still awaiting its card is never mailed about (anyone could make one).
    await page.goto(`/checkout?bookingId=${booking.id}`);
    await payWithTestCard(page, 'approved');
    await expect.poll(() => page.url(), { timeout: 20_000 }).toContain('/confirmation');
    await logInAsOwner(page);

    // Search (GET /api/bookings?search=) finds it by last name.
    await page.getByLabel('Search bookings').fill(lastName);
    await page.getByLabel('Search bookings').press('Enter');
    const table = page.getByTestId('bookings-table');
    await expect.poll(() => page.getByText(`Search results for “${lastName}”`).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => table.getByRole('button', { name: fullName, exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count(), { timeout: 10_000 }).toBe(1);
    // Paid, it confirmed itself (the owner's default setting).
    expect(await page.getByTestId(`status-select-${booking.id}`).textContent()).toContain('Confirmed');

    // Status dropdown: back to pending, then confirmed.
    const statusLabel = `Status of booking ${displayReference(booking.reference)}`;
    await chooseOption(page, statusLabel, 'Pending Confirmation');
    await expect.poll(() => page.getByText('Status changed to Pending Confirmation').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.getByTestId(`status-select-${booking.id}`).textContent(), { timeout: 10_000 }).toContain('Pending Confirmation');
    await chooseOption(page, statusLabel, 'Confirmed');
    await expect.poll(() => page.getByText('Status changed to Confirmed').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.getByTestId(`status-select-${booking.id}`).textContent(), { timeout: 10_000 }).toContain('Confirmed');

    // Details dialog: edit the time and save.
    await page.getByRole('button', { name: `Details of booking ${displayReference(booking.reference)} for ${fullName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Booking ${displayReference(booking.reference)}` });
    await expect.poll(() => dialog.getByTestId('booking-time').textContent(), { timeout: 10_000 }).toBe('9:15 AM');
    expect(await dialog.getByText('Ride Service').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Edit', exact: true }).click();
    await dialog.getByLabel('Time', { exact: true }).fill('10:30');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => page.getByText('Booking updated').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => dialog.getByTestId('booking-time').textContent(), { timeout: 10_000 }).toBe('10:30 AM');

    // Cancel with the inline confirmation; 'No' backs out first.
    await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
    expect(await dialog.getByText('Confirm cancellation?').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'No', exact: true }).click();
    await expect.poll(() => dialog.getByText('Confirm cancellation?').isVisible()).toBe(false);
    await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
    await dialog.getByRole('button', { name: 'Yes, Cancel' }).click();
    await expect.poll(() => dialog.getByRole('status').filter({ hasText: 'Booking cancelled.' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => dialog.getByRole('button', { name: 'Cancelled' }).isDisabled(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => dialog.getByTestId('cancellation-fee').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => dialog.getByTestId('booking-mails').getByText('Booking cancelled', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);

    // The server's own record: cancelled, and the customer's mail is in the outbox.
    const history = await getAsOwner<{ entries: { action: string }[]; mails: { kind: string; status: string; to: string }[] }>(
      baseUrl,
      `/api/bookings/${booking.id}/history`,
    );
    expect(history.entries.map((e) => e.action)).toEqual(expect.arrayContaining(['status-changed', 'edited', 'cancelled']));
    const mail = history.mails.find((m) => m.kind === 'booking-cancelled');
    expect(mail).toBeDefined();
    expect(mail!.to).toBe(`${lastName.toLowerCase()}@example.com`);
    expect(['queued', 'sent']).toContain(mail!.status);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await logOut(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('filters by status card, enters and leaves the past year, and shows the figures', async () => {
    const lastName = `Fig${uniqueLetters()}`;
    await createRideBooking(baseUrl, {
      serviceDate: daysFromToday(14),
      serviceTime: '13:45',
      fullName: `Riley ${lastName}`,
      email: `${lastName.toLowerCase()}@example.com`,
      phone: '(801) 555-0178',
    });
    // 375 px wide: the page must stay usable, the bookings shown as cards.
    const { page, context, problems } = await openPage(session.browser, baseUrl, { width: 375, height: 800 });
    await logInAsOwner(page);
    const list = page.getByTestId('bookings-list');
    // Other tests' bookings share the list, so this one may sit further down: wait for any card.
    await expect.poll(() => list.getByRole('listitem').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    // The chart loads its figures separately from the list.
    await expect.poll(() => page.getByTestId('revenue-chart').getByRole('table').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const pending = page.getByTestId('stat-card-pending');
    await pending.click();
    await expect.poll(() => pending.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByText('Pending Confirmation only').isVisible()).toBe(true);
    await page.getByTestId('stat-card-total').click();
    await expect.poll(() => page.getByText('Bookings of the past year').isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: 'Back to recent bookings' }).click();
    await expect.poll(() => page.getByText('Upcoming and recent bookings', { exact: true }).isVisible()).toBe(true);
    expect(await pending.getAttribute('aria-pressed')).toBe('false');

    expect(problems).toEqual([]);
    await context.close();
  });
});
