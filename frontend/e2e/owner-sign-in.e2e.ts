import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openPage, useBrowser } from './support/browser';
import { E2E_ADMIN, startBuiltSite, type BuiltSite } from './support/built-site';

// Issue 28: nobody can keep the owner out. A password guesser elsewhere fails again and again on the owner's name; the
// owner, on a phone, still signs in with the password, and separately with the one-time link mailed to OWNER_EMAIL.
const PHONE = { width: 375, height: 812 };
const ATTACKER = '203.0.113.7';
const OWNER_EMAIL = 'owner@rides.example';

/** A wrong password from `address` (the site runs behind one trusted proxy here, so X-Forwarded-For names the client). */
async function guess(baseUrl: string, address: string, attempt: number): Promise<number> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ username: ` ${E2E_ADMIN.username.toUpperCase()} `, password: `guess-${attempt}` }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** The sign-in link mails stored for the owner, newest last (mails stay in the outbox under NODE_ENV=test). */
async function signInLinkMails(databaseUrl: string): Promise<{ to: string; text: string }[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ to_address: string; text_body: string }>(
      `SELECT to_address, text_body FROM mail_outbox WHERE kind = 'sign-in-link' ORDER BY created_at, id`,
    );
    return rows.map((row) => ({ to: row.to_address, text: row.text_body }));
  } finally {
    await client.end();
  }
}

async function fitsTheScreen(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

async function reachesTheDashboard(page: Page): Promise<void> {
  await expect.poll(() => page.getByRole('heading', { name: 'Admin Dashboard' }).isVisible(), { timeout: 20_000 }).toBe(true);
}

describe('the owner under a password-guessing attack', () => {
  const session = useBrowser();
  let site: BuiltSite;

  beforeAll(async () => {
    site = await startBuiltSite({ TRUST_PROXY: '1', OWNER_EMAIL });
    // Ten wrong passwords from the attacker's address, then it is refused; two more from elsewhere slow the account.
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push(await guess(site.baseUrl, ATTACKER, i));
    statuses.push(await guess(site.baseUrl, '198.51.100.1', 11), await guess(site.baseUrl, '198.51.100.2', 12));
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 401, 401]);
  }, 120_000);
  afterAll(async () => {
    await site?.stop();
  });

  it('signs in with the right password on a phone', async () => {
    const { page, context, problems } = await openPage(session.browser, site.baseUrl, PHONE);
    await page.goto('/auth');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await reachesTheDashboard(page);
    expect(problems).toEqual([]);
    // The attacker is still refused.
    expect(await guess(site.baseUrl, ATTACKER, 99)).toBe(429);
    await context.close();
  }, 60_000);

  it('signs in once with the link mailed to the owner, on a phone', async () => {
    const { page, context, problems } = await openPage(session.browser, site.baseUrl, PHONE, { bypassCSP: true });
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Email me a sign-in link' }).isVisible()).toBe(true);
    await fitsTheScreen(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Username (optional)').fill(E2E_ADMIN.username);
    await page.getByRole('button', { name: 'Send Sign-in Link' }).click();
    await expect
      .poll(() => page.getByTestId('sign-in-link-sent').textContent(), { timeout: 10_000 })
      .toContain("If that is the owner's account, a sign-in link is on its way to the owner's email.");

    await expect.poll(async () => (await signInLinkMails(site.databaseUrl)).length, { timeout: 10_000 }).toBe(1);
    const [mail] = await signInLinkMails(site.databaseUrl);
    expect(mail.to).toBe(OWNER_EMAIL);
    const link = /(https?:\/\/\S+\/auth\?link=[A-Za-z0-9_-]{43})/.exec(mail.text)![1];
    expect(link.startsWith(`${site.baseUrl}/auth?link=`)).toBe(true);

    await page.goto(link);
    await expect.poll(() => page.getByRole('heading', { name: 'Sign in with your link' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await fitsTheScreen(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await reachesTheDashboard(page);
    expect(problems).toEqual([]);
    await context.close();

    // Used once: the same link now gets the quiet refusal.
    const again = await openPage(session.browser, site.baseUrl, PHONE);
    await again.page.goto(link);
    await again.page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => again.page.getByRole('alert').filter({ hasText: 'This sign-in link does not work' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await again.context.close();
  }, 90_000);
});
