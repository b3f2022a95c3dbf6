import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { postJson } from './support/api';
import { seriousViolations } from './support/axe';
import { openPage, useBrowser } from './support/browser';
import { daysFromToday } from './support/wizard-actions';

// axe-core on every public page and the owner's dashboard: no serious or critical WCAG violations.
// The site's CSP (rightly) refuses injected scripts, so these contexts bypass it to load axe.
const AXE_CONTEXT = { bypassCSP: true };
describe('accessibility (axe-core)', () => {
  const session = useBrowser();
  const baseUrl = inject('baseUrl');

  async function check(path: string, ready: (page: Page) => Promise<unknown>, prepare?: (page: Page) => Promise<void>) {
    const { page, context } = await openPage(session.browser, baseUrl, undefined, AXE_CONTEXT);
    if (prepare) await prepare(page);
    await page.goto(path);
    await ready(page);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }

  it('the wizard: service step and ride details step', async () => {
    const { page, context } = await openPage(session.browser, baseUrl, undefined, AXE_CONTEXT);
    await page.goto('/');
    await page.getByTestId('service-card-ride').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('service-card-ride').click();
    await page.getByLabel('Pickup location', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('the login page, the not-found page and the confirmation page', async () => {
    await check('/auth', (page) => page.getByLabel('Username').waitFor());
    await check('/no-such-page', (page) => page.getByRole('heading', { name: '404 Page Not Found' }).waitFor());
    await check('/confirmation?type=handyman', (page) => page.getByRole('heading').first().waitFor());
  });

  it('the checkout page of a booking', async () => {
    const created = await postJson<{ booking: { id: string } }>(baseUrl, '/api/create-booking', {
      serviceType: 'ride',
      pickupLocation: '2350 Wall Ave, Ogden, UT 84401, USA',
      destinationLocation: '3848 Harrison Blvd, Ogden, UT 84408, USA',
      serviceDate: daysFromToday(9),
      serviceTime: '13:00',
      serviceDetails: { passengers: '1', luggage: 'none', needsRoofRack: 'no' },
      fullName: 'Axe Tester',
      email: 'axe@example.com',
      phone: '(801) 555-0177',
      legalAgreement: true,
    });
    await check(`/checkout?bookingId=${created.booking.id}`, (page) =>
      page
        .getByText('Axe Tester')
        .or(page.getByRole('button', { name: /pay/i }))
        .first()
        .waitFor(),
    );
  });

  it("the owner's dashboard", async () => {
    const { page, context } = await openPage(session.browser, baseUrl, undefined, AXE_CONTEXT);
    await page.goto('/auth');
    await page.getByLabel('Username').fill(inject('adminUsername'));
    await page.getByLabel('Password').fill(inject('adminPassword'));
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/admin/);
    await page.getByRole('button', { name: /log ?out/i }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
