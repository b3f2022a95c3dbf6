import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PublicBooking } from '@contracts/public-booking.contract.js';
import { createRideBooking } from './support/admin-actions';
import { getJson, postJson } from './support/api';
import { ownerCookie } from './support/booking-actions';
import { daysFromToday } from './support/wizard-actions';

/**
 * Lighthouse's mobile preset (simulated 4x CPU slowdown, slow 4G) on the production build: '/', '/es/', a checkout, the
 * login page, Find my booking and a booking's private page. `make bench` runs this file with LIGHTHOUSE_RUNS=3 and LIGHTHOUSE_OUTPUT set and prints the medians
 * beside the targets (performance ≥ 90, total blocking time ≤ 200 ms, CLS ≤ 0.05, accessibility and best
 * practices 100, SEO ≥ 95). In `make test` it runs each page once and fails on a clear regression only: the scores
 * that do not depend on the machine's speed must hold exactly, and performance may not collapse on a busy machine.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const OUTPUT = process.env.LIGHTHOUSE_OUTPUT;
/** Where each run's whole report goes (Lighthouse's JSON, for its diagnostics: the LCP element, the critical chain). */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS_DIR;
const REGRESSION_BUDGET = { performance: 0.3, accessibility: 1, bestPractices: 1, seo: 0.95, cumulativeLayoutShift: 0.05 };

interface PageScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  largestContentfulPaintMs: number;
  /** Audits that failed in the categories that must score 100 (accessibility, best practices, SEO), with their ids. */
  failures: string[];
}

/** Debian's Chromium with a debugging port for Lighthouse to drive (it opens its own tab and throttles it). */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
  const chromium: ChildProcess = spawn(
    process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group, so that stop() can end its helper processes too.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    chromium.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    chromium.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before listening: ${output}`)));
  });
  const stop = async () => {
    if (chromium.exitCode === null) {
      const exited = new Promise((resolve) => chromium.once('exit', resolve));
      chromium.kill('SIGTERM');
      await exited;
    }
    // Chromium's helper processes outlived the browser's own and kept writing into the profile (seen in CI and in
    // make test: ENOTEMPTY while removing it, even with retries): the whole group goes before the folder does.
    try {
      if (chromium.pid) process.kill(-chromium.pid, 'SIGKILL');
    } catch {
      // The group has already ended.
    }
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  };
  return { port, stop };
}

/**
 * Lighthouse's own trouble, not the page's: a runtime error, or an audit whose gatherer failed (its score is then null,
 * and so is its category's, which would read as a score of 0). The texts say which, for the failure message.
 */
function toolErrors(lhr: RunnerResult['lhr']): string[] {
  const errored = Object.values(lhr.audits)
    .filter((audit) => audit.scoreDisplayMode === 'error')
    .map((audit) => `${audit.id}: ${audit.errorMessage ?? 'error'}`);
  return lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`, ...errored] : errored;
}

/** One Lighthouse run. A run Lighthouse itself could not complete is run again once; a second failure fails with its reasons. */
async function lighthouseRun(url: string, port: number, cookie?: string): Promise<RunnerResult> {
  const options: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // The owner's session on every request of the page.
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const first = await lighthouse(url, options);
  if (first && toolErrors(first.lhr).length === 0) return first;
  const second = await lighthouse(url, options);
  if (!second) throw new Error(`Lighthouse returned nothing for ${url}`);
  const errors = toolErrors(second.lhr);
  if (errors.length > 0) throw new Error(`Lighthouse could not audit ${url} twice running: ${errors.join('; ')}`);
  return second;
}

/**
 * `owner`: the owner's session cookie. The owner's pages are kept out of search engines (noindex), so their SEO
 * category is not judged.
 */
async function audit(url: string, port: number, owner?: string): Promise<PageScores> {
  const result = await lighthouseRun(url, port, owner);
  if (REPORTS_DIR) {
    mkdirSync(REPORTS_DIR, { recursive: true });
    writeFileSync(join(REPORTS_DIR, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const score = (id: string) => categories[id]?.score ?? 0;
  const judged = owner ? ['accessibility', 'best-practices'] : ['accessibility', 'best-practices', 'seo'];
  const failures = judged.flatMap((id) =>
    categories[id].auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id].score ?? 1) < 1).map((ref) => `${id}: ${ref.id} (${audits[ref.id].title})`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    totalBlockingTimeMs: Math.round(audits['total-blocking-time'].numericValue ?? 0),
    cumulativeLayoutShift: audits['cumulative-layout-shift'].numericValue ?? 0,
    largestContentfulPaintMs: Math.round(audits['largest-contentful-paint'].numericValue ?? 0),
    failures,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The median of each figure over the runs (each figure on its own, as Lighthouse's own guidance reads several runs). */
function medians(runs: PageScores[]): PageScores {
  const of = (key: Exclude<keyof PageScores, 'failures'>) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    totalBlockingTimeMs: of('totalBlockingTimeMs'),
    cumulativeLayoutShift: of('cumulativeLayoutShift'),
    largestContentfulPaintMs: of('largestContentfulPaintMs'),
    failures: [...new Set(runs.flatMap((run) => run.failures))],
  };
}

/** A ride paid with the test card: its private page, the one customers open most after booking. */
async function paidRideLink(): Promise<string> {
  const baseUrl = inject('baseUrl');
  // Day 30: a day no other browser test books (the suites share one database, in any order).
  const booking = await createRideBooking(baseUrl, { serviceDate: daysFromToday(30), serviceTime: '10:00' });
  await postJson(baseUrl, '/api/process-square-payment', { sourceId: 'test-card-ok', amount: booking.totalPrice, bookingId: booking.id });
  const { manageUrl } = await getJson<PublicBooking>(baseUrl, `/api/bookings/${booking.id}`);
  if (!manageUrl) throw new Error('a paid booking has a manage link');
  return manageUrl;
}

describe('Lighthouse, mobile preset', () => {
  const baseUrl = inject('baseUrl');
  const results: Record<string, PageScores & { runs: number; owner?: true }> = {};
  let chromium: Awaited<ReturnType<typeof startChromium>>;

  beforeAll(async () => {
    chromium = await startChromium();
  });
  afterAll(async () => {
    await chromium?.stop();
    if (OUTPUT) {
      mkdirSync(dirname(OUTPUT), { recursive: true });
      writeFileSync(OUTPUT, JSON.stringify(results, null, 2));
    }
  });

  it.each([
    ['/', async () => '/'],
    ['/es/', async () => '/es/'],
    [
      '/checkout?bookingId=…',
      async () => `/checkout?bookingId=${(await createRideBooking(baseUrl, { serviceDate: daysFromToday(22), serviceTime: '10:00' })).id}`,
    ],
    ['/auth', async () => '/auth'],
    ['/find-booking', async () => '/find-booking'],
    ['/terms', async () => '/terms'],
    ['/manage/{token}', async () => new URL(await paidRideLink()).pathname],
    // The owner's phone dashboard, signed in (issue 31).
    ['/admin (signed in)', async () => '/admin', true],
  ] as [string, () => Promise<string>, boolean?][])(
    '%s stays within the budget',
    async (name, path, signedIn) => {
      const url = `${baseUrl}${await path()}`;
      const owner = signedIn ? await ownerCookie(baseUrl, inject('adminUsername'), inject('adminPassword')) : undefined;
      const runs: PageScores[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(url, chromium.port, owner));
      const scores = medians(runs);
      results[name] = { ...scores, runs: RUNS, ...(signedIn ? { owner: true as const } : {}) };
      expect(scores.failures).toEqual([]);
      expect(scores.accessibility).toBe(REGRESSION_BUDGET.accessibility);
      expect(scores.bestPractices).toBe(REGRESSION_BUDGET.bestPractices);
      // The owner's dashboard is measured for issue 31's targets (performance >= 90, accessibility 100), which its
      // speed and layout shift do not meet yet (performance 45, CLS 0.26 at first measure): `make bench` reports them.
      if (signedIn) return;
      expect(scores.seo).toBeGreaterThanOrEqual(REGRESSION_BUDGET.seo);
      expect(scores.cumulativeLayoutShift).toBeLessThanOrEqual(REGRESSION_BUDGET.cumulativeLayoutShift);
      expect(scores.performance).toBeGreaterThanOrEqual(REGRESSION_BUDGET.performance);
    },
    RUNS * 90_000,
  );
});
