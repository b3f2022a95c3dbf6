import type { AdminBooking } from '@contracts/admin-booking.contract.js';
import { displayReference } from '@domain/booking-reference.js';
import { dollarsToCents, formatUsd } from '@domain/money.js';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createRideBooking, getAsOwner, logInAsOwner, logOut, RIDE_PICKUP, uniqueLetters } from './support/admin-actions';
import { seriousViolations } from './support/axe';
import { openPage, useBrowser } from './support/browser';
import { widerThanScreen } from './support/screen-fit';
import { daysFromToday } from './support/wizard-actions';

// The owner's day on a phone (issue 15.4): at 375 px the dashboard opens on "Today and next", a pending booking
// is confirmed in one tap from its card or its dialog, nothing is wider than the screen, the header offers the
// dashboard and logging out, and the booking dialog has no serious or critical axe finding.
// Books the day after tomorrow, which no other browser test books.

const PHONE = { width: 375, height: 800 };

/** The card of `fullName` in "Today and next", showing more cards until it is there. */
async function cardOf(page: Page, fullName: string): Promise<Locator> {
  const section = page.getByRole('region', { name: 'Today and next' });
  await expect.poll(() => section.getByRole('listitem').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  const card = section.getByRole('listitem').filter({ hasText: fullName });
  const more = section.getByRole('button', { name: /^Show \d+ more$/ });
  while ((await card.count()) === 0 && (await more.isVisible())) await more.click();
  return card;
}

/** The booking as the server has it (GET /api/bookings?search=). */
async function serverBooking(baseUrl: string, lastName: string): Promise<AdminBooking> {
  const { bookings } = await getAsOwner<{ bookings: AdminBooking[] }>(baseUrl, `/api/bookings?search=${encodeURIComponent(lastName)}`);
  expect(bookings).toHaveLength(1);
  return bookings[0]!;
}

describe("the owner's day on a phone", () => {
  const session = useBrowser();
  const baseUrl = inject('baseUrl');

  it('opens on today and next, confirms in one tap, fits the screen and passes axe in the dialog', async () => {
    const day = daysFromToday(2);
    const morning = { lastName: `Pho${uniqueLetters()}`, phone: '(801) 555-0179' };
    const afternoon = { lastName: `Pho${uniqueLetters()}`, phone: '(801) 555-0180' };
    const morningName = `Robin ${morning.lastName}`;
    const afternoonName = `Sasha ${afternoon.lastName}`;
    const first = await createRideBooking(baseUrl, {
      serviceDate: day,
      serviceTime: '10:15',
      fullName: morningName,
      email: `${morning.lastName.toLowerCase()}@example.com`,
      phone: morning.phone,
    });
    const second = await createRideBooking(baseUrl, {
      serviceDate: day,
      serviceTime: '14:45',
      fullName: afternoonName,
      email: `${afternoon.lastName.toLowerCase()}@example.com`,
      phone: afternoon.phone,
    });

    // axe is injected into the page, which the site's CSP rightly refuses: this context bypasses it.
    const { page, context, problems } = await openPage(session.browser, baseUrl, PHONE, { bypassCSP: true });
    await logInAsOwner(page);

    // The first screen is the day's work, not the figures.
    const section = page.getByRole('region', { name: 'Today and next' });
    await expect.poll(() => section.isVisible(), { timeout: 10_000 }).toBe(true);
    expect((await section.boundingBox())!.y).toBeLessThan(PHONE.height);
    const card = await cardOf(page, morningName);
    expect(await card.count()).toBe(1);

    // When (the day's short name, as the owner's calendar reads it), who, what, how much, paid or not.
    const weekdayAndDate = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
    const stored = await serverBooking(baseUrl, morning.lastName);
    const text = await card.textContent();
    expect(text).toContain(`${weekdayAndDate}`);
    expect(text).toContain('10:15 AM');
    expect(text).toContain('Ride Service');
    expect(text).toContain(formatUsd(dollarsToCents(stored.total_price)));
    expect(text).toContain('Unpaid');
    expect(text).toContain('Pending Confirmation');
    expect(await card.getByRole('link', { name: `${RIDE_PICKUP} (map, opens in a new tab)` }).getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(RIDE_PICKUP)}`,
    );
    expect(await card.getByRole('link', { name: `Call ${morningName} at ${morning.phone}` }).getAttribute('href')).toBe('tel:8015550179');

    // Nothing on the dashboard needs a sideways swipe.
    await expect.poll(() => page.getByTestId('revenue-chart').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.getByTestId('bookings-list').getByRole('listitem').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await widerThanScreen(page)).toEqual([]);

    // One tap confirms; the card follows the server's answer.
    await card.getByRole('button', { name: `Confirm booking ${displayReference(first.reference)} for ${morningName}` }).click();
    await expect.poll(() => page.getByText('Booking confirmed').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => card.getByText('Confirmed', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await card.getByRole('button', { name: /^Confirm booking/ }).count()).toBe(0);
    expect((await serverBooking(baseUrl, morning.lastName)).status).toBe('confirmed');

    // The other booking's dialog: axe finds nothing serious, and its Confirm works too.
    const secondCard = await cardOf(page, afternoonName);
    await secondCard.getByRole('button', { name: `Details of booking ${displayReference(second.reference)} for ${afternoonName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Booking ${displayReference(second.reference)}` });
    await expect.poll(() => dialog.getByTestId('booking-history').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await dialog.getByTestId('booking-history').textContent()).toMatch(/Created by the customer \(pending, \$\d+\.\d{2}\)/);
    expect(await widerThanScreen(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: `Confirm booking ${displayReference(second.reference)} for ${afternoonName}` }).click();
    await expect.poll(() => dialog.getByTestId('booking-history').textContent(), { timeout: 10_000 }).toContain('Status changed from pending to confirmed');
    expect(await dialog.getByTestId('booking-facts').textContent()).toContain('Confirmed');
    expect((await serverBooking(baseUrl, afternoon.lastName)).status).toBe('confirmed');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // The header knows the owner is signed in.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    expect(await menu.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(await menu.getByRole('button', { name: 'Log out' }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Admin Login' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // Logging out goes home, and the header offers the login again.
    await logOut(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => menu.getByRole('link', { name: 'Admin Login' }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);

    expect(problems).toEqual([]);
    await context.close();
  });
});
