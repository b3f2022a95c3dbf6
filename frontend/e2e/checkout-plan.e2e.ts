import { dollarsToCents, formatUsd } from '@domain/money.js';
import { describe, expect, inject, it } from 'vitest';
import { postJson } from './support/api';
import { fillContact, openWizard, OGDEN, payWithTestCard, purchaseToCheckout, rideToBookingForm, WEBER } from './support/booking-actions';
import { openPage, useBrowser } from './support/browser';
import { daysFromToday, fillAddress, pickOption } from './support/wizard-actions';

const AIRPORT = 'W Terminal Dr, Salt Lake City, UT 84122, USA';
const CONTACT = { fullName: 'Pat Planner', email: 'pat.planner@example.com', phone: '(801) 555-0167' };

describe('buying a bulk ride plan', () => {
  const session = useBrowser();
  const baseUrl = inject('baseUrl');

  it('pays for a fixed-address plan and shows its subscription code on the confirmation', async () => {
    const { page, context, problems } = await openPage(session.browser, baseUrl);
    await openWizard(page);
    await page.getByTestId('service-card-subscription').click();
    await expect.poll(() => page.getByTestId('bulk-options-panel').isVisible(), { timeout: 10_000 }).toBe(true);
    await pickOption(page, 'Plan Type', 'Basic: 4 rides, 5% off');
    await page.getByRole('button', { name: 'Select Addresses' }).click();
    await fillAddress(page, 'Pickup location', OGDEN);
    await fillAddress(page, 'Destination', WEBER);
    await page.getByRole('button', { name: 'Get Quote' }).click();
    await expect.poll(() => page.getByTestId('quote-heading').isVisible(), { timeout: 10_000 }).toBe(true);
    const total = (await page.getByTestId('quote-total').textContent())?.trim() ?? '';
    await page.getByRole('button', { name: 'Book This Plan' }).click();

    await expect.poll(() => page.getByLabel(/^Subscription code/).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByText('Plans are paid upfront and are non-refundable.', { exact: false }).first().isVisible()).toBe(true);
    await fillContact(page, { fullName: 'Pat Planner', email: 'pat@example.com', phone: '801-555-0166' });
    const bookingId = await purchaseToCheckout(page);

    const summary = page.getByTestId('checkout-summary');
    await expect.poll(() => summary.getByText('Subscription Service').isVisible(), { timeout: 20_000 }).toBe(true);
    expect((await page.getByTestId('checkout-total').textContent())?.trim()).toBe(total);
    expect(await summary.getByText('To be scheduled').isVisible()).toBe(true);

    await payWithTestCard(page, 'approved');
    await expect.poll(() => page.getByText('Thank you. Taking you to your booking...').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.url(), { timeout: 10_000 }).toContain(`/confirmation?status=confirmed&id=${bookingId}`);

    const box = page.getByTestId('subscription-code-box');
    await expect.poll(() => box.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await box.getByText('Save this code!').isVisible()).toBe(true);
    const code = (await page.getByTestId('subscription-code').textContent())?.trim() ?? '';
    expect(code.length).toBeGreaterThan(3);
    expect(await page.getByText('Thank You for Your Inquiry').count()).toBe(0);

    // A purchase, not a booking request: the plan is active, paid as charged, with its receipt on the way.
    expect(await page.getByRole('heading', { level: 1, name: 'Plan Purchased' }).isVisible()).toBe(true);
    expect(await page.getByText('Your Basic plan is active.', { exact: true }).isVisible()).toBe(true);
    const paid = page.getByTestId('payment-paid');
    expect(await paid.getByText(`Paid ${total}`, { exact: true }).isVisible()).toBe(true);
    expect(await paid.getByText('A receipt was e-mailed to pat@example.com.', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(/booking request/i).count()).toBe(0);
    // A plan bought without a date has no calendar event to offer.
    expect(await page.getByRole('link', { name: 'Add to calendar' }).count()).toBe(0);

    // The code the page shows is a real, usable code.
    const check = await fetch(`${baseUrl}/api/validate-service-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    expect(((await check.json()) as { valid: boolean }).valid).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  // Issue 29 point 5: a plan covers a ride up to what one of its rides is worth; a dearer ride pays the difference.
  it('asks at the checkout for the difference a dearer ride costs over a plan ride, at 375 px', async () => {
    // A Basic plan bought for the in-town route (its $20 minimum fare is a ride's worth), paid by the test card.
    const plan = await postJson<{ booking: { id: string; totalPrice: number } }>(baseUrl, '/api/create-booking', {
      serviceType: 'subscription',
      pickupLocation: OGDEN,
      destinationLocation: WEBER,
      serviceDate: 'N/A',
      serviceTime: 'N/A',
      serviceDetails: { planType: 'basic', frequency: 'monthly', addressesVary: false, details: '' },
      ...CONTACT,
      legalAgreement: true,
      paymentRequired: true,
    });
    const paid = await postJson<{ subscriptionCode: string }>(baseUrl, '/api/process-square-payment', {
      sourceId: 'test-card-ok',
      amount: plan.booking.totalPrice,
      bookingId: plan.booking.id,
    });
    const code = paid.subscriptionCode;

    // Day 59: no other browser test books it.
    const day = daysFromToday(59);
    const trip = { serviceType: 'ride', pickupLocation: OGDEN, destinationLocation: AIRPORT, serviceDate: day, serviceTime: '10:00' };
    const { totalPrice } = await postJson<{ totalPrice: number }>(baseUrl, '/api/quotes', {
      ...trip,
      serviceDetails: { passengers: '2', luggage: 'medium', needsRoofRack: 'no', instructions: '' },
    });
    const difference = formatUsd(dollarsToCents(totalPrice) - 2000);

    const { page, context, problems } = await openPage(session.browser, baseUrl, { width: 375, height: 740 });
    await openWizard(page);
    await rideToBookingForm(page, day, '10:00 AM', AIRPORT);

    await page.getByTestId('service-code-input').fill(code);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(() => page.getByText('Each ride is covered up to $20.00; a dearer ride asks for the difference by card.', { exact: false }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    await fillContact(page, CONTACT);
    await purchaseToCheckout(page);
    // The checkout asks for the difference only.
    await expect.poll(async () => (await page.getByTestId('checkout-total').textContent())?.trim(), { timeout: 20_000 }).toBe(difference);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await payWithTestCard(page, 'approved');
    await expect.poll(() => page.getByTestId('payment-paid').getByText(`Paid ${difference}`, { exact: true }).isVisible(), { timeout: 20_000 }).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
