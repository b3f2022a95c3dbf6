import type { Locator, Page } from 'playwright-core';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { logInAsOwner, uniqueLetters } from './support/admin-actions';
import { openPage, useBrowser } from './support/browser';
import { daysFromToday } from './support/wizard-actions';

// Issue 19, point 6 (lists that stay fast): the bookings table pages, sorts and searches on the server. 200 bookings
// of one customer are written straight to the database (rides on days 70 to 89, ten a day, no driver holds, so the
// other tests' schedules are untouched), then the owner pages through all of them and opens one day's sheet on a phone.

const COUNT = 200;
const PAGE_SIZE = 20;

/** Ride n (1-based) of the run: ten a day from day 70 at 08:00, 08:30, …; prices $20 to $26. */
async function seedBookings(databaseUrl: string, lastName: string, phoneDigits: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const phone = `(${phoneDigits.slice(0, 3)}) ${phoneDigits.slice(3, 6)}-${phoneDigits.slice(6)}`;
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO customers (phone_digits, phone, full_name, email) VALUES ($1, $2, $3, $4)
       ON CONFLICT (phone_digits) DO UPDATE SET full_name = EXCLUDED.full_name RETURNING id`,
      [phoneDigits, phone, `Ada ${lastName}`, `${lastName.toLowerCase()}@example.com`],
    );
    await client.query(
      `INSERT INTO bookings (id, reference, status, service_type, service_details, pickup_location, destination_location, service_date, service_time,
                             starts_at, ends_at, distance_miles, total_cents, price_breakdown, full_name, email, phone, phone_digits, customer_id,
                             payment_status, payment_method, payment_processed_at, created_at, updated_at)
       SELECT 'bk_e2elist_' || $1 || lpad(i::text, 7, '0'), 'E' || upper($1) || lpad(i::text, 3, '0'), 'confirmed', 'ride',
              '{"passengers": 1, "luggage": "none", "needsRoofRack": "no"}', '2350 Wall Ave, Ogden, UT 84401, USA', '3848 Harrison Blvd, Ogden, UT 84408, USA',
              day, to_char(at, 'HH24:MI'), (day + at) AT TIME ZONE 'America/Denver', (day + at + interval '20 minutes') AT TIME ZONE 'America/Denver',
              3.2, 2000 + (i % 7) * 100, jsonb_build_array(jsonb_build_object('label', 'Ride', 'amountCents', 2000 + (i % 7) * 100)),
              'Ada ' || $2 || ' ' || lpad(i::text, 3, '0'), $3, $4, $5, $6, 'paid', 'cash', now() - interval '200 days',
              now() - interval '200 days', now() - interval '200 days'
         FROM generate_series(1, ${COUNT}) i
        CROSS JOIN LATERAL (SELECT $7::date + (i - 1) / 10 AS day, time '08:00' + ((i - 1) % 10) * interval '30 minutes' AS at) slot`,
      [lastName.toLowerCase(), lastName, `${lastName.toLowerCase()}@example.com`, phone, phoneDigits, rows[0]!.id, daysFromToday(70)],
    );
  } finally {
    await client.end();
  }
}

/** The customer names of the table's rows, in order. */
async function rowNames(table: Locator): Promise<string[]> {
  return table.locator('tbody tr.ant-table-row td:nth-child(2)').allTextContents();
}

async function totalText(page: Page): Promise<string | null> {
  return page.locator('.ant-pagination-total-text').first().textContent();
}

describe('admin lists', () => {
  const session = useBrowser();
  const baseUrl = inject('baseUrl');

  it('pages through 200 bookings, sorted and searched by the server, and opens a day sheet on a phone', async () => {
    const lastName = `Pager${uniqueLetters()}`;
    const phoneDigits = `385${String(1_000_000 + Math.floor(Math.random() * 8_999_999))}`;
    await seedBookings(inject('databaseUrl'), lastName, phoneDigits);
    const { page, context, problems } = await openPage(session.browser, baseUrl, { width: 1366, height: 900 });
    await logInAsOwner(page);

    await page.getByLabel('Search bookings').fill(lastName);
    await page.getByLabel('Search bookings').press('Enter');
    await expect.poll(() => page.getByText(`Search results for “${lastName}”`).isVisible(), { timeout: 10_000 }).toBe(true);
    const table = page.getByTestId('bookings-table');
    await expect.poll(() => totalText(page), { timeout: 15_000 }).toBe(`1-${PAGE_SIZE} of ${COUNT}`);

    // Every page in turn: the next twenty in date order (pending first, and none is), each booking once.
    const seen: string[] = [];
    for (let n = 1; n <= COUNT / PAGE_SIZE; n += 1) {
      const first = (n - 1) * PAGE_SIZE + 1;
      await expect.poll(() => totalText(page), { timeout: 15_000 }).toBe(`${first}-${n * PAGE_SIZE} of ${COUNT}`);
      await expect.poll(async () => (await rowNames(table))[0], { timeout: 15_000 }).toBe(`Ada ${lastName} ${String(first).padStart(3, '0')}`);
      seen.push(...(await rowNames(table)));
      if (n < COUNT / PAGE_SIZE) await page.locator('li.ant-pagination-next').click();
    }
    expect(seen).toEqual(Array.from({ length: COUNT }, (_, i) => `Ada ${lastName} ${String(i + 1).padStart(3, '0')}`));
    expect(await page.locator('li.ant-pagination-next').getAttribute('aria-disabled')).toBe('true');

    // Sorted by price on the server: back to page 1, cheapest first, then dearest first.
    await table.getByRole('columnheader', { name: 'Price' }).click();
    await expect.poll(() => totalText(page), { timeout: 15_000 }).toBe(`1-${PAGE_SIZE} of ${COUNT}`);
    await expect
      .poll(() => table.locator('tbody tr.ant-table-row td:nth-child(6)').allTextContents(), { timeout: 15_000 })
      .toEqual(Array(PAGE_SIZE).fill('$20.00'));
    await table.getByRole('columnheader', { name: 'Price' }).click();
    await expect
      .poll(() => table.locator('tbody tr.ant-table-row td:nth-child(6)').allTextContents(), { timeout: 15_000 })
      .toEqual(Array(PAGE_SIZE).fill('$26.00'));

    // The day sheet of day 70 on a phone: its ten rides in time order, each with a number to call.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/admin/dashboard?day=${daysFromToday(70)}`);
    const sheet = page.getByTestId('day-sheet');
    const ours = sheet.locator(`li[data-testid^="day-sheet-job-bk_e2elist_${lastName.toLowerCase()}"]`);
    await expect.poll(() => ours.count(), { timeout: 15_000 }).toBe(10);
    expect(await ours.first().getByText(`Ada ${lastName} 001`).isVisible()).toBe(true);
    expect(
      await ours
        .first()
        .getByRole('link', { name: `Call Ada ${lastName} 001 at` })
        .getAttribute('href'),
    ).toBe(`tel:${phoneDigits}`);
    expect(await ours.nth(9).getByText(`Ada ${lastName} 010`).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('day')).toBe(daysFromToday(71));
    await expect.poll(() => ours.first().textContent(), { timeout: 15_000 }).toContain(`Ada ${lastName} 011`);
    expect(await ours.count()).toBe(10);

    expect(problems).toEqual([]);
    await context.close();
  });
});
