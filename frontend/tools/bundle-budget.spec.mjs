import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appScriptFiles, APP_SOURCE, checkBundleBudget, formatReport, initialScriptFiles, ON_DEMAND_SOURCES, PRERENDERED_PAGES } from './bundle-budget.mjs';

const INDEX = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-a.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
<link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
<link rel="stylesheet" href="/assets/index.css">
<link rel="icon" href="/favicon.svg">
<script src="https://web.squarecdn.com/v1/square.js"></script>
</head><body><div id="root"></div></body></html>`;

/** A fake dist: `sizes` are raw random bytes (incompressible, so gzip size ≈ raw size). */
function fakeDist(sizes, manifest) {
  const dir = mkdtempSync(join(tmpdir(), 'budget-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  mkdirSync(join(dir, 'pages'));
  for (const [page, path] of Object.entries(PRERENDERED_PAGES)) {
    writeFileSync(join(dir, 'pages', page), INDEX.replace('<div id="root">', `<div id="root" data-prerendered="${path}">`));
  }
  for (const [file, bytes] of Object.entries(sizes)) writeFileSync(join(dir, file), randomBytes(bytes));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

/** The app the entry loads after the first paint: its chunk imports a shared one, which imports the entry back. */
const app = {
  [APP_SOURCE]: { file: 'assets/main-c.js', imports: ['_shared-d.js', 'index.html'] },
  '_shared-d.js': { file: 'assets/shared-d.js', imports: ['index.html'] },
  'index.html': { file: 'assets/index-a.js', isEntry: true, dynamicImports: [APP_SOURCE] },
};
const separateChunks = { ...app, ...Object.fromEntries(ON_DEMAND_SOURCES.map((source, i) => [source, { file: `assets/lazy-${i}.js` }])) };
const APP_SIZES = { 'assets/main-c.js': 1000, 'assets/shared-d.js': 1000 };

describe('bundle budget', () => {
  it('reads the module script and module preloads, once each, and skips other hosts and non-scripts', () => {
    expect(initialScriptFiles(INDEX)).toEqual(['assets/index-a.js', 'assets/vendor-b.js']);
  });

  it('follows the app the entry loads after the first paint through its static imports, once each', () => {
    expect(appScriptFiles(separateChunks)).toEqual(['assets/main-c.js', 'assets/shared-d.js', 'assets/index-a.js']);
  });

  it('passes a build under the budget whose on-demand pages are separate chunks, counting the app', () => {
    const dir = fakeDist({ 'assets/index-a.js': 40_000, 'assets/vendor-b.js': 60_000, 'assets/main-c.js': 50_000, 'assets/shared-d.js': 1000 }, separateChunks);
    const result = checkBundleBudget(dir, 250);
    expect(result.problems).toEqual([]);
    expect(result.files.map((entry) => entry.file)).toEqual(['assets/index-a.js', 'assets/vendor-b.js', 'assets/main-c.js', 'assets/shared-d.js']);
    expect(result.totalBytes).toBeGreaterThan(150_000);
    expect(formatReport(result)).toMatch(/total\s+\d+\.\d kB\s+\(budget 250\.0 kB\)/);
  });

  it('fails a build over the budget, the app included', () => {
    const dir = fakeDist(
      { 'assets/index-a.js': 100_000, 'assets/vendor-b.js': 100_000, 'assets/main-c.js': 70_000, 'assets/shared-d.js': 1000 },
      separateChunks,
    );
    const result = checkBundleBudget(dir, 250);
    expect(result.problems).toEqual([expect.stringMatching(/over the 250 kB budget/)]);
  });

  it('fails when an on-demand page is inside the first download or has no chunk of its own', () => {
    const manifest = { ...separateChunks, 'src/app/routes/admin.tsx': { file: 'assets/shared-d.js' } };
    delete manifest['src/app/routes/checkout.tsx'];
    const dir = fakeDist({ 'assets/index-a.js': 1000, 'assets/vendor-b.js': 1000, ...APP_SIZES }, manifest);
    expect(checkBundleBudget(dir, 250).problems).toEqual([
      "src/app/routes/admin.tsx is part of the initial download of '/'",
      'src/app/routes/checkout.tsx has no chunk of its own: it must stay behind a dynamic import',
    ]);
  });

  it('fails when the app has no chunk of its own (the entry would hold it, and the first paint would wait for it)', () => {
    const manifest = { ...separateChunks };
    delete manifest[APP_SOURCE];
    const dir = fakeDist({ 'assets/index-a.js': 1000, 'assets/vendor-b.js': 1000 }, manifest);
    expect(checkBundleBudget(dir, 250).problems).toEqual([`${APP_SOURCE} has no chunk of its own: src/boot.ts must load it with a dynamic import`]);
  });

  it("fails when '/' or the login page is no longer prerendered", () => {
    const dir = fakeDist({ 'assets/index-a.js': 1000, 'assets/vendor-b.js': 1000, ...APP_SIZES }, separateChunks);
    writeFileSync(join(dir, 'pages', 'auth.html'), INDEX);
    rmSync(join(dir, 'pages', 'home.html'));
    expect(checkBundleBudget(dir, 250).problems).toEqual([
      'pages/home.html is missing or not prerendered: / would paint only the loading header',
      'pages/auth.html is missing or not prerendered: /auth would paint only the loading header',
    ]);
  });
});
