import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './support/browser';
import { E2E_ADMIN, startBuiltSite, type BuiltSite } from './support/built-site';
import { daysFromToday, fillAddress, pickDate, pickOption, pickTime } from './support/wizard-actions';

// The figures a customer reads are the owner's, not the build's (issue 27.6): the owner raises the minimum fare and
// the service radius in Settings, and the next customer, on a phone, reads them on the service cards, in the
// out-of-area dialog and in the footer. The page prerendered at build time holds no price that could go stale. On a
// site of its own, so the other browser tests keep the default settings.
const PHONE = { width: 375, height: 800 };
const OGDEN = '2350 Wall Ave, Ogden, UT 84401, USA';
/** About 70 miles from Ogden: outside 45 miles and outside 60. */
const PROVO = '100 N University Ave, Provo, UT 84601, USA';

/** The price line of a service card, once it shows one. */
async function cardPrice(page: Page, service: string): Promise<string> {
  const price = page.getByTestId(`service-price-${service}`);
  await expect.poll(async () => (await price.textContent())?.trim(), { timeout: 10_000 }).not.toBe('');
  return ((await price.textContent()) ?? '').trim();
}

/** The out-of-area dialog's words for a ride from Ogden to Provo. */
async function outOfAreaMessage(page: Page): Promise<string> {
  await page.getByTestId('service-card-ride').click();
  await fillAddress(page, 'Pickup location', OGDEN);
  await fillAddress(page, 'Destination', PROVO);
  await pickDate(page, daysFromToday(5));
  await pickTime(page, '2:30 PM');
  await pickOption(page, 'Passengers', '1');
  await page.getByRole('button', { name: 'Get Quote' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Location Out of Service Area' });
  await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
  return (await dialog.getByText(/^We can only provide service within/).textContent()) ?? '';
}

describe("the owner's prices and service area reach the next customer", () => {
  const session = useBrowser();
  let site: BuiltSite;

  beforeAll(async () => {
    site = await startBuiltSite();
  }, 120_000);
  afterAll(async () => {
    await site?.stop();
  });

  it('the page sent holds no price, and the price line takes its place without moving the page', async () => {
    const html = await (await fetch(`${site.baseUrl}/`)).text();
    expect(html).toContain('data-testid="service-card-ride"');
    expect(html).not.toMatch(/Starting at \$/);

    // The business details held back until the cards have been measured.
    const { page, context, problems } = await openPage(session.browser, site.baseUrl, PHONE);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/business', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const card = page.getByTestId('service-card-ride');
    const before = await card.boundingBox();
    const lastCardBefore = await page.getByTestId('service-card-handyman').boundingBox();
    expect(((await page.getByTestId('service-price-ride').textContent()) ?? '').trim()).toBe('');
    release();
    expect(await cardPrice(page, 'ride')).toBe('Starting at $20');
    expect(await card.boundingBox()).toEqual(before);
    expect(await page.getByTestId('service-card-handyman').boundingBox()).toEqual(lastCardBefore);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a raised minimum fare and a wider radius show on the cards, in the out-of-area dialog and in the footer', async () => {
    const before = await openPage(session.browser, site.baseUrl, PHONE);
    await before.page.goto('/');
    expect(await cardPrice(before.page, 'ride')).toBe('Starting at $20');
    expect(await cardPrice(before.page, 'delivery')).toBe('Starting at $20');
    expect(await cardPrice(before.page, 'chauffeur')).toBe('Starting at $100');
    expect(await outOfAreaMessage(before.page)).toBe('We can only provide service within 45 miles of Ogden, UT.');
    expect(before.problems).toEqual([]);
    await before.context.close();

    const owner = await openPage(session.browser, site.baseUrl, PHONE);
    await owner.page.goto('/auth');
    await owner.page.getByLabel('Username').fill(E2E_ADMIN.username);
    await owner.page.getByLabel('Password').fill(E2E_ADMIN.password);
    await owner.page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => owner.page.getByRole('heading', { name: 'Admin Dashboard' }).isVisible(), { timeout: 20_000 }).toBe(true);
    // On a phone the tab bar is still settling its widths as the dashboard's figures arrive: tap until it is open.
    const settingsTab = owner.page.getByRole('tab', { name: 'Settings' });
    await expect
      .poll(
        async () => {
          await settingsTab.click();
          return settingsTab.getAttribute('aria-selected');
        },
        { timeout: 10_000 },
      )
      .toBe('true');
    const minimum = owner.page.getByLabel('Minimum price of a ride or delivery ($)');
    await expect.poll(() => minimum.inputValue(), { timeout: 20_000 }).toBe('20.00');
    await minimum.fill('25');
    await owner.page.getByLabel('Ride and delivery service area radius (miles)').fill('60');
    await owner.page.getByRole('button', { name: 'Save prices' }).click();
    await expect.poll(() => owner.page.getByText('Prices saved').isVisible(), { timeout: 10_000 }).toBe(true);
    await owner.page.getByRole('button', { name: 'Save service area' }).click();
    await expect.poll(() => owner.page.getByText('Service area saved').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(owner.problems).toEqual([]);
    await owner.context.close();

    const next = await openPage(session.browser, site.baseUrl, PHONE);
    await next.page.goto('/');
    expect(await cardPrice(next.page, 'ride')).toBe('Starting at $25');
    expect(await cardPrice(next.page, 'delivery')).toBe('Starting at $25');
    expect(await cardPrice(next.page, 'chauffeur')).toBe('Starting at $100');
    await expect
      .poll(() => next.page.locator('.site-footer-note').textContent(), { timeout: 10_000 })
      .toContain('Serving everywhere within 60 miles of Ogden, UT.');
    expect(await outOfAreaMessage(next.page)).toBe('We can only provide service within 60 miles of Ogden, UT.');
    // Nothing on the phone's screen is wider than it.
    expect(await next.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(next.problems).toEqual([]);
    await next.context.close();
  });
});
