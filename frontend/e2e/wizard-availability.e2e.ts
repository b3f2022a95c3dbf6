import { describe, expect, inject, it } from 'vitest';
import { getJson, postJson } from './support/api';
import type { PublicBooking } from '@contracts/public-booking.contract.js';
import { formatTimeText } from '@domain/business-time.js';
import { fillContact, openWizard, purchaseToCheckout, rideToBookingForm } from './support/booking-actions';
import { openPage, useBrowser } from './support/browser';
import { daysFromToday, fillAddress, pickDate, pickOption, pickTime } from './support/wizard-actions';

// Issue 3: the availability banner, the toasts, the 'next available' suggestion, and the service-area stop.
const OGDEN = '2350 Wall Ave, Ogden, UT 84401, USA';
const WEBER = '3848 Harrison Blvd, Ogden, UT 84408, USA';
const PROVO = '100 N University Ave, Provo, UT 84601, USA';

describe('wizard: availability and service area', () => {
  const session = useBrowser();
  const baseUrl = inject('baseUrl');

  /** Someone else books a ride that day at `time`. */
  const bookRide = (day: string, time: string) =>
    postJson(baseUrl, '/api/create-booking', {
      serviceType: 'ride',
      pickupLocation: OGDEN,
      destinationLocation: WEBER,
      serviceDate: day,
      serviceTime: time,
      serviceDetails: { passengers: '2', luggage: 'none', needsRoofRack: 'no', instructions: '' },
      distance: 3.2,
      totalPrice: 20,
      fullName: 'Pat Booked',
      email: 'pat@example.com',
      phone: '(801) 555-0199',
      subscriptionCode: '',
      serviceCode: '',
      paymentRequired: true,
      legalAgreement: true,
    });

  it('says under the date how far ahead and on which days it books, and why a typed day past that is refused (375 px)', async () => {
    const { page, context, problems } = await openPage(session.browser, baseUrl, { width: 375, height: 740 });
    await openWizard(page);
    await page.getByTestId('service-card-ride').click();
    const business = await getJson<{ schedule: { maxDaysAhead: number } }>(baseUrl, '/api/business');
    const horizon = `Bookings can be made up to ${business.schedule.maxDaysAhead} days in advance.`;
    await expect.poll(() => page.getByTestId('date-limits').textContent(), { timeout: 10_000 }).toContain(horizon);

    // Typed 10 days past the horizon, then Enter: the reason stays under the field and the form is not sent.
    const date = page.getByLabel('Date', { exact: true });
    await date.click();
    await date.fill(daysFromToday(business.schedule.maxDaysAhead + 10));
    await date.press('Enter');
    const explain = page.locator('#serviceDate_help, .ant-form-item-explain').filter({ hasText: horizon });
    await expect.poll(() => explain.first().isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByText('Pickup location is required', { exact: true }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("marks a time someone else has booked '(unavailable)' before the customer picks it", async () => {
    const day = daysFromToday(12); // a day no other browser test books or picks
    await bookRide(day, '11:00');
    const { page, context, problems } = await openPage(session.browser, baseUrl);
    await page.goto('/');
    await page.getByTestId('service-card-ride').click();
    await fillAddress(page, 'Pickup location', OGDEN);
    await fillAddress(page, 'Destination', WEBER);
    await pickDate(page, day);
    await page.getByTestId('time-select').click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect.poll(() => options.filter({ hasText: /^11:00 AM \(unavailable\)$/ }).count(), { timeout: 10_000 }).toBe(1);
    const taken = options.filter({ hasText: /^11:00 AM \(unavailable\)$/ });
    expect(await taken.getAttribute('aria-disabled')).toBe('true');
    // The ride's hold (10:30-12:00 with its buffers) keeps the times next to it too; the touching ones stay free.
    // Polled, not read once: antd can hide the list for a moment while its opening motion runs.
    await expect.poll(() => options.filter({ hasText: /^10:45 AM \(unavailable\)$/ }).count()).toBe(1);
    await expect.poll(() => options.filter({ hasText: /^9:30 AM$/ }).count()).toBe(1);
    await expect.poll(() => options.filter({ hasText: /^12:30 PM$/ }).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('refuses a slot booked after the times were shown, names the next free time and takes it on request (320 px)', async () => {
    const day = daysFromToday(6);
    const { page, context, problems } = await openPage(session.browser, baseUrl, { width: 320, height: 720 });
    await page.goto('/');
    await page.getByTestId('service-card-ride').click();
    await fillAddress(page, 'Pickup location', OGDEN);
    await fillAddress(page, 'Destination', WEBER);
    await pickDate(page, day);
    await page.getByTestId('time-select').click();
    await expect
      .poll(
        () =>
          page
            .locator('.ant-select-dropdown:visible .ant-select-item-option')
            .filter({ hasText: /^10:00 AM$/ })
            .count(),
        { timeout: 10_000 },
      )
      .toBe(1);
    await page.keyboard.press('Escape');
    // Someone else takes 10:00 while this customer is still choosing.
    await bookRide(day, '10:00');
    const expected = await postJson<{ available: boolean; nextAvailable: { date: string; time: string } | null }>(baseUrl, '/api/check-availability', {
      date: day,
      startTime: '10:00',
      endTime: '10:00',
      serviceType: 'ride',
      pickupLocation: OGDEN,
      destinationLocation: WEBER,
      findAlternative: true,
    });
    expect(expected.available).toBe(false);
    expect(expected.nextAvailable).not.toBeNull();
    await pickTime(page, '10:00 AM');

    const banner = page.getByTestId('availability-banner');
    await expect.poll(() => banner.getByText('Time Not Available').isVisible(), { timeout: 10_000 }).toBe(true);
    // One message for the refusal: the banner, with no toast saying it again (or saying something else).
    expect(await banner.getByText('This time slot is already booked. Check below for the next available time.').isVisible()).toBe(true);
    expect(await page.locator('.ant-message-notice').count()).toBe(0);

    const next = expected.nextAvailable!;
    const [h, m] = next.time.split(':').map(Number);
    const nextLabel = `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h >= 12 ? 'PM' : 'AM'}`;
    const suggestion = banner.getByRole('button', { name: /^Use next available:/ });
    expect(await suggestion.textContent()).toContain(`at ${nextLabel}`);
    // The suggestion wraps on the narrowest phone instead of running past the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await suggestion.click();

    await expect.poll(() => banner.getByText('This time slot is available!').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByTestId('time-select').textContent()).toContain(nextLabel);
    const month = new Date(`${next.date}T12:00:00Z`).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
    expect(await page.getByLabel('Date', { exact: true }).inputValue()).toBe(`${month} ${Number(next.date.slice(8, 10))}, ${next.date.slice(0, 4)}`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('offers the next free time right on the booking form when the time is taken at purchase (375 px)', async () => {
    // Day 45: no other browser test books it.
    const day = daysFromToday(45);
    const { page, context, problems } = await openPage(session.browser, baseUrl, { width: 375, height: 740 });
    await openWizard(page);
    await rideToBookingForm(page, day, '10:00 AM');
    await fillContact(page, { fullName: 'Taylor Late', email: 'taylor.late@example.com', phone: '(801) 555-0145' });
    // Someone else takes 10:00 between the check and the purchase.
    await bookRide(day, '10:00');
    await page.getByRole('button', { name: 'Purchase Now' }).click();
    const taken = page.getByTestId('taken-at-purchase');
    await expect.poll(() => taken.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await taken.textContent()).toContain('This time slot is already booked.');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const take = taken.getByRole('button', { name: /^Take .* instead$/ });
    const offered = (await take.textContent()) ?? '';
    await take.click();
    await expect.poll(() => taken.count()).toBe(0);
    // Booked at the offered time, with the contact as typed.
    const bookingId = await purchaseToCheckout(page);
    const booking = await getJson<PublicBooking>(baseUrl, `/api/bookings/${bookingId}`);
    expect(booking.email).toBe('taylor.late@example.com');
    expect(offered).toContain(formatTimeText(booking.bookingTime));
    expect(booking.bookingTime).not.toBe('10:00');
    // Only the refused purchase may reach the console (Chromium logs every 4xx answer).
    expect(problems.filter((problem) => !/status of 409/.test(problem))).toEqual([]);
    await context.close();
  });

  it('stops an out-of-area trip with the owner contact dialog', async () => {
    const business = await getJson<{ phone: string; email: string }>(baseUrl, '/api/business');
    const { page, context, problems } = await openPage(session.browser, baseUrl);
    await page.goto('/');
    await page.getByTestId('service-card-ride').click();
    await fillAddress(page, 'Pickup location', PROVO);
    await fillAddress(page, 'Destination', OGDEN);
    await pickDate(page, daysFromToday(5));
    await pickTime(page, '2:30 PM');
    await pickOption(page, 'Passengers', '1');
    await page.getByRole('button', { name: 'Get Quote' }).click();

    const dialog = page.getByRole('dialog').filter({ hasText: 'Location Out of Service Area' });
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await dialog.getByText('We can only provide service within 45 miles of Ogden, UT.').isVisible()).toBe(true);
    expect(await dialog.getByText(/Long haul trips get a custom quote/).isVisible()).toBe(true);
    expect(await dialog.getByRole('link', { name: business.phone }).isVisible()).toBe(true);
    expect(await dialog.getByRole('link', { name: business.email }).getAttribute('href')).toBe(`mailto:${business.email}`);
    // The dialog is the one message: no toast repeats it.
    expect(await page.locator('.ant-message-notice').count()).toBe(0);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    // Still on the details step: no quote for a trip outside the area.
    expect(await page.getByTestId('quote-heading').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reports an address that cannot be placed as a distance error', async () => {
    const { page, context } = await openPage(session.browser, baseUrl);
    await page.goto('/');
    await page.getByTestId('service-card-ride').click();
    await fillAddress(page, 'Pickup location', 'Qwxz Zzyzx Plaza, Nowhereville, QQ 00000, Atlantis');
    await fillAddress(page, 'Destination', OGDEN);
    await pickDate(page, daysFromToday(5));
    await pickTime(page, '11:00 AM');
    await page.getByRole('button', { name: 'Get Quote' }).click();
    await expect
      .poll(
        () =>
          page
            .locator('.ant-message')
            .getByText('Error Calculating Distance - There was a problem calculating the distance. Please check the addresses and try again.')
            .isVisible(),
        {
          timeout: 10_000,
        },
      )
      .toBe(true);
    expect(await page.getByTestId('quote-heading').count()).toBe(0);
    await context.close();
  });
});
