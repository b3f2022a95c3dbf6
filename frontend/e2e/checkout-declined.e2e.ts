import { describe, expect, inject, it } from 'vitest';
import { getJson } from './support/api';
import { fillContact, openWizard, payWithTestCard, purchaseToCheckout, rideToBookingForm } from './support/booking-actions';
import { openPage, useBrowser } from './support/browser';
import { daysFromToday } from './support/wizard-actions';

const DECLINED = 'Card was declined. Please use another card.';

describe('checkout: a declined card', () => {
  const session = useBrowser();
  const baseUrl = inject('baseUrl');

  it('shows the decline, keeps the booking payable, and then takes another card (375 px)', async () => {
    const { page, context } = await openPage(session.browser, baseUrl, { width: 375, height: 800 });
    await openWizard(page);
    await rideToBookingForm(page, daysFromToday(8), '11:30 AM');
    await fillContact(page, { fullName: 'Dana Declined', email: 'dana@example.com', phone: '801-555-0188' });
    const bookingId = await purchaseToCheckout(page);

    await payWithTestCard(page, 'declined');
    const error = page.getByTestId('payment-error');
    await expect.poll(() => error.isVisible(), { timeout: 10_000 }).toBe(true);
    expect((await error.textContent())?.trim()).toBe(DECLINED);
    // Said once, beside the button (no toast repeating it, no developer wording); the button is back to
    // 'Pay Now' and nothing was charged.
    expect(await page.getByText(DECLINED).count()).toBe(1);
    expect(await page.getByText(/test cards/i).count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Pay Now' }).isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/checkout');
    expect((await getJson<{ paymentStatus: string }>(baseUrl, `/api/bookings/${bookingId}`)).paymentStatus).toBe('unpaid');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Another tab has no saved details: the checkout reads the same unpaid booking from the API.
    const other = await openPage(session.browser, baseUrl);
    await other.page.goto(`/checkout?bookingId=${bookingId}`);
    const summary = other.page.getByTestId('checkout-summary');
    await expect.poll(() => summary.getByText('Ride Service').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => other.page.getByRole('button', { name: 'Pay Now' }).isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(other.problems).toEqual([]);
    await other.context.close();

    await payWithTestCard(page, 'approved');
    await expect.poll(() => page.getByText('Thank you. Taking you to your booking...').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.url(), { timeout: 10_000 }).toContain(`/confirmation?status=confirmed&id=${bookingId}`);
    expect((await getJson<{ paymentStatus: string }>(baseUrl, `/api/bookings/${bookingId}`)).paymentStatus).toBe('paid');
    await context.close();
  });

  it('sends a visitor without a booking back home', async () => {
    const { page, context } = await openPage(session.browser, baseUrl);
    await page.goto('/checkout');
    await expect.poll(() => page.getByText('No booking found').first().isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/');
    await context.close();
  });

  it('reports a booking it cannot read and goes home', async () => {
    const { page, context } = await openPage(session.browser, baseUrl);
    await page.goto('/checkout?bookingId=bk_AAAAAAAAAAAAAAAAAAAAAAAA');
    await expect.poll(() => page.getByText('Error fetching booking details').first().isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/');
    await context.close();
  });
});
