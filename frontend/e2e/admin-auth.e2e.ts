import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from './support/browser';

// The login page's other forms. No failed logins here: they are throttled per client.
describe('admin login page', () => {
  const session = useBrowser();
  const baseUrl = inject('baseUrl');

  it("sends a reset link request and shows the server's answer", async () => {
    const { page, context, problems } = await openPage(session.browser, baseUrl);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password' }).click();
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect
      .poll(() => page.getByTestId('reset-sent').textContent(), { timeout: 10_000 })
      .toContain('If that address belongs to the owner, a reset link is on its way.');
    await page.getByRole('button', { name: 'Back to Login' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows the server's refusal of an unknown reset link", async () => {
    const { page, context } = await openPage(session.browser, baseUrl);
    await page.goto('/auth?reset=not-a-real-token');
    await expect.poll(() => page.getByRole('heading', { name: 'Set a new password' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect.poll(() => page.getByText('The new password must be at least 12 characters').isVisible()).toBe(true);
    await page.getByLabel('New password', { exact: true }).fill('a-long-enough-password');
    await page.getByLabel('Confirm new password').fill('a-long-enough-password');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'This reset link is invalid or has expired' }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    await context.close();
  });
});
