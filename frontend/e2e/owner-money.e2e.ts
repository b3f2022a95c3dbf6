import type { StatsResponse } from '@contracts/stats.contract.js';
import { displayReference } from '@domain/booking-reference.js';
import { dollarsToCents, formatUsd } from '@domain/money.js';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { getJson, postJson } from './support/api';
import { createRideBooking, getAsOwner, logInAsOwner, rideBooking, uniqueLetters } from './support/admin-actions';
import { ownerCookie, payWithTestCard, postAsOwner } from './support/booking-actions';
import { openPage, useBrowser } from './support/browser';
import { E2E_ADMIN } from './support/built-site';
import { storedMails } from './support/mail-outbox';
import { roundTheClockSite, startAboutThreeHoursAhead } from './support/round-the-clock-site';
import { daysFromToday } from './support/wizard-actions';

// The owner's money (issue 19): half of a card-paid ride refunded from its dialog shows in the booking's payments, the
// Payments tab and the "Money received" card; a phone booking is marked paid in cash. Books 52 and 53 days ahead.
// A phone booking cancelled late owes its fee (issue 27.7): the owner sends the link to pay it, the customer pays it on
// /checkout, and only then is it money received; on a round-the-clock site of its own (support/round-the-clock-site).

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));

/** The "Money received" card's figure, once it shows `expected`. */
async function receivedCardShows(page: Page, expected: number): Promise<void> {
  const card = page.getByTestId('stat-card-received');
  await expect.poll(async () => (await card.textContent())?.replace(/\s/g, ''), { timeout: 15_000 }).toContain(usd(expected));
}

/** Closes the dialog with its close button (Escape goes nowhere once a nested dialog took the focus with it). */
async function closeDialog(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(false);
}

/** Finds the booking by last name and opens its dialog. */
async function openBooking(page: Page, lastName: string, reference: string, fullName: string) {
  await page.getByLabel('Search bookings').fill(lastName);
  await page.getByLabel('Search bookings').press('Enter');
  const details = page.getByRole('button', { name: `Details of booking ${displayReference(reference)} for ${fullName}` });
  await expect.poll(() => details.isVisible(), { timeout: 15_000 }).toBe(true);
  await details.click();
  const dialog = page.getByRole('dialog', { name: `Booking ${displayReference(reference)}` });
  await expect.poll(() => dialog.getByRole('heading', { name: 'Payments' }).isVisible(), { timeout: 15_000 }).toBe(true);
  return dialog;
}

describe("the owner's money", () => {
  const session = useBrowser();
  const baseUrl = inject('baseUrl');

  it('refunds half a ride, sees it in the payments list and the money received, and marks a phone booking paid in cash', async () => {
    const cardName = { last: `Mon${uniqueLetters()}`, full: '' };
    cardName.full = `Robin ${cardName.last}`;
    const paid = await createRideBooking(baseUrl, {
      serviceDate: daysFromToday(52),
      serviceTime: '09:00',
      fullName: cardName.full,
      email: `${cardName.last.toLowerCase()}@example.com`,
      phone: '(801) 555-0191',
    });
    const { totalPrice } = await getJson<{ totalPrice: number }>(baseUrl, `/api/bookings/${paid.id}`);
    await postJson(baseUrl, '/api/process-square-payment', {
      sourceId: 'test-card-ok',
      amount: totalPrice,
      bookingId: paid.id,
      customerEmail: 'x@example.com',
    });

    const cashName = { last: `Cas${uniqueLetters()}`, full: '' };
    cashName.full = `Sasha ${cashName.last}`;
    const cookie = await ownerCookie(baseUrl, inject('adminUsername'), inject('adminPassword'));
    const { booking: phoneBooking } = await postAsOwner<{ booking: { id: string; reference: string; total_price: number } }>(
      baseUrl,
      cookie,
      '/api/admin/bookings',
      {
        ...rideBooking({
          serviceDate: daysFromToday(53),
          serviceTime: '11:00',
          fullName: cashName.full,
          email: `${cashName.last.toLowerCase()}@example.com`,
          phone: '(801) 555-0192',
        }),
        paymentMethod: 'unpaid',
      },
    );

    const { page, context, problems } = await openPage(session.browser, baseUrl);
    await logInAsOwner(page);
    const before = (await getAsOwner<StatsResponse>(baseUrl, '/api/stats')).received;
    await receivedCardShows(page, before);

    // Half of the card payment back, for a reason.
    const half = Math.round(dollarsToCents(totalPrice) / 2) / 100;
    const dialog = await openBooking(page, cardName.last, paid.reference, cardName.full);
    const payments = dialog.getByTestId('booking-payments');
    await expect.poll(() => payments.textContent(), { timeout: 10_000 }).toContain(usd(totalPrice));
    await payments.getByRole('button', { name: 'Refund' }).click();
    const refundDialog = page.getByRole('dialog', { name: 'Refund payment' });
    await refundDialog.getByLabel('Amount to refund ($)').fill(String(half));
    await refundDialog.getByLabel('Reason (the customer sees it)').fill('Arrived late');
    await refundDialog.getByRole('button', { name: 'Refund' }).click();
    await expect.poll(() => page.getByText(`Refund of ${usd(half)} simulated (test mode)`).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => payments.textContent(), { timeout: 10_000 }).toContain(`Refund ${usd(half)}`);
    await expect.poll(() => dialog.getByTestId('booking-history').textContent(), { timeout: 10_000 }).toContain(`Refunded ${usd(half)}`);
    await closeDialog(dialog);
    await receivedCardShows(page, before - half);

    // The Payments tab lists it with its refund.
    await page.getByRole('tab', { name: 'Payments' }).click();
    const entry = page.getByTestId('payments-list').getByRole('listitem').filter({ hasText: cardName.full });
    await expect.poll(() => entry.textContent(), { timeout: 15_000 }).toContain(`Refunded ${usd(half)}`);
    await page.getByRole('tab', { name: 'Bookings' }).click();

    // The phone booking, paid in cash at pickup.
    const cashDialog = await openBooking(page, cashName.last, phoneBooking.reference, cashName.full);
    await cashDialog.getByRole('button', { name: 'Mark paid' }).click();
    const markPaid = page.getByRole('dialog', { name: 'Mark paid' });
    expect(await markPaid.getByLabel('Amount received ($)').inputValue()).toBe(phoneBooking.total_price.toFixed(2));
    await markPaid.getByLabel('Note (optional, e.g. a check number)').fill('Paid at pickup');
    await markPaid.getByRole('button', { name: 'Record payment' }).click();
    await expect.poll(() => cashDialog.getByTestId('booking-payments').textContent(), { timeout: 15_000 }).toContain('Cash');
    await expect
      .poll(() => cashDialog.getByTestId('booking-history').textContent(), { timeout: 10_000 })
      .toContain(`Paid ${usd(phoneBooking.total_price)} in cash: Paid at pickup`);
    expect(await cashDialog.getByRole('button', { name: 'Mark paid' }).count()).toBe(0);
    await closeDialog(cashDialog);
    await receivedCardShows(page, before - half + phoneBooking.total_price);

    expect(problems).toEqual([]);
    await context.close();
  });

  // Longer: a site of its own starts a database and a server first.
  it("shows a late-cancelled phone booking's fee as owed, sends the link to pay it, and counts it received once paid", async () => {
    // Cancelled at once, so without the free minutes after booking (Settings, Bookings) that would waive the fee.
    const site = await roundTheClockSite((settings) => {
      settings.bookings.freeCancelGraceMinutes = 0;
    });
    try {
      const start = await startAboutThreeHoursAhead(site.baseUrl);
      expect(start, 'a free start 3 h to 4 h 45 min ahead').not.toBeNull();
      const last = `Fee${uniqueLetters()}`;
      const customer = { fullName: `Casey ${last}`, email: `${last.toLowerCase()}@example.com` };
      const cookie = await ownerCookie(site.baseUrl, E2E_ADMIN.username, E2E_ADMIN.password);
      const { booking } = await postAsOwner<{ booking: { id: string; reference: string } }>(site.baseUrl, cookie, '/api/admin/bookings', {
        ...rideBooking({ serviceDate: start!.date, serviceTime: start!.time, ...customer, phone: '(801) 555-0193' }),
        paymentMethod: 'unpaid',
      });
      const { fee } = await postAsOwner<{ fee: number }>(site.baseUrl, cookie, '/api/cancel-booking', { bookingId: booking.id });
      expect(fee).toBeGreaterThan(0);

      // The owner sees the fee owed, apart from the money received, and sends the link to pay it.
      const { page, context, problems } = await openPage(session.browser, site.baseUrl);
      await logInAsOwner(page);
      const owedCard = page.getByTestId('stat-card-owed');
      await expect.poll(async () => (await owedCard.textContent())?.replace(/\s/g, ''), { timeout: 15_000 }).toContain(usd(fee));
      await receivedCardShows(page, 0);
      const dialog = await openBooking(page, last, booking.reference, customer.fullName);
      const due = dialog.getByTestId('amount-due');
      await expect.poll(() => due.textContent(), { timeout: 10_000 }).toContain(`Cancellation fee owed: ${usd(fee)}`);
      await due.getByRole('button', { name: 'Send link to pay the fee' }).click();
      await expect.poll(() => page.getByText(`Payment link sent to ${customer.email}`).isVisible(), { timeout: 15_000 }).toBe(true);
      const mail = (await storedMails(site.databaseUrl, booking.id, customer.email)).find((entry) => entry.kind === 'pay-link');
      const payUrl = /https?:\/\/\S+\/checkout\?bookingId=\S+/.exec(mail?.text ?? '')?.[0];
      expect(payUrl).toBe(`${site.baseUrl}/checkout?bookingId=${booking.id}`);
      await closeDialog(dialog);

      // The customer opens the link: checkout asks for the fee, and the test card pays it.
      const customerPage = await openPage(session.browser, site.baseUrl);
      await customerPage.page.goto(payUrl!);
      const feeDue = customerPage.page.getByTestId('checkout-fee-due');
      await expect.poll(async () => (await feeDue.textContent())?.trim(), { timeout: 20_000 }).toBe(usd(fee));
      await payWithTestCard(customerPage.page, 'approved');
      await expect.poll(() => customerPage.page.getByText(/the cancellation fee is paid/).isVisible(), { timeout: 20_000 }).toBe(true);
      expect(customerPage.problems).toEqual([]);
      await customerPage.context.close();

      // Now it is money received, and owed no more.
      await page.reload();
      await receivedCardShows(page, fee);
      await expect.poll(async () => (await owedCard.textContent())?.replace(/\s/g, ''), { timeout: 15_000 }).toContain(usd(0));
      const paid = await openBooking(page, last, booking.reference, customer.fullName);
      await expect.poll(() => paid.getByTestId('booking-payments').textContent(), { timeout: 10_000 }).toContain('cancellation fee');
      expect(await paid.getByTestId('amount-due').count()).toBe(0);
      await expect.poll(() => paid.getByTestId('booking-history').textContent(), { timeout: 10_000 }).toContain(`Cancellation fee paid ${usd(fee)}`);
      expect(problems).toEqual([]);
      await context.close();
    } finally {
      await site.stop();
    }
  }, 180_000);
});
