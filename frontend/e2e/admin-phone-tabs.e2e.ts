import type { HandPaymentRecorded } from '@contracts/money.contract.js';
import { receiptNumber } from '@domain/payment-methods.js';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { postJson } from './support/api';
import { logInAsOwner, rideBooking, uniqueLetters } from './support/admin-actions';
import { seriousViolations } from './support/axe';
import { ownerCookie, postAsOwner } from './support/booking-actions';
import { openPage, useBrowser } from './support/browser';
import { widerThanScreen } from './support/screen-fit';
import { daysFromToday } from './support/wizard-actions';

// Issue 29, point 11 (the admin speaks the owner's language): at 375 px every admin tab and the Messages dialog fit
// the screen (document.documentElement.scrollWidth <= 375) and have no serious or critical axe finding, and what they
// show is worded for the owner: message kinds, setting names and receipt numbers, never the code's names, environment
// variables or UUIDs. Books 47 days ahead, which no other browser test books.

const PHONE = { width: 375, height: 740 };

/** An environment variable's name ('TWILIO_ACCOUNT_SID', 'SMTP_URL'). */
const ENV_NAME = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/;
/** A settings path ('prices.mileage.minimumCents'). */
const SETTING_PATH = /\b(prices|schedule|serviceArea|notifications|bookings|pages)\.[a-zA-Z]/;
/** A message kind as the server names it ('booking-new-owner', 'inquiry-ack'). */
const MESSAGE_KIND = /\b(booking|inquiry|owner|payment|pay|manage|reminder|refund|morning)-[a-z]+(-[a-z]+)*\b/;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i;

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const textOf = (locator: Locator) => locator.evaluate((element) => (element as HTMLElement).innerText);

/** The page fits the phone (no sideways scroll of the page, nor of a table inside it), and axe finds nothing serious. */
async function fitsAndPassesAxe(page: Page, where: string): Promise<void> {
  expect(await scrollWidth(page), where).toBeLessThanOrEqual(PHONE.width);
  expect(await widerThanScreen(page), where).toEqual([]);
  expect(await seriousViolations(page), where).toEqual([]);
}

describe('the admin on a phone', () => {
  const session = useBrowser();
  const baseUrl = inject('baseUrl');

  it("fits every tab on a 375 px screen and words what it shows in the owner's terms", async () => {
    const lastName = `Tab${uniqueLetters()}`;
    const fullName = `Morgan ${lastName}`;
    const email = `${lastName.toLowerCase()}.with.a.rather.long.address@example.com`;
    // A phone booking, paid in cash: a customer, a payment received by hand (its ledger id is a UUID) and its receipt mail.
    const cookie = await ownerCookie(baseUrl, inject('adminUsername'), inject('adminPassword'));
    const { booking } = await postAsOwner<{ booking: { id: string; total_price: number } }>(baseUrl, cookie, '/api/admin/bookings', {
      ...rideBooking({ serviceDate: daysFromToday(47), serviceTime: '10:00', fullName, email, phone: '(801) 555-0147' }),
      paymentMethod: 'unpaid',
    });
    const { payment } = await postAsOwner<HandPaymentRecorded>(baseUrl, cookie, `/api/admin/bookings/${booking.id}/payments`, {
      method: 'cash',
      amount: booking.total_price,
      receivedOn: daysFromToday(0),
    });
    expect(payment.reference).toMatch(UUID);
    // An inquiry: a row of the Inquiries tab and a mail to the owner.
    await postJson(baseUrl, '/api/bulk-rides-inquiry', {
      name: fullName,
      email,
      phone: '(801) 555-0147',
      details: 'Twelve rides to the airport every Monday morning for a team of four, with luggage; invoices to the office please.',
    });

    // axe is injected into the page, which the site's CSP rightly refuses: this context bypasses it.
    const { page, context, problems } = await openPage(session.browser, baseUrl, PHONE, { bypassCSP: true });
    try {
      await logInAsOwner(page);
      await expect.poll(() => page.getByTestId('revenue-chart').getByRole('table').count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => page.getByTestId('bookings-list').getByRole('listitem').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await fitsAndPassesAxe(page, 'Bookings');
      expect(await textOf(page.locator('main'))).not.toMatch(ENV_NAME);

      await page.getByRole('tab', { name: 'Customers' }).click();
      const customers = page.getByTestId('customers-list');
      await expect.poll(() => customers.getByRole('listitem').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await fitsAndPassesAxe(page, 'Customers');

      await page.getByRole('tab', { name: 'Payments' }).click();
      const entry = page.getByTestId('payments-list').getByRole('listitem').filter({ hasText: fullName });
      await expect.poll(() => entry.count(), { timeout: 15_000 }).toBe(1);
      const paymentText = await textOf(entry);
      expect(paymentText).toContain(`Receipt ${receiptNumber(payment.reference)}`);
      expect(paymentText).not.toMatch(UUID);
      await fitsAndPassesAxe(page, 'Payments');

      await page.getByRole('tab', { name: 'Inquiries' }).click();
      const inquiries = page.getByTestId('inquiries-list');
      await expect.poll(() => inquiries.getByRole('listitem').filter({ hasText: fullName }).count(), { timeout: 15_000 }).toBe(1);
      await fitsAndPassesAxe(page, 'Inquiries');

      await page.getByRole('tab', { name: 'Time off' }).click();
      await expect.poll(() => page.getByRole('tabpanel', { name: 'Time off' }).getByRole('button').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await fitsAndPassesAxe(page, 'Time off');

      await page.getByRole('tab', { name: 'Settings' }).click();
      const changes = page.getByRole('heading', { name: 'Recent changes' });
      await expect.poll(() => changes.isVisible(), { timeout: 15_000 }).toBe(true);
      await fitsAndPassesAxe(page, 'Settings');
      expect(await textOf(page.getByRole('tabpanel', { name: 'Settings' }))).not.toMatch(SETTING_PATH);

      // The outbox: kinds in words, and no environment variable in the note that texts are off.
      await page.getByRole('button', { name: /^Messages/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Messages' });
      const messages = dialog.getByTestId('messages-list');
      await expect.poll(() => messages.getByRole('listitem').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await expect.poll(() => textOf(messages), { timeout: 10_000 }).toContain('New inquiry (to you)');
      const outbox = await textOf(dialog);
      expect(outbox).not.toMatch(MESSAGE_KIND);
      expect(outbox).not.toMatch(ENV_NAME);
      await fitsAndPassesAxe(page, 'Messages');
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(false);

      // The booking's own history names its mails the same way.
      await page.getByRole('tab', { name: 'Bookings' }).click();
      await page.getByLabel('Search bookings').fill(lastName);
      await page.getByLabel('Search bookings').press('Enter');
      await expect.poll(() => page.getByText(`Search results for “${lastName}”`).isVisible(), { timeout: 10_000 }).toBe(true);
      await page
        .getByTestId('bookings-list')
        .getByRole('button', { name: new RegExp(`^Details of booking .+ for ${fullName}$`) })
        .click();
      const mails = page.getByRole('dialog').getByTestId('booking-mails');
      await expect.poll(() => mails.getByRole('listitem').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      const mailText = await textOf(mails);
      expect(mailText).toContain('Payment receipt');
      expect(mailText).not.toMatch(MESSAGE_KIND);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
