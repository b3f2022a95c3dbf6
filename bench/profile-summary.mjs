// Summarises the newest V8 CPU profile of the app (bench/results/profile/app/) or of the raw server
// (bench/results/profile/raw/), from BENCH_PROFILE=1 node bench/run.mjs: self time by package / app folder and the
// hottest functions, over the busiest 10 s of the profile (the measured load run, not start-up).
// Usage: node bench/profile-summary.mjs [app|raw|file]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const side = process.argv[2] === 'raw' || process.argv[2] === 'app' ? process.argv[2] : 'app';
const dir = join(resolve(dirname(fileURLToPath(import.meta.url))), 'results', 'profile', side);
const file =
  (process.argv[2] !== side ? process.argv[2] : undefined) ??
  readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => join(dir, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
const profile = JSON.parse(readFileSync(file, 'utf8'));

// Sample times (ms from start), then the 10 s window holding the most non-idle samples.
const WINDOW_MS = 10_000;
const idleIds = new Set(profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id));
const times = [];
let clock = 0;
for (const delta of profile.timeDeltas) times.push((clock += delta / 1000));
let best = { from: 0, busy: -1 };
for (let start = 0, end = 0, busy = 0; start < times.length; start += 1) {
  while (end < times.length && times[end] - times[start] <= WINDOW_MS) busy += idleIds.has(profile.samples[end++]) ? 0 : 1;
  if (busy > best.busy) best = { from: start, to: end, busy };
  busy -= idleIds.has(profile.samples[start]) ? 0 : 1;
}
const hits = new Map();
let interval = 0;
for (let i = best.from; i < best.to; i += 1) {
  hits.set(profile.samples[i], (hits.get(profile.samples[i]) ?? 0) + 1);
  interval += profile.timeDeltas[i] / 1000;
}
interval /= best.to - best.from; // ms per sample

function bucketOf(url, name) {
  if (!url) return name.startsWith('(') ? name : '(native/builtin)';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const app = url.match(/backend\/dist\/([^/]+)/);
  if (app) return `app:${app[1]}`;
  if (url.startsWith('node:')) return url.split('/')[0];
  return url
    .replace(/^file:\/\//, '')
    .split('/')
    .slice(-2)
    .join('/');
}

const byBucket = new Map();
const byFunction = new Map();
let total = 0;
for (const node of profile.nodes) {
  const ms = (hits.get(node.id) ?? 0) * interval;
  if (!ms) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const name = functionName || '(anonymous)';
  total += ms;
  const bucket = bucketOf(url, name);
  byBucket.set(bucket, (byBucket.get(bucket) ?? 0) + ms);
  const key = `${name} ${url ? `${url.replace(/^.*(node_modules|backend\/dist)\//, '$1/')}:${lineNumber + 1}` : ''}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
}

const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
const idle = byBucket.get('(idle)') ?? 0;
console.log(
  `${file}\nbusiest ${WINDOW_MS / 1000} s: ${Math.round(total - idle)} ms on CPU, ${Math.round(idle)} ms idle; shares below are of CPU time\n\nself time by package / app folder:`,
);
byBucket.delete('(idle)');
byFunction.delete('(idle) ');
total -= idle;
for (const [bucket, ms] of top(byBucket, 25)) console.log(`${((ms / total) * 100).toFixed(1).padStart(5)}%  ${bucket}`);
console.log('\nhottest functions (self time):');
for (const [fn, ms] of top(byFunction, 30)) console.log(`${((ms / total) * 100).toFixed(1).padStart(5)}%  ${fn}`);
