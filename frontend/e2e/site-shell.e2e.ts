import { describe, expect, inject, it } from 'vitest';
import { createRideBooking, RIDE_DESTINATION, RIDE_PICKUP } from './support/admin-actions';
import { openPage, useBrowser } from './support/browser';
import { daysFromToday } from './support/wizard-actions';

// The app's routes on the production build: same-origin app with history fallback.
describe('site shell and routes', () => {
  const session = useBrowser();
  const baseUrl = inject('baseUrl');

  it('shows the not-found page on an unknown path, served by the history fallback', async () => {
    const { page, context } = await openPage(session.browser, baseUrl);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { name: '404 Page Not Found' }).isVisible()).toBe(true);
    expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true);
    await context.close();
  });

  it('serves the app with security headers and a CSP that allows only itself and Square', async () => {
    const response = await fetch(`${baseUrl}/checkout?bookingId=x`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' https:\/\/sandbox\.web\.squarecdn\.com https:\/\/web\.squarecdn\.com(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('sends a visitor without a session from /admin to /auth', async () => {
    const { page, context } = await openPage(session.browser, baseUrl);
    await page.goto('/admin');
    await expect.poll(() => page.url()).toBe(`${baseUrl}/auth`);
    await expect.poll(() => page.getByLabel('Username').isVisible()).toBe(true);
    await context.close();
  });

  it('has the header links and the footer links, with the owner contact from settings', async () => {
    const { page, context, problems } = await openPage(session.browser, baseUrl);
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    for (const link of ['Schedule Now', 'Company Website', 'Admin Login']) {
      await expect.poll(() => main.getByRole('link', { name: link }).isVisible()).toBe(true);
    }
    const footer = page.getByRole('navigation', { name: 'Footer' });
    for (const link of ['About', 'Contact', 'Services', 'Privacy', 'Terms']) expect(await footer.getByRole('link', { name: link }).isVisible()).toBe(true);
    const business = await (await fetch(`${baseUrl}/api/business`)).json();
    await expect.poll(() => page.getByText(business.phone).first().isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens each footer page at 375 px: the words, the terms with the cancellation policy, the hours and the prices', async () => {
    const { page, context, problems } = await openPage(session.browser, baseUrl, { width: 375, height: 740 });
    const pages = await (await fetch(`${baseUrl}/api/business/pages`)).json();
    await page.goto('/');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    const opened: Record<string, string> = {};
    for (const [link, heading] of [
      ['About', 'About us'],
      ['Contact', 'Contact'],
      ['Services', 'Services'],
      ['Privacy', 'Privacy'],
      ['Terms', 'Terms of service'],
    ]) {
      await footer.getByRole('link', { name: link }).click();
      const title = page.getByRole('heading', { level: 1, name: heading });
      await expect.poll(() => title.isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await page.getByRole('heading', { name: '404 Page Not Found' }).count()).toBe(0);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), link).toBeLessThanOrEqual(375);
      opened[link] = new URL(page.url()).pathname;
      if (link === 'About') expect(await page.getByText(pages.about[0]).isVisible()).toBe(true);
      if (link === 'Contact') expect(await page.getByTestId('contact-hours').getByRole('row').count()).toBe(7);
      if (link === 'Services') await expect.poll(() => page.getByTestId('services-ride').textContent()).toMatch(/Starting at \$\d+/);
      if (link === 'Terms') {
        const policy = page.getByTestId('terms-cancellation-policy');
        expect(await policy.textContent()).toContain('Rides can be cancelled free of charge up to 6 hours before the scheduled time.');
        expect(await policy.textContent()).toContain('For 10 minutes after booking, cancelling is free');
      }
      await page.goto('/');
    }
    expect(opened).toEqual({ About: '/about', Contact: '/contact', Services: '/services', Privacy: '/privacy', Terms: '/terms' });
    // A page opened directly (a link in a mail, a reload) is the same page.
    await page.goto('/terms');
    await expect.poll(() => page.getByTestId('terms-cancellation-policy').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the prerendered service cards under the business name before any script has run, and the app takes them over', async () => {
    const business = await (await fetch(`${baseUrl}/api/business`)).json();
    const scriptless = await session.browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    const bare = await scriptless.newPage();
    await bare.goto('/');
    // '/' is prerendered at build time (tools/app-pages.ts); the server fills in the configured name.
    expect(
      await bare
        .getByRole('banner')
        .getByRole('link', { name: `${business.businessName} home` })
        .textContent(),
    ).toBe(business.businessName);
    expect(await bare.getByTestId('service-card-ride').isVisible()).toBe(true);
    expect(await bare.locator('[data-testid^="service-card-"]').count()).toBe(6);
    expect(await bare.getByText('%BUSINESS_NAME%').count()).toBe(0);
    // A page that is not prerendered says it is loading under the same name.
    await bare.goto('/checkout?bookingId=x');
    expect(await bare.getByRole('banner').textContent()).toBe(business.businessName);
    expect(await bare.getByRole('status').textContent()).toBe('Loading the booking form…');
    await scriptless.close();

    const { page, context, problems } = await openPage(session.browser, baseUrl);
    // Notes whether the prerendered cards ever leave the page: hydration keeps them, a render from scratch replaces them.
    await page.addInitScript(() => {
      const flags = window as unknown as { cardsReplaced?: boolean };
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof Element && (node.matches('[data-testid^="service-card-"]') || node.querySelector('[data-testid^="service-card-"]')))
              flags.cardsReplaced = true;
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    // The owner's phone shows once GET /api/business answers, which the app asks only after it has hydrated.
    await expect.poll(() => page.getByRole('contentinfo').getByText(business.phone).isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { cardsReplaced?: boolean }).cardsReplaced ?? false)).toBe(false);
    // Hydrated, the cards answer a click: the wizard moves on to the details step.
    await page.getByTestId('service-card-ride').click();
    await expect.poll(() => page.getByRole('heading', { name: 'Ride details' }).isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByRole('banner').count()).toBe(1);
    await page.goto('/checkout?bookingId=x');
    await expect.poll(() => page.locator('.boot-header, .boot-status').count(), { timeout: 20_000 }).toBe(0);
    expect(problems.filter((problem) => !/status of 400/.test(problem))).toEqual([]);
    await context.close();
  });

  it('prerenders the login page and hydrates it: the form answers', async () => {
    const { page, context, problems } = await openPage(session.browser, baseUrl);
    const response = await page.goto('/auth');
    expect(await response?.text()).toContain('data-prerendered="/auth"');
    await page.getByRole('button', { name: 'Login' }).click();
    // The form's own validation runs, so the page is React's and not inert markup.
    await expect.poll(() => page.getByText('Username is required').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('prerenders Find my booking and hydrates it: the form answers', async () => {
    const { page, context, problems } = await openPage(session.browser, baseUrl);
    const response = await page.goto('/find-booking');
    expect(await response?.text()).toContain('data-prerendered="/find-booking"');
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect.poll(() => page.getByText('Please enter the booking reference').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("paints a checkout's booking before any script has run, and the app's summary then takes its place", async () => {
    const booking = await createRideBooking(baseUrl, { serviceDate: daysFromToday(54), serviceTime: '15:00' });
    const scriptless = await session.browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false, viewport: { width: 375, height: 667 } });
    const bare = await scriptless.newPage();
    await bare.goto(`/checkout?bookingId=${booking.id}`);
    const preview = bare.getByRole('region', { name: 'Your booking' });
    expect(await preview.isVisible()).toBe(true);
    expect(await preview.textContent()).toContain(`From ${RIDE_PICKUP} to ${RIDE_DESTINATION}`);
    expect(await bare.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await scriptless.close();

    const { page, context, problems } = await openPage(session.browser, baseUrl);
    await page.goto(`/checkout?bookingId=${booking.id}`);
    await expect.poll(() => page.getByTestId('checkout-summary').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByRole('region', { name: 'Your booking' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps a tap on a prerendered service card made before the app is ready, and chooses that card once it is', async () => {
    const { page, context, problems } = await openPage(session.browser, baseUrl, { width: 375, height: 740 });
    // The app's code arrives late, as on a slow phone: the cards are on screen and not yet hydrated.
    let releaseApp = () => {};
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByTestId('service-card-ride').waitFor();
    expect(await page.locator('html[data-app-ready]').count()).toBe(0);
    // A tap on the card's title (the card's own handler is on the card: the tap is given back to where it landed).
    await page.getByTestId('service-card-ride').getByText('Ride Service', { exact: true }).click();
    expect(await page.getByRole('heading', { name: 'Ride details' }).count()).toBe(0);
    releaseApp();
    await expect.poll(() => page.getByRole('heading', { name: 'Ride details' }).isVisible(), { timeout: 20_000 }).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits a 375 px phone without sideways scrolling and offers the menu toggle, closed by Escape', async () => {
    const { page, context } = await openPage(session.browser, baseUrl, { width: 375, height: 740 });
    await page.goto('/');
    await expect.poll(() => page.getByTestId('service-card-ride').isVisible()).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Admin Login' }).first().isVisible()).toBe(true);
    // Escape closes the menu and gives focus back to its toggle.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Open menu' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });
});
