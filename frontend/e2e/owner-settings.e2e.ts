import { WEEKDAY_NAMES, weekdayOf } from '@domain/availability/availability-settings.js';
import { addDaysToLocalDate, instantToZonedWallTime } from '@domain/business-time.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, useBrowser } from './support/browser';
import { E2E_ADMIN, startBuiltSite, type BuiltSite } from './support/built-site';
import { pickDate } from './support/wizard-actions';

// The owner changes a price and the lead time in the admin; the next customer visit shows both, with no restart
// and no rebuild. On a site of its own, so the other browser tests keep the default settings.
const WEEK_OF_MINUTES = 7 * 24 * 60;

/**
 * Back to step 1 as a customer starts over: the tab keeps the wizard's answers over a reload, the header's Schedule Now
 * starts again.
 */
async function startOver(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Schedule Now' }).click();
}

/** The personal-driver hour options a customer is offered, with their prices. */
async function driverHourOptions(page: Page): Promise<string[]> {
  await startOver(page);
  await page.getByTestId('service-card-chauffeur').click({ timeout: 20_000 });
  await page.getByLabel('Hours', { exact: true }).click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  // Read once the list has opened with its five hours (2 to 6): a list still opening reads as empty.
  let labels: string[] = [];
  await expect.poll(async () => (labels = await options.allTextContents()).length).toBe(5);
  await page.keyboard.press('Escape');
  return labels;
}

/** Whether the date picker lets a customer choose `isoDate` (it steps to the date's month first). */
async function dateOffered(page: Page, isoDate: string): Promise<boolean> {
  await page.getByTestId('date-picker').click();
  const panel = page.locator('.ant-picker-dropdown:visible');
  const cell = panel.locator(`td.ant-picker-cell-in-view[title="${isoDate}"]`);
  // Step to the date's month by the month the panel shows, once it shows one (it animates open).
  const firstCell = panel.locator('td.ant-picker-cell-in-view').first();
  await firstCell.waitFor();
  for (let i = 0; i < 3 && (await cell.count()) === 0; i += 1) {
    const shown = (await firstCell.getAttribute('title'))?.slice(0, 7) ?? '';
    await panel.locator(shown < isoDate.slice(0, 7) ? '.ant-picker-header-next-btn' : '.ant-picker-header-prev-btn').click();
  }
  const offered = !((await cell.getAttribute('class')) ?? '').includes('ant-picker-cell-disabled');
  await page.keyboard.press('Escape');
  return offered;
}

describe('settings the owner edits reach customers at once', () => {
  const session = useBrowser();
  let site: BuiltSite;

  beforeAll(async () => {
    site = await startBuiltSite();
  }, 120_000);
  afterAll(async () => {
    await site?.stop();
  });

  it('a new hourly price, a week of lead time and a closed weekday show on the next customer visit', async () => {
    const today = instantToZonedWallTime(new Date(), 'America/Denver').date;
    const dayAfterTomorrow = addDaysToLocalDate(today, 2);
    const closedWeekday = WEEKDAY_NAMES[weekdayOf(dayAfterTomorrow)];
    const customer = await openPage(session.browser, site.baseUrl);
    expect(await driverHourOptions(customer.page)).toContain('3 hours ($150)');
    expect(await dateOffered(customer.page, dayAfterTomorrow)).toBe(true);

    const owner = await openPage(session.browser, site.baseUrl);
    await owner.page.goto('/auth');
    await owner.page.getByLabel('Username').fill(E2E_ADMIN.username);
    await owner.page.getByLabel('Password').fill(E2E_ADMIN.password);
    await owner.page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => owner.page.getByRole('heading', { name: 'Admin Dashboard' }).isVisible(), { timeout: 20_000 }).toBe(true);
    await owner.page.getByRole('tab', { name: 'Settings' }).click();
    const hourly = owner.page.getByLabel('Personal driver, price per hour ($)');
    await expect.poll(() => hourly.inputValue(), { timeout: 10_000 }).toBe('50.00');
    await hourly.fill('65');
    await owner.page.getByLabel('Minimum lead time (minutes)').fill(String(WEEK_OF_MINUTES));
    await owner.page.getByLabel(`Open on ${closedWeekday}`).uncheck();
    await owner.page.getByRole('button', { name: 'Save prices' }).click();
    await expect.poll(() => owner.page.getByText('Prices saved').isVisible(), { timeout: 10_000 }).toBe(true);
    await owner.page.getByRole('button', { name: 'Save schedule' }).click();
    await expect.poll(() => owner.page.getByText('Schedule saved').isVisible(), { timeout: 10_000 }).toBe(true);
    // The change log names both, with the owner who made them.
    await expect.poll(() => owner.page.getByText('$50.00 → $65.00').isVisible()).toBe(true);

    expect(await driverHourOptions(customer.page)).toEqual(['2 hours ($130)', '3 hours ($195)', '4 hours ($260)', '5 hours ($325)', '6 hours ($390)']);
    await startOver(customer.page);
    await customer.page.getByTestId('service-card-ride').click({ timeout: 20_000 });
    expect(await dateOffered(customer.page, dayAfterTomorrow)).toBe(false);
    await pickDate(customer.page, today);
    await expect
      .poll(() => customer.page.getByTestId('call-owner-hint').textContent(), { timeout: 10_000 })
      .toContain(`Please choose a time at least ${WEEK_OF_MINUTES} minutes from now.`);

    expect(customer.problems).toEqual([]);
    expect(owner.problems).toEqual([]);
    await customer.context.close();
    await owner.context.close();
  });
});
