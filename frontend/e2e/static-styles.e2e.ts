import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from './support/browser';

// The public pages take Ant Design's CSS from the build (tools/antd-static-styles.ts), not from styles computed in the
// visitor's browser: without it '/' generated ~170 kB of CSS at run time and /auth ~220 kB.
const RUNTIME_STYLE_LIMIT = 40_000;

describe('styles and crawlers', () => {
  const session = useBrowser();
  const baseUrl = inject('baseUrl');

  it.each([
    ['/', 'Package Delivery'],
    ['/auth', 'Forgot password'],
  ])('renders %s with Ant Design’s build-time CSS, generating little at run time', async (path, text) => {
    const { page, context, problems } = await openPage(session.browser, baseUrl, { width: 375, height: 800 });
    await page.goto(path);
    await expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);
    const runtimeCss = await page.evaluate(() => [...document.querySelectorAll('style')].reduce((sum, style) => sum + (style.textContent ?? '').length, 0));
    expect(runtimeCss).toBeLessThan(RUNTIME_STYLE_LIMIT);
    // The build's stylesheet is linked (its rules number in the thousands; the app's own are a few hundred).
    const linked = await page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/') && sheet.cssRules.length > 1000));
    expect(linked).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('serves a robots.txt that keeps crawlers out of the admin and the API', async () => {
    const response = await fetch(`${baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });
});
