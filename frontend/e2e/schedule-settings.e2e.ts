import { addDaysToLocalDate, formatTime12h, instantToZonedWallTime, minutesToTime, zonedWallTimeToInstant } from '@domain/business-time.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getJson } from './support/api';
import { openPage, useBrowser } from './support/browser';
import { startBuiltSite, type BuiltSite } from './support/built-site';
import { pickDate } from './support/wizard-actions';

// The time picker takes the lead time from the running server's settings, not from the build: a second server
// with its own MIN_LEAD_MINUTES serves the same build, and its picker and notice follow that setting.
//
// The clock cannot be fixed in the compiled server, so the lead is chosen from the real time: long enough that
// "now + lead" is 12:07 business time on the first day where that is at least 90 minutes away (today, else
// tomorrow). However late the test runs, 12:00 that day is then too soon and 12:30 is not, for 23 minutes.
const ZONE = 'America/Denver';
const BOUNDARY = '12:07';
const MINUTE_MS = 60_000;

function chooseLead(now: Date): { day: string; leadMinutes: number } {
  const today = instantToZonedWallTime(now, ZONE).date;
  for (const day of [today, addDaysToLocalDate(today, 1)]) {
    const leadMinutes = Math.floor((zonedWallTimeToInstant(day, BOUNDARY, ZONE).getTime() - now.getTime()) / MINUTE_MS);
    if (leadMinutes >= 90) return { day, leadMinutes };
  }
  throw new Error('unreachable: tomorrow noon is always more than 90 minutes away');
}

/** The ride picker's options for `day`: label without the '(unavailable)' mark, and whether it is disabled. */
async function rideTimes(page: Page, day: string): Promise<Map<string, boolean>> {
  await page.goto('/');
  await page.getByTestId('service-card-ride').click({ timeout: 20_000 });
  await pickDate(page, day);
  await page.getByTestId('time-select').click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  const readOptions = () =>
    options.evaluateAll((elements) =>
      elements.map((element) => [element.textContent ?? '', element.classList.contains('ant-select-item-option-disabled')] as const),
    );
  // The list as it has settled: antd may hide the dropdown for a moment while it opens (its motion), so a single read
  // right after the options first show can find none. Two equal, non-empty reads in a row are the list.
  let read: Awaited<ReturnType<typeof readOptions>> = [];
  await expect
    .poll(async () => {
      const previous = JSON.stringify(read);
      read = await readOptions();
      return read.length > 0 && JSON.stringify(read) === previous;
    })
    .toBe(true);
  for (const [label, disabled] of read) expect(label.endsWith(' (unavailable)')).toBe(disabled);
  return new Map(read.map(([label, disabled]) => [label.replace(' (unavailable)', ''), disabled]));
}

const label = (hours: number, minutes = 0) => formatTime12h(minutesToTime(hours * 60 + minutes));
const MINUTES_BY_LABEL = new Map(Array.from({ length: 24 * 60 }, (_, minutes) => [formatTime12h(minutesToTime(minutes)), minutes]));

describe('schedule settings reach the browser from the server', () => {
  const session = useBrowser();
  const defaultSite = inject('baseUrl');
  const { day, leadMinutes } = chooseLead(new Date());
  let site: BuiltSite;

  beforeAll(async () => {
    site = await startBuiltSite({ MIN_LEAD_MINUTES: String(leadMinutes), BUSINESS_TIME_ZONE: ZONE });
  }, 120_000);
  afterAll(async () => {
    await site?.stop();
  });

  it(`disables the times within the server's lead and says so (${leadMinutes} minutes, ${day})`, async () => {
    const business = await getJson<{ schedule: { minLeadMinutes: number; zone: string } }>(site.baseUrl, '/api/business');
    expect(business.schedule).toMatchObject({ minLeadMinutes: leadMinutes, zone: ZONE });

    const { page, context, problems } = await openPage(session.browser, site.baseUrl);
    const times = await rideTimes(page, day);
    expect([times.get(label(12)), times.get(label(12, 30))]).toEqual([true, false]);
    for (const [time, disabled] of times) {
      const minutes = MINUTES_BY_LABEL.get(time)!;
      if (minutes <= 12 * 60) expect(disabled, time).toBe(true);
      if (minutes >= 12 * 60 + 30) expect(disabled, time).toBe(false);
    }
    await page.keyboard.press('Escape');
    const hint = page.getByTestId('call-owner-hint');
    await expect.poll(() => hint.textContent()).toContain(`Please choose a time at least ${leadMinutes} minutes from now.`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('offers the same time on the server with the default lead', async () => {
    const { page, context, problems } = await openPage(session.browser, defaultSite);
    const times = await rideTimes(page, day);
    expect([times.get(label(12)), times.get(label(12, 30))]).toEqual([false, false]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
