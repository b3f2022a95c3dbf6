import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { serverPrice } from './support/api';
import { openWizard, rideToBookingForm } from './support/booking-actions';
import { launchBrowser, openPage, useBrowser, type BrowserPage } from './support/browser';
import { daysFromToday, fillAddress, pickDate, pickOption, pickTime } from './support/wizard-actions';

// Issue 3: every bookable service walked to the quote step, with the price the server computes.
const OGDEN = '2350 Wall Ave, Ogden, UT 84401, USA';
const WEBER = '3848 Harrison Blvd, Ogden, UT 84408, USA';

describe('wizard: details to quote', () => {
  let browser: Browser;
  let current: BrowserPage | null = null;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function start(viewport?: { width: number; height: number }): Promise<Page> {
    await current?.context.close();
    current = await openPage(browser, baseUrl, viewport);
    await current.page.goto('/');
    await expect.poll(() => current!.page.getByRole('heading', { name: 'Rides and Deliveries' }).isVisible()).toBe(true);
    return current.page;
  }

  async function expectQuoteStep(page: Page, total: string) {
    await expect.poll(() => page.getByTestId('quote-heading').isVisible(), { timeout: 10_000 }).toBe(true);
    expect((await page.getByTestId('quote-total').textContent())?.trim()).toBe(total);
    // Service and Details are done: two check marks in the step indicator.
    expect(await page.locator('.ant-steps-item-finish').count()).toBe(2);
    expect(current?.problems).toEqual([]);
  }

  it('delivery: windows, the cooler question only for perishables, the server price', async () => {
    const page = await start();
    await page.getByTestId('service-card-delivery').click();
    await page.getByRole('button', { name: 'Get Quote' }).click();
    for (const text of [
      'Pickup location is required',
      'Destination location is required',
      'Service date is required',
      'Service time is required',
      'Package size is required',
      'Package weight is required',
    ]) {
      await expect.poll(() => page.getByText(text, { exact: true }).isVisible()).toBe(true);
    }

    const day = daysFromToday(4);
    await fillAddress(page, 'Pickup location', OGDEN);
    await fillAddress(page, 'Destination', WEBER);
    await pickDate(page, day);
    await pickTime(page, '2:00 PM - 4:00 PM');
    await expect.poll(() => page.getByText('Afternoon booking').isVisible()).toBe(true);
    await pickOption(page, 'Package size', 'Medium (12-24 in)');
    await pickOption(page, 'Package weight', 'Heavy (20-50 lbs)');
    expect(await page.getByText('Needs a cooler').count()).toBe(0);
    await page.locator('#perishable label', { hasText: 'Yes' }).click();
    await expect.poll(() => page.getByText('Needs a cooler').isVisible()).toBe(true);
    await page.locator('#needsCooler label', { hasText: 'Yes' }).click();
    await expect.poll(() => page.getByText('This time slot is available!').isVisible(), { timeout: 10_000 }).toBe(true);

    await page.getByRole('button', { name: 'Get Quote' }).click();
    const price = await serverPrice(baseUrl, {
      serviceType: 'delivery',
      pickupLocation: OGDEN,
      destinationLocation: WEBER,
      serviceDate: day,
      serviceTime: '14:00',
      serviceDetails: { packageSize: 'medium', packageWeight: 'heavy', perishable: 'yes', needsCooler: 'yes', instructions: '' },
    });
    await expectQuoteStep(page, price);
    // The quote names the window, not only its start.
    expect(await page.getByRole('row', { name: /^Time/ }).textContent()).toContain('2:00 PM - 4:00 PM');
    expect(await page.getByRole('button', { name: 'Schedule Now' }).isVisible()).toBe(true);
  });

  it('ride: bikes only with a bike rack, the server price, back through the step indicator', async () => {
    const page = await start();
    await page.getByTestId('service-card-ride').click();
    const day = daysFromToday(4);
    await fillAddress(page, 'Pickup location', OGDEN);
    await fillAddress(page, 'Destination', WEBER);
    await pickDate(page, day);
    await pickTime(page, '9:15 AM');
    await pickOption(page, 'Passengers', '3');
    await pickOption(page, 'Luggage', 'Small (carry-on bags)');
    expect(await page.getByLabel(/^Number of bikes/).count()).toBe(0);
    await pickOption(page, /^Roof rack/, 'Yes, bike rack');
    await pickOption(page, /^Number of bikes/, '2');
    await expect.poll(() => page.getByText('This time slot is available!').isVisible(), { timeout: 10_000 }).toBe(true);

    await page.getByRole('button', { name: 'Get Quote' }).click();
    const price = await serverPrice(baseUrl, {
      serviceType: 'ride',
      pickupLocation: OGDEN,
      destinationLocation: WEBER,
      serviceDate: day,
      serviceTime: '09:15',
      serviceDetails: { passengers: '3', luggage: 'small', needsRoofRack: 'yes-bike', bikeCount: '2', instructions: '' },
    });
    await expectQuoteStep(page, price);

    // Back to Details through the indicator keeps what was entered.
    await page.locator('.ant-steps-item', { hasText: 'Details' }).locator('.ant-steps-item-title, [role=button]').first().click();
    await expect.poll(() => page.getByLabel('Pickup location', { exact: true }).inputValue()).toBe(OGDEN);
  });

  it('personal driver at 375 px: destination follows the pickup, the longest offered job (6 hours) costs $300.00', async () => {
    const page = await start({ width: 375, height: 800 });
    await page.getByTestId('service-card-chauffeur').click();
    // Step 2 loads on demand: wait for its note before checking what it leaves out.
    await page.getByTestId('chauffeur-destination-note').waitFor();
    expect(await page.getByLabel('Destination', { exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Get Quote' }).click();
    for (const text of ['Pickup location is required', 'Itinerary/activities is required', 'You must agree to the terms to continue']) {
      await expect.poll(() => page.getByText(text, { exact: true }).isVisible()).toBe(true);
    }

    await fillAddress(page, 'Pickup location', OGDEN);
    await pickDate(page, daysFromToday(4));
    await pickTime(page, '11:00 AM');
    // The hours offered are exactly the hours the server accepts, priced with its hourly rate.
    await page.getByLabel('Hours', { exact: true }).click();
    const hourOptions = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect.poll(() => hourOptions.allTextContents()).toEqual(['2 hours ($100)', '3 hours ($150)', '4 hours ($200)', '5 hours ($250)', '6 hours ($300)']);
    await page.keyboard.press('Escape');
    await pickOption(page, 'Hours', '6 hours ($300)');
    await page.getByLabel('Itinerary and activities', { exact: true }).fill('Grocery run and a pharmacy stop');
    await page.getByLabel(/I agree to the personal driver terms/).check();
    await expect.poll(() => page.getByText('This time slot is available!').isVisible(), { timeout: 10_000 }).toBe(true);

    await page.getByRole('button', { name: 'Get Quote' }).click();
    await expectQuoteStep(page, '$300.00');
    // Nothing overflows sideways on a small phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  it('bulk plan with fixed addresses: panel, addresses, quote with Book This Plan', async () => {
    const page = await start();
    await page.getByTestId('service-card-subscription').click();
    await expect.poll(() => page.getByTestId('bulk-options-panel').isVisible()).toBe(true);
    await pickOption(page, 'Plan Type', 'Premium: 8 rides, 10% off');
    await page.getByRole('button', { name: 'Select Addresses' }).click();

    await fillAddress(page, 'Pickup location', OGDEN);
    await fillAddress(page, 'Destination', WEBER);
    expect(await page.getByLabel('Date', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Get Quote' }).click();
    const price = await serverPrice(baseUrl, {
      serviceType: 'subscription',
      pickupLocation: OGDEN,
      destinationLocation: WEBER,
      serviceDate: 'N/A',
      serviceTime: 'N/A',
      serviceDetails: { planType: 'premium', frequency: 'monthly', addressesVary: false, details: '', isNonRefundable: true },
    });
    await expectQuoteStep(page, price);
    expect(await page.getByRole('button', { name: 'Book This Plan' }).isVisible()).toBe(true);
  });

  it('bulk plan with varying addresses from the panel goes straight to the inquiry step', async () => {
    const page = await start();
    await page.getByTestId('service-card-subscription').click();
    await page.getByRole('checkbox', { name: 'Destinations and origins will vary ride to ride' }).check();
    await page.getByRole('button', { name: 'Proceed to Inquiry Form' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Bulk Rides Inquiry' }).isVisible()).toBe(true);
    const titles = await page.locator('.ant-steps-item-title').allTextContents();
    expect(titles).toEqual(['Service', 'Inquiry']);
  });

  it('bulk plan ticked to varying addresses on step 2 auto-submits with the fixed plan price', async () => {
    const page = await start();
    await page.getByTestId('service-card-subscription').click();
    await pickOption(page, 'Plan Type', 'Business: 12 rides, 15% off');
    await page.getByRole('button', { name: 'Select Addresses' }).click();
    await expect.poll(() => page.getByLabel('Pickup location', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('checkbox', { name: 'Destinations and origins will vary ride to ride' }).check();

    await expect.poll(() => page.getByRole('heading', { name: 'Bulk Rides Inquiry' }).isVisible(), { timeout: 10_000 }).toBe(true);
    const summary = page.getByTestId('inquiry-plan-summary');
    expect(await summary.getByText('Business: 12 rides, 15% off').isVisible()).toBe(true);
    expect(await summary.getByText('$1,020.00').isVisible()).toBe(true);
    expect(current?.problems).toEqual([]);
  });
});

// Issue 29 point 6: nothing typed is lost. Each step is a history entry of '/', and the tab keeps the answers.
describe('wizard: back, forward and reload at 375 px', () => {
  const session = useBrowser();
  const baseUrl = inject('baseUrl');
  const contact = { fullName: 'Avery Back', email: 'avery.back@example.com', phone: '(801) 555-0144' };

  const fieldValues = (page: Page) => Promise.all(['Full name', 'Email', 'Phone'].map((label) => page.getByLabel(label, { exact: true }).inputValue()));

  it("moves between steps with the browser's buttons and keeps every field over a reload and a change of time", async () => {
    const { page, context, problems } = await openPage(session.browser, baseUrl, { width: 375, height: 740 });
    await openWizard(page);
    // Day 44: no browser test books it, so 10:00 AM is free.
    await rideToBookingForm(page, daysFromToday(44), '10:00 AM');
    await page.getByLabel('Full name').fill(contact.fullName);
    await page.getByLabel('Email').fill(contact.email);
    await page.getByLabel('Phone').fill(contact.phone);

    await page.goBack();
    await expect.poll(() => page.getByTestId('quote-heading').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goForward();
    await expect.poll(() => page.getByLabel('Full name').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await fieldValues(page)).toEqual([contact.fullName, contact.email, contact.phone]);

    await page.reload();
    await expect.poll(() => page.getByLabel('Full name').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await fieldValues(page)).toEqual([contact.fullName, contact.email, contact.phone]);

    // Back to the details to change the time, then on again: the contact is still there.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Get Quote' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await pickTime(page, '11:00 AM');
    await expect.poll(() => page.getByText('This time slot is available!').isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: 'Get Quote' }).click();
    await expect.poll(() => page.getByTestId('quote-heading').isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: 'Schedule Now' }).click();
    await expect.poll(() => page.getByLabel('Full name').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await fieldValues(page)).toEqual([contact.fullName, contact.email, contact.phone]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The header's Schedule Now still starts over.
    const menu = page.getByRole('button', { name: 'Open menu' });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Schedule Now' }).click();
    await expect.poll(() => page.getByTestId('service-card-ride').isVisible(), { timeout: 10_000 }).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByTestId('service-card-ride').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByLabel('Full name').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
