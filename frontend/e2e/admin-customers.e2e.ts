import { describe, expect, inject, it } from 'vitest';
import { createRideBooking, logInAsOwner, logOut, uniqueLetters } from './support/admin-actions';
import { openPage, useBrowser } from './support/browser';
import { daysFromToday } from './support/wizard-actions';

// The owner's customer work: the directory, a profile, and creating, toggling and copying a code.
describe('admin customers', () => {
  const session = useBrowser();
  const baseUrl = inject('baseUrl');

  it('creates, toggles and copies a code from the customer profile', async () => {
    const lastName = `Cus${uniqueLetters()}`;
    const fullName = `Morgan ${lastName}`;
    const phone = `(801) 555-${String(1000 + Math.floor(Math.random() * 8999))}`;
    await createRideBooking(baseUrl, { serviceDate: daysFromToday(15), serviceTime: '11:00', fullName, email: `${lastName.toLowerCase()}@example.com`, phone });
    const { page, context, problems } = await openPage(session.browser, baseUrl);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await logInAsOwner(page);

    await page.getByRole('tab', { name: 'Customers' }).click();
    const directory = page.getByTestId('customers-table');
    await expect.poll(() => directory.getByRole('button', { name: fullName, exact: true }).isVisible(), { timeout: 20_000 }).toBe(true);
    await directory.getByRole('button', { name: `Profile of ${fullName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Customer: ${fullName}` });
    await expect.poll(() => dialog.getByTestId('customer-facts').isVisible(), { timeout: 10_000 }).toBe(true);

    // Notes save on blur.
    await dialog.getByLabel('Notes').fill('Prefers the back entrance');
    await dialog.getByLabel('Code', { exact: true }).focus();
    await expect.poll(() => page.getByText('Notes saved').isVisible(), { timeout: 10_000 }).toBe(true);

    // A custom code with the defaults (Custom Discount, 10 %, limit 1).
    const code = `E2E${uniqueLetters(5).toUpperCase()}`;
    await dialog.getByLabel('Code', { exact: true }).fill(code);
    await dialog.getByRole('button', { name: 'Create Custom Code' }).click();
    const codes = dialog.getByTestId('service-codes-table');
    await expect.poll(() => codes.getByText(code, { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    const row = codes.locator('tr', { hasText: code });
    expect(await row.getByText('Custom Discount').isVisible()).toBe(true);
    expect(await row.getByText('10% off').isVisible()).toBe(true);
    expect(await row.getByText('Active', { exact: true }).isVisible()).toBe(true);

    // Toggle off and on.
    await dialog.getByRole('button', { name: `Deactivate code ${code}` }).click();
    await expect.poll(() => row.getByText('Inactive', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
    await dialog.getByRole('button', { name: `Activate code ${code}` }).click();
    await expect.poll(() => row.getByText('Active', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);

    // Copy: the clipboard holds the code and the button says 'Copied!' for 2 s.
    const copy = dialog.getByRole('button', { name: `Copy code ${code}` });
    await copy.click();
    await expect.poll(() => copy.textContent()).toBe('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expect.poll(() => copy.textContent(), { timeout: 5_000 }).toBe('Copy');

    // A subscription code needs a plan type.
    await dialog.getByRole('button', { name: 'Create Subscription Code' }).click();
    await expect.poll(() => dialog.getByText('Please select a subscription plan type').isVisible()).toBe(true);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // The quick code: last name + month + two-digit year, copied.
    await directory.getByRole('button', { name: `Quick code for ${fullName}` }).click();
    await expect.poll(() => directory.getByRole('button', { name: `Quick code for ${fullName}` }).textContent(), { timeout: 10_000 }).toBe('Copied!');
    const now = new Date();
    const quick = `${lastName}${now.getMonth() + 1}${String(now.getFullYear() % 100).padStart(2, '0')}`;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(quick);

    await logOut(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
