import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ownerCookie } from './support/booking-actions';
import { launchBrowser, openPage, type BrowserPage } from './support/browser';
import { daysFromToday, pickOption } from './support/wizard-actions';

// The three inquiry forms sent from the wizard, stored by the server, ending on /confirmation.
// Three inquiries are sent in all: the server's real limit is 5 per hour per client, and every
// browser test shares 127.0.0.1.

interface StoredInquiry {
  inquiryType: string;
  name: string;
  email: string;
  phone: string;
  details: Record<string, string>;
}

describe('inquiry forms', () => {
  let browser: Browser;
  let current: BrowserPage | null = null;
  const baseUrl = inject('baseUrl');
  // Unique per run, so the lookups below find this run's inquiries even on a reused database.
  const run = Date.now().toString(36);

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await current?.context.close();
    await browser?.close();
  });

  async function start(viewport?: { width: number; height: number }): Promise<{ page: Page; scripts: string[] }> {
    await current?.context.close();
    current = await openPage(browser, baseUrl, viewport);
    const scripts: string[] = [];
    current.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await current.page.goto('/');
    await expect.poll(() => current!.page.getByRole('heading', { name: 'Rides and Deliveries' }).isVisible()).toBe(true);
    return { page: current.page, scripts };
  }

  async function storedInquiry(email: string): Promise<StoredInquiry | undefined> {
    const cookie = await ownerCookie(baseUrl, inject('adminUsername'), inject('adminPassword'));
    const response = await fetch(`${baseUrl}/api/inquiries`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const { inquiries } = (await response.json()) as { inquiries: StoredInquiry[] };
    return inquiries.find((inquiry) => inquiry.email === email);
  }

  async function fillContact(page: Page, name: string, email: string, phone: string) {
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Phone', { exact: true }).fill(phone);
  }

  /** Sends, waits for the thank-you dialog, closes it (button or Escape), and lands on the inquiry confirmation. */
  async function sendAndConfirm(page: Page, type: string, closeWith: 'button' | 'escape') {
    await page.getByRole('button', { name: 'Send Inquiry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Thank You!' });
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
    if (closeWith === 'escape') await page.keyboard.press('Escape');
    else await dialog.getByRole('button', { name: 'Close' }).last().click();
    // The confirmation page's code is fetched on the way: on a busy machine that takes more than the poll's 1 s default.
    await expect.poll(() => page.url(), { timeout: 10_000 }).toBe(`${baseUrl}/confirmation?type=${type}`);
    await expect.poll(() => page.getByText('Thank You for Your Inquiry').isVisible(), { timeout: 10_000 }).toBe(true);
  }

  async function savedContact(page: Page): Promise<unknown> {
    return page.evaluate(() => JSON.parse(sessionStorage.getItem('inquiryDetails') ?? 'null'));
  }

  it('long haul: an empty form shows the shared messages and stays put', async () => {
    const { page, scripts } = await start();
    // The forms are separate chunks, downloaded only when an inquiry step opens.
    expect(scripts.filter((path) => path.includes('inquiry-'))).toEqual([]);

    await page.getByTestId('service-card-longHaul').click();
    await expect.poll(() => page.getByRole('heading', { name: 'Long Haul Delivery Inquiry' }).isVisible()).toBe(true);
    expect(scripts.some((path) => path.includes('inquiry-long-haul-form'))).toBe(true);
    expect(await page.locator('.ant-steps-item-title').allTextContents()).toEqual(['Service', 'Inquiry']);

    await page.getByRole('button', { name: 'Send Inquiry' }).click();
    for (const text of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number (at least 10 digits)',
      'Pickup location is required',
      'Delivery location is required',
      'Please describe what needs to be carried',
    ]) {
      await expect.poll(() => page.getByText(text, { exact: true }).isVisible()).toBe(true);
    }
    // Screen readers hear which fields are wrong.
    expect(await page.getByLabel('Pickup location', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(current?.problems).toEqual([]);
  });

  it('long haul: sent from its step-1 card, stored, confirmed with the contact kept out of the URL', async () => {
    const { page } = await start();
    const email = `long-haul-${run}@example.com`;
    await page.getByTestId('service-card-longHaul').click();
    await expect.poll(() => page.getByLabel('Name', { exact: true }).isVisible()).toBe(true);
    await fillContact(page, 'Lena Haul', email, '(801) 555-0142');
    await page.getByLabel('Pickup location', { exact: true }).fill('2350 Wall Ave, Ogden, UT 84401, USA');
    await page.getByLabel('Delivery location', { exact: true }).fill('1 Capitol Ave, Boise, ID, USA');
    await page.getByLabel('What needs to be carried', { exact: true }).fill('An upright piano');
    await page.getByLabel(/^Approximate weight/).fill('450 lbs');
    await page.getByLabel(/^Approximate size/).fill('5 x 2 x 4 ft');
    await pickOption(page, /^Date flexibility/, 'Within a week');

    await sendAndConfirm(page, 'longHaul', 'button');
    expect(page.url()).not.toContain('example.com');
    expect(await savedContact(page)).toEqual({ type: 'longHaul', name: 'Lena Haul', email, phone: '(801) 555-0142' });

    const stored = await storedInquiry(email);
    expect(stored).toMatchObject({
      inquiryType: 'long-haul',
      name: 'Lena Haul',
      phone: '(801) 555-0142',
      details: {
        pickupLocation: '2350 Wall Ave, Ogden, UT 84401, USA',
        deliveryLocation: '1 Capitol Ave, Boise, ID, USA',
        itemDescription: 'An upright piano',
        approximateWeight: '450 lbs',
        approximateSize: '5 x 2 x 4 ft',
        dateFlexibility: 'week',
      },
    });
    expect(current?.problems).toEqual([]);
  });

  it('handyman at 375 px, by keyboard: typed date, time of day, Escape closes the dialog', async () => {
    const { page } = await start({ width: 375, height: 800 });
    const email = `handyman-${run}@example.com`;
    await page.getByTestId('service-card-handyman').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { name: 'Handyman Services Inquiry' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Back' }).isVisible()).toBe(true);

    await fillContact(page, 'Hank Fixer', email, '801-555-0177');
    await page.getByLabel('Job address', { exact: true }).fill('3848 Harrison Blvd, Ogden, UT 84408, USA');
    await page.getByLabel('What needs doing', { exact: true }).fill('Mount a TV and patch a wall');
    const day = daysFromToday(10);
    const shown = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    const dateInput = page.getByLabel(/^Preferred date/);
    await dateInput.fill(shown);
    await dateInput.press('Enter');
    await expect.poll(() => dateInput.inputValue()).toBe(shown);
    await pickOption(page, /^Preferred time of day/, 'Afternoon');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await sendAndConfirm(page, 'handyman', 'escape');
    expect(await savedContact(page)).toEqual({ type: 'handyman', name: 'Hank Fixer', email, phone: '801-555-0177' });
    const stored = await storedInquiry(email);
    expect(stored).toMatchObject({
      inquiryType: 'handyman',
      details: {
        jobAddress: '3848 Harrison Blvd, Ogden, UT 84408, USA',
        jobDescription: 'Mount a TV and patch a wall',
        preferredDate: day,
        preferredTimeOfDay: 'afternoon',
      },
    });
    expect(current?.problems).toEqual([]);
  });

  it('bulk rides with varying addresses: panel, inquiry form, stored with the plan, confirmed', async () => {
    const { page } = await start();
    const email = `bulk-${run}@example.com`;
    await page.getByTestId('service-card-subscription').click();
    await pickOption(page, 'Plan Type', 'Premium: 8 rides, 10% off');
    await page.getByRole('checkbox', { name: 'Destinations and origins will vary ride to ride' }).check();
    await page.getByRole('button', { name: 'Proceed to Inquiry Form' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Bulk Rides Inquiry' }).isVisible()).toBe(true);

    await fillContact(page, 'Bea Bulk', email, '8015550199');
    await page.getByLabel('Details', { exact: true }).fill('Twice a week to clinics around Ogden');
    await sendAndConfirm(page, 'bulk-rides', 'button');
    expect(await savedContact(page)).toEqual({ type: 'bulk-rides', name: 'Bea Bulk', email, phone: '8015550199' });

    const stored = await storedInquiry(email);
    expect(stored?.inquiryType).toBe('bulk-rides');
    expect(stored?.details.details).toContain('Twice a week to clinics around Ogden');
    expect(stored?.details.details).toContain('Premium: 8 rides, 10% off');
    expect(stored?.details).not.toHaveProperty('recipientEmail');
    expect(current?.problems).toEqual([]);
  });
});
