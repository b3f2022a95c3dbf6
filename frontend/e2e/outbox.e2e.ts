import type { Locator, Page } from 'playwright-core';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { logInAsOwner, uniqueLetters } from './support/admin-actions';
import { seriousViolations } from './support/axe';
import { openPage, useBrowser } from './support/browser';

// Issue 18, point 5 (failures are loud): the owner finds a mail the site gave up on under Messages (the dashboard
// header's button, which counts the failed ones), with the error, and sends it again, on a phone. The browser tests' site has no Twilio settings, so texts are off and the tab says so;
// its sender timer is off (NODE_ENV=test), so a message sent again stays queued. Creates no booking.

const PHONE = { width: 375, height: 800 };
const SMTP_ERROR = '550 5.1.1 Mailbox unavailable: the address does not exist';

/** A mail given up on after its tenth attempt, as the sender leaves it; returns its id. */
async function insertFailedMail(databaseUrl: string, to: string, subject: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO mail_outbox (channel, kind, to_address, subject, text_body, html_body, dedupe_key, status, attempts, next_attempt_at, created_at, failed_at, last_error)
       VALUES ('mail', 'booking-received', $1, $2, 'Thank you for your booking.', '<p>Thank you for your booking.</p>', $3, 'failed', 10, now(), now(), now(), $4)
       RETURNING id`,
      [to, subject, `e2e-outbox:${subject}`, SMTP_ERROR],
    );
    return rows[0]!.id;
  } finally {
    await client.end();
  }
}

async function storedStatus(databaseUrl: string, id: string): Promise<{ status: string; attempts: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ status: string; attempts: number }>('SELECT status, attempts FROM mail_outbox WHERE id = $1', [id]);
    return rows[0]!;
  } finally {
    await client.end();
  }
}

/** Picks the option starting with `option` in the select labelled `label`. */
async function show(page: Page, label: string, option: RegExp): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
}

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const textOf = (locator: Locator) => locator.evaluate((element) => element.textContent ?? '');

describe("the owner's outbox", () => {
  const session = useBrowser();
  const baseUrl = inject('baseUrl');
  const databaseUrl = inject('databaseUrl');

  it('shows a failed mail with its error on a phone, and sends it again', async () => {
    const name = uniqueLetters();
    const to = `${name}@example.com`;
    const subject = `Booking 254-${name.toUpperCase()} received`;
    const id = await insertFailedMail(databaseUrl, to, subject);
    // axe-core is injected as a script: the page's CSP would refuse it.
    const { page, context, problems } = await openPage(session.browser, baseUrl, PHONE, { bypassCSP: true });
    try {
      await logInAsOwner(page);
      // The header's button counts the failed messages.
      const button = page.getByRole('button', { name: /^Messages\s*\d+ failed$/ });
      await expect.poll(() => button.isVisible(), { timeout: 20_000 }).toBe(true);
      await button.click();
      const dialog = page.getByRole('dialog', { name: 'Messages' });
      await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => dialog.getByText('Texts are off: only e-mails go out').isVisible()).toBe(true);

      // Newest first: the mail just given up on leads the list.
      const card = dialog.getByTestId(`message-${id}`);
      await expect.poll(() => card.isVisible(), { timeout: 10_000 }).toBe(true);
      const shown = await textOf(card);
      expect(await textOf(card.locator('.tone-tag'))).toBe('Failed');
      expect(shown).toContain(subject);
      expect(shown).toContain(`To ${to}`);
      expect(shown).toContain(SMTP_ERROR);
      expect(shown).toContain('10 tries');
      expect(await sidewaysScroll(page)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);

      await card.getByRole('button', { name: `Send again: ${subject} to ${to}` }).click();
      await expect.poll(() => page.getByText('Queued to be sent again').isVisible(), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => textOf(card.locator('.tone-tag')), { timeout: 10_000 }).toBe('Queued');
      expect(await textOf(card)).toContain('sent again');
      expect(await card.getByRole('button', { name: /Send again/ }).count()).toBe(0);
      expect(await storedStatus(databaseUrl, id)).toEqual({ status: 'queued', attempts: 0 });
      expect(await sidewaysScroll(page)).toBe(0);

      // No longer among the failed ones.
      await show(page, 'Show messages by status', /^Failed/);
      await expect.poll(() => dialog.getByTestId('messages-list').or(dialog.getByText('No messages')).first().isVisible(), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => card.count(), { timeout: 10_000 }).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
