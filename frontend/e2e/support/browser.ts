import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/**
 * The system Chromium (CHROMIUM_PATH, else Debian's /usr/bin/chromium). No browser downloads here.
 * The flags keep it off the network, which this machine does not have anyway.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export interface BrowserPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and failed requests seen so far; a page that logs errors is a failing page. */
  problems: string[];
}

/**
 * Makes `page.goto` and `page.reload` wait until the app answers input (`<html data-app-ready>`, set by main.tsx once
 * React has committed the page). A prerendered page ('/', /auth) shows its form before its scripts have hydrated it, and
 * a tap or keystroke before that is lost, as it would be for a person. `waitUntil: 'commit'` keeps Playwright's meaning
 * (the paint tests time the page from the first byte).
 */
export function waitForAppOnLoad(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const untilReady = async <T>(response: T, options?: { waitUntil?: string }): Promise<T> => {
    if (options?.waitUntil !== 'commit') await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 20_000 });
    return response;
  };
  page.goto = async (url, options) => untilReady(await goto(url, options), options);
  page.reload = async (options) => untilReady(await reload(options), options);
}

export async function openPage(
  browser: Browser,
  baseUrl: string,
  viewport = { width: 1280, height: 900 },
  options: { bypassCSP?: boolean; timezoneId?: string; locale?: string; permissions?: string[]; geolocation?: { latitude: number; longitude: number } } = {},
): Promise<BrowserPage> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport, timezoneId: 'America/Denver', locale: 'en-US', ...options });
  // Fail an action in 10 s with a message naming it, rather than at the test's own timeout.
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  waitForAppOnLoad(page);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return { context, page, problems };
}

/**
 * One browser for a test file: launched before its tests, closed after. Use `session.browser` inside tests.
 */
export function useBrowser(): { readonly browser: Browser } {
  const session = {} as { browser: Browser };
  beforeAll(async () => {
    session.browser = await launchBrowser();
  });
  afterAll(async () => {
    await session.browser?.close();
  });
  return session;
}
