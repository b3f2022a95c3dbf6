import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { ownerCookie } from './support/booking-actions';
import { openPage, useBrowser } from './support/browser';
import { daysFromToday, fillAddress, pickDate, pickOption, pickTime } from './support/wizard-actions';

// Issue 16.6: a ride beyond the service radius is offered as a long-haul inquiry, filled in with the trip and
// the road miles the server measured. Nothing is booked: the days (40-42 are this file's) only fill the form.
const OGDEN = '2350 Wall Ave, Ogden, UT 84401, USA';
const PROVO = '100 N University Ave, Provo, UT 84601, USA';

interface QuoteAnswer {
  distance: number;
  withinServiceArea: boolean;
}

interface StoredInquiry {
  inquiryType: string;
  name: string;
  email: string;
  details: Record<string, string>;
}

describe('long-haul offer for a trip beyond the service area', () => {
  const session = useBrowser();
  const baseUrl = inject('baseUrl');
  // Unique per run, so the lookup finds this run's inquiry even on a reused database.
  const email = `long-haul-offer-${Date.now().toString(36)}@example.com`;

  /** Step 2 of a ride from Ogden to Provo on `day`; returns the server's quote answer once the dialog shows. */
  async function quoteFarRide(page: Page, day: string): Promise<QuoteAnswer> {
    await page.goto('/');
    await page.getByTestId('service-card-ride').click();
    await fillAddress(page, 'Pickup location', OGDEN);
    await fillAddress(page, 'Destination', PROVO);
    await pickDate(page, day);
    await pickTime(page, '10:00 AM');
    await pickOption(page, 'Passengers', '2');
    return requestQuote(page);
  }

  async function requestQuote(page: Page): Promise<QuoteAnswer> {
    // The quote follows the form's checks and the slot check: slow on a busy machine, so the wait is generous.
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/quotes'), { timeout: 30_000 });
    await page.getByRole('button', { name: 'Get Quote' }).click();
    const quote = (await (await answer).json()) as QuoteAnswer;
    await expect.poll(() => outOfAreaDialog(page).isVisible(), { timeout: 10_000 }).toBe(true);
    return quote;
  }

  const outOfAreaDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: 'Location Out of Service Area' });
  const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? null);
  const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  async function storedInquiry(): Promise<StoredInquiry | undefined> {
    const cookie = await ownerCookie(baseUrl, inject('adminUsername'), inject('adminPassword'));
    const response = await fetch(`${baseUrl}/api/inquiries`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const { inquiries } = (await response.json()) as { inquiries: StoredInquiry[] };
    return inquiries.find((inquiry) => inquiry.email === email);
  }

  it('at 320 px, by keyboard: dialog, the prefilled inquiry with the server miles, sent and stored', async () => {
    // The site's CSP (rightly) refuses injected scripts: this context bypasses it to load axe.
    const { page, context, problems } = await openPage(session.browser, baseUrl, { width: 320, height: 740 }, { bypassCSP: true });
    const day = daysFromToday(40);
    const quote = await quoteFarRide(page, day);
    expect(quote.withinServiceArea).toBe(false);
    expect(quote.distance).toBeGreaterThan(45);
    const miles = quote.distance.toLocaleString('en-US', { maximumFractionDigits: 1 });

    const dialog = outOfAreaDialog(page);
    const request = dialog.getByRole('button', { name: 'Request a long-haul quote' });
    expect(await dialog.getByRole('button', { name: 'Change addresses' }).isVisible()).toBe(true);
    // Both actions fit the phone's width: nothing scrolls sideways, no button runs off the screen.
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    for (const button of await dialog.getByRole('button').all()) {
      const box = await button.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
    }
    // Settled (its opening animation fades the colours in), then no serious WCAG violation. The pointer is moved
    // off: 'Get Quote' was clicked where the primary action now is, and a hovered button is checked in its hover colours.
    await expect.poll(() => page.locator('[class*="-zoom-"], [class*="-fade-"]').count()).toBe(0);
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page)).toEqual([]);

    await request.focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { name: 'Long Haul Delivery Inquiry' });
    await expect.poll(() => heading.isVisible(), { timeout: 10_000 }).toBe(true);
    // Focus starts at the new step's heading, as on every step change.
    await expect.poll(() => focusedText(page)).toBe('Long Haul Delivery Inquiry');
    expect(await page.getByTestId('wizard-progress-compact').textContent()).toContain('Step 3 of 3: Inquiry');

    const pickup = page.getByLabel('Pickup location', { exact: true });
    await expect.poll(() => pickup.inputValue(), { timeout: 10_000 }).toBe(OGDEN);
    expect(await page.getByLabel('Delivery location', { exact: true }).inputValue()).toBe(PROVO);
    expect(await page.getByLabel('What needs to be carried', { exact: true }).inputValue()).toBe('Ride for 2 passengers, no luggage.');
    expect(await page.getByTestId('long-haul-distance').textContent()).toContain(`Road distance: about ${miles} miles`);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    // What the trip did not say is the customer's: contact details (the load and date could be edited too).
    await page.getByLabel('Name', { exact: true }).fill('Riley Far');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Phone', { exact: true }).fill('(801) 555-0166');
    await page.getByRole('button', { name: 'Send Inquiry' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank You!' });
    await expect.poll(() => thanks.isVisible(), { timeout: 10_000 }).toBe(true);
    await thanks.getByRole('button', { name: 'Close' }).last().click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/confirmation?type=longHaul`);

    expect(await storedInquiry()).toMatchObject({
      inquiryType: 'long-haul',
      name: 'Riley Far',
      details: {
        pickupLocation: OGDEN,
        deliveryLocation: PROVO,
        itemDescription: `Ride for 2 passengers, no luggage.\n\nSent from a ride quote outside the service area: about ${miles} road miles from ${OGDEN} to ${PROVO}.`,
        preferredDate: day,
      },
    });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("'Change addresses' returns to the pickup field; Back from the inquiry returns to the ride's details", async () => {
    const { page, context, problems } = await openPage(session.browser, baseUrl);
    await quoteFarRide(page, daysFromToday(41));

    await outOfAreaDialog(page).getByRole('button', { name: 'Change addresses' }).click();
    await expect.poll(() => outOfAreaDialog(page).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('pickupLocation');

    await requestQuote(page);
    await outOfAreaDialog(page).getByRole('button', { name: 'Request a long-haul quote' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Long Haul Delivery Inquiry' }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.locator('.wizard-progress-full .ant-steps-item-title').allTextContents()).toEqual(['Service', 'Details', 'Inquiry']);
    await expect.poll(() => page.getByRole('button', { name: 'Back' }).isEnabled(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: 'Back' }).click();

    await expect.poll(() => focusedText(page), { timeout: 10_000 }).toBe('Ride details');
    expect(await page.getByLabel('Pickup location', { exact: true }).inputValue()).toBe(OGDEN);
    expect(await page.getByLabel('Destination', { exact: true }).inputValue()).toBe(PROVO);
    expect(problems).toEqual([]);
    await context.close();
  });
});
