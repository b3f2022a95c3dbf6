import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowser } from './support/browser';
import { daysFromToday } from './support/wizard-actions';

// The wizard can be completed with the keyboard alone: no mouse events at all, only Tab, typing and keys.
describe('keyboard-only wizard', () => {
  const session = useBrowser();
  const baseUrl = inject('baseUrl');

  /** Presses Tab until the focused element matches, so the test follows the real tab order. */
  async function tabTo(page: Page, matches: () => Promise<boolean>, limit = 60): Promise<void> {
    for (let i = 0; i < limit; i += 1) {
      await page.keyboard.press('Tab');
      if (await matches()) return;
    }
    throw new Error('element not reached with Tab');
  }
  const focusedLabel = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const labelledBy = el?.getAttribute('aria-labelledby');
      const label = el?.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
      return [el?.getAttribute('aria-label'), label, labelledBy && document.getElementById(labelledBy)?.textContent, el?.textContent]
        .filter(Boolean)
        .join(' | ');
    });

  it('chooses a ride, fills the details and reaches the quote', async () => {
    const { page, context } = await openPage(session.browser, baseUrl);
    await page.goto('/');
    await page.getByTestId('service-card-ride').waitFor();
    await tabTo(page, () => page.getByTestId('service-card-ride').evaluate((el) => el === document.activeElement));
    await page.keyboard.press('Enter');

    await page.getByLabel('Pickup location', { exact: true }).waitFor();
    await tabTo(page, async () => (await focusedLabel(page)).includes('Pickup location'));
    await page.keyboard.type('2350 Wall Ave, Ogden, UT 84401, USA');
    await page.keyboard.press('Escape');
    await tabTo(page, async () => (await focusedLabel(page)).includes('Destination'));
    await page.keyboard.type('3848 Harrison Blvd, Ogden, UT 84408, USA');
    await page.keyboard.press('Escape');

    // Date: typed, a week ahead.
    await tabTo(page, async () => (await focusedLabel(page)).includes('Date'));
    const day = daysFromToday(7);
    await page.keyboard.type(day);
    await page.keyboard.press('Enter');
    const [year, month, date] = day.split('-').map(Number);
    const shown = new Date(Date.UTC(year, month - 1, date)).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    await expect.poll(() => page.getByLabel('Date', { exact: true }).inputValue()).toBe(shown);

    // Time: open the list, go down to a late-morning slot, choose it.
    await tabTo(page, async () => (await focusedLabel(page)).includes('Time'));
    await page.keyboard.press('Enter');
    // The day's times come from the server once the date is chosen: wait for them before moving through them.
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().waitFor();
    for (let i = 0; i < 12; i += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('time-select').textContent()).toMatch(/AM|PM/);

    // Passengers and luggage keep their defaults; submit with the keyboard.
    await tabTo(page, async () => (await focusedLabel(page)).includes('Get Quote'));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('button', { name: 'Schedule Now' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await tabTo(page, async () => (await focusedLabel(page)).includes('Schedule Now'));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByLabel('Full name').isVisible(), { timeout: 10_000 }).toBe(true);
    await context.close();
  });
});
