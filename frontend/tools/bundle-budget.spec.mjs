import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkBundleBudget, formatReport, initialScriptFiles, ON_DEMAND_SOURCES } from './bundle-budget.mjs';

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
  for (const [file, bytes] of Object.entries(sizes)) writeFileSync(join(dir, file), randomBytes(bytes));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const separateChunks = Object.fromEntries(ON_DEMAND_SOURCES.map((source, i) => [source, { file: `assets/lazy-${i}.js` }]));

describe('bundle budget', () => {
  it('reads the module script and module preloads, once each, and skips other hosts and non-scripts', () => {
    expect(initialScriptFiles(INDEX)).toEqual(['assets/index-a.js', 'assets/vendor-b.js']);
  });

  it('passes a build under the budget whose on-demand pages are separate chunks', () => {
    const dir = fakeDist({ 'assets/index-a.js': 40_000, 'assets/vendor-b.js': 60_000 }, separateChunks);
    const result = checkBundleBudget(dir, 250);
    expect(result.problems).toEqual([]);
    expect(result.totalBytes).toBeGreaterThan(100_000);
    expect(formatReport(result)).toMatch(/total\s+\d+\.\d kB\s+\(budget 250\.0 kB\)/);
  });

  it('fails a build over the budget', () => {
    const dir = fakeDist({ 'assets/index-a.js': 150_000, 'assets/vendor-b.js': 120_000 }, separateChunks);
    const result = checkBundleBudget(dir, 250);
    expect(result.problems).toEqual([expect.stringMatching(/over the 250 kB budget/)]);
  });

  it('fails when an on-demand page is inside the first download or has no chunk of its own', () => {
    const manifest = { ...separateChunks, 'src/app/routes/admin.tsx': { file: 'assets/vendor-b.js' } };
    delete manifest['src/app/routes/checkout.tsx'];
    const dir = fakeDist({ 'assets/index-a.js': 1000, 'assets/vendor-b.js': 1000 }, manifest);
    expect(checkBundleBudget(dir, 250).problems).toEqual([
      "src/app/routes/admin.tsx is part of the initial download of '/'",
      'src/app/routes/checkout.tsx has no chunk of its own: it must stay behind a dynamic import',
    ]);
  });
});
