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

/** `field`: the date field's label and how it shows the picked day, when the page is not in English. */
export async function pickDate(page: Page, isoDate: string, field?: { label: string; shown: string }): Promise<void> {
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
  const { label, shown } = field ?? { label: 'Date', shown: `${month} ${day}, ${isoDate.slice(0, 4)}` };
  await expect.poll(() => page.getByLabel(label, { exact: true }).inputValue()).toBe(shown);
}

/** `label` is the field's exact label, or a pattern for labels antd decorates (e.g. '(optional)'). */
export async function pickOption(page: Page, label: string | RegExp, option: string): Promise<void> {
  const field = typeof label === 'string' ? page.getByLabel(label, { exact: true }) : page.getByLabel(label);
  const shown = () => field.evaluate((element) => element.closest('.ant-select')?.textContent ?? '');
  // A select opened while the one before still closes can lose the pick on a busy machine (the chosen option's click
  // landed on a list still animating: CI once kept '2 hours' for '3 hours'). Open this one alone, and pick again
  // if the choice did not land, as a person would.
  await dropdownsClosed(page);
  for (let attempt = 0; attempt < 3 && !(await shown()).includes(option); attempt += 1) {
    await field.click();
    await chooseInOpenSelect(page, option);
    await dropdownsClosed(page);
  }
  // Chosen once the select shows it: the next step must not start from the value before (a test once sent the form
  // on with the default passengers while the choice had not landed).
  await expect.poll(shown, { timeout: 10_000 }).toContain(option);
}

export async function pickTime(page: Page, label: string): Promise<void> {
  await page.getByTestId('time-select').click();
  await chooseInOpenSelect(page, label);
}

/** Waits (a few seconds at most, without failing: an address field's suggestions may stay open) for open selects to close. */
async function dropdownsClosed(page: Page): Promise<void> {
  const open = page.locator('.ant-select-dropdown:visible');
  for (let waited = 0; waited < 3_000 && (await open.count()) > 0; waited += 100) await page.waitForTimeout(100);
}

/** Ant Design renders the visible options as .ant-select-item-option (its role=option nodes are for screen readers). */
async function chooseInOpenSelect(page: Page, text: string): Promise<void> {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const choice = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${escaped}$`) })
    .first();
  await choice.waitFor({ state: 'visible' });
  await choice.click();
}
