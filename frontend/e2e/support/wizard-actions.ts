import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** A business-local day `days` from today, as the date picker's cell title (YYYY-MM-DD). */
export function daysFromToday(days: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const date = new Date(`${parts}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Types an address and keeps the typed text (the 'Continue with my manual entry' path when suggestions show). */
export async function fillAddress(page: Page, label: string, address: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.fill(address);
  await page.keyboard.press('Escape');
  await expect.poll(() => input.inputValue()).toBe(address);
}

export async function pickDate(page: Page, isoDate: string): Promise<void> {
  await page.getByTestId('date-picker').click();
  const panel = page.locator('.ant-picker-dropdown:visible');
  const target = panel.locator(`td.ant-picker-cell-in-view[title="${isoDate}"]`);
  const wantedMonth = isoDate.slice(0, 7);
  // Step the calendar to the wanted month by reading the month it shows, not by guessing from visibility
  // (the panel animates open, so a visibility check right after the click can miss).
  for (let i = 0; i < 4 && (await target.count()) === 0; i += 1) {
    const shown = (await panel.locator('td.ant-picker-cell-in-view').first().getAttribute('title'))?.slice(0, 7) ?? '';
    await panel.locator(shown < wantedMonth ? '.ant-picker-header-next-btn' : '.ant-picker-header-prev-btn').click();
  }
  await target.click();
  const month = new Date(`${isoDate}T12:00:00Z`).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  const day = Number(isoDate.slice(8, 10));
  await expect.poll(() => page.getByLabel('Date', { exact: true }).inputValue()).toBe(`${month} ${day}, ${isoDate.slice(0, 4)}`);
}

/** `label` is the field's exact label, or a pattern for labels antd decorates (e.g. '(optional)'). */
export async function pickOption(page: Page, label: string | RegExp, option: string): Promise<void> {
  const field = typeof label === 'string' ? page.getByLabel(label, { exact: true }) : page.getByLabel(label);
  await field.click();
  await chooseInOpenSelect(page, option);
  // Chosen once the select shows it: the next step must not start from the value before (a test once sent the form
  // on with the default passengers while the choice had not landed).
  await expect.poll(() => field.evaluate((element) => element.closest('.ant-select')?.textContent ?? ''), { timeout: 10_000 }).toContain(option);
}

export async function pickTime(page: Page, label: string): Promise<void> {
  await page.getByTestId('time-select').click();
  await chooseInOpenSelect(page, label);
}

/** Ant Design renders the visible options as .ant-select-item-option (its role=option nodes are for screen readers). */
async function chooseInOpenSelect(page: Page, text: string): Promise<void> {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${escaped}$`) })
    .first()
    .click();
}
