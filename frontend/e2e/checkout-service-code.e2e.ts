import { describe, expect, inject, it } from 'vitest';
import { fillContact, openWizard, OGDEN, ownerCookie, postAsOwner } from './support/booking-actions';
import { openPage, useBrowser } from './support/browser';
import { daysFromToday, fillAddress, pickDate, pickOption, pickTime } from './support/wizard-actions';

describe('booking with a service code that waives payment', () => {
  const session = useBrowser();
  const baseUrl = inject('baseUrl');

  it('books a personal driver without checkout and shows the code on the dialog and the confirmation', async () => {
    const code = `FREE${Date.now().toString(36).toUpperCase()}`;
    const cookie = await ownerCookie(baseUrl, inject('adminUsername'), inject('adminPassword'));
    await postAsOwner(baseUrl, cookie, '/api/service-codes/custom', {
      code,
      description: 'E2E free ride',
      discountType: 'percentage',
      discountValue: 100,
      usageLimit: 5,
    });

    const { page, context, problems } = await openPage(session.browser, baseUrl);
    const requests: string[] = [];
    const bookingKeys: (string | undefined)[] = [];
    page.on('request', (request) => {
      requests.push(new URL(request.url()).pathname);
      if (request.url().endsWith('/api/create-booking')) bookingKeys.push(request.headers()['idempotency-key']);
    });
    await openWizard(page);
    await page.getByTestId('service-card-chauffeur').click();
    await fillAddress(page, 'Pickup location', OGDEN);
    await pickDate(page, daysFromToday(9));
    await pickTime(page, '9:00 AM');
    await pickOption(page, 'Hours', '2 hours ($100)');
    await page.getByLabel('Itinerary and activities', { exact: true }).fill('Doctor visit and groceries');
    await page.getByLabel(/I agree to the personal driver terms/).check();
    await expect.poll(() => page.getByText('This time slot is available!').isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: 'Get Quote' }).click();
    await expect.poll(() => page.getByTestId('quote-heading').isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: 'Schedule Now' }).click();

    await fillContact(page, { fullName: 'Casey Coded', email: 'casey@example.com', phone: '(801) 555-0144' });
    const payment = page.getByTestId('payment-section');
    expect(await payment.getByText('secure checkout').isVisible()).toBe(true);

    // Empty and wrong codes first: nothing is applied.
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByText('No service code entered').first().isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByLabel(/^Service code/).fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(
        () =>
          page
            .getByText(/^Invalid service code - /)
            .first()
            .isVisible(),
        { timeout: 10_000 },
      )
      .toBe(true);

    await page.getByLabel(/^Service code/).fill(code);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByText('Service code applied - Payment Not Required').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => payment.getByText('Payment Not Required').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await payment.getByText('secure checkout').count()).toBe(0);

    const purchase = page.getByRole('button', { name: 'Purchase Now' });
    await expect.poll(() => purchase.isEnabled(), { timeout: 10_000 }).toBe(true);
    await purchase.click();
    const dialog = page.getByRole('dialog', { name: 'Booking Confirmed!' });
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await dialog.getByText('Service Code Applied').isVisible()).toBe(true);
    expect(await dialog.getByText('Payment Not Required').isVisible()).toBe(true);
    expect(await dialog.getByText('$0.00').isVisible()).toBe(true);
    const reference = (await dialog.getByTestId('booking-reference').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^254-[A-Z2-9]{7}$/);
    expect(new URL(page.url()).pathname).toBe('/');

    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/confirmation');
    expect(new URL(page.url()).searchParams.get('status')).toBe('confirmed');
    await expect.poll(() => page.getByTestId('confirmation-reference').textContent(), { timeout: 20_000 }).toBe(reference);
    expect(await page.getByText('Service Code Applied', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Payment Not Required', { exact: true }).isVisible()).toBe(true);
    const cancelLink = await page.getByTestId('cancel-by-email').getAttribute('href');
    expect(decodeURIComponent(cancelLink ?? '')).toContain(`Cancel booking ${reference}`);

    expect(bookingKeys).toHaveLength(1);
    expect(bookingKeys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(requests.filter((path) => path.includes('process-square-payment') || path === '/checkout')).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
