// The owner's lists at the bench's 50,000 bookings (issue 19 point 6): the first page of the bookings list as the
// dashboard asks for it (pending first, from 30 days back; also by date and searched), of the customers list (most
// recently booked first) and the day sheet of a busy day (GET /api/admin/day-sheet), each asked REQUESTS times one
// after another by a logged-in owner. Prints p50/p95 latency and the answer's size (uncompressed JSON) against the targets, and the plan
// PostgreSQL chose for each list's query. Run by bench/run.mjs on its seeded database; standalone for a quick look:
//   node bench/admin-lists.mjs http://127.0.0.1:3000 <owner password> [owner username]
// Knob: BENCH_ADMIN_LIST_REQUESTS (200), the measured requests per read.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localDate } from './workload.mjs';

export const ADMIN_LIST_TARGETS = { maxP95Ms: 100, maxBytes: 100_000 };
const REQUESTS = Number(process.env.BENCH_ADMIN_LIST_REQUESTS ?? 200);
const WARMUP_REQUESTS = 20;

/** The owner's session cookie, from POST /api/login. */
async function login(baseUrl, username, password) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) throw new Error(`owner login answered ${response.status}: ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  return cookies.join('; ');
}

async function measure(baseUrl, cookie, path) {
  const ask = async () => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, { headers: { cookie, 'accept-encoding': 'identity' } });
    const body = Buffer.from(await response.arrayBuffer());
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${body.toString('utf8').slice(0, 300)}`);
    return { ms, bytes: body.length, body };
  };
  for (let i = 0; i < WARMUP_REQUESTS; i += 1) await ask();
  const samples = [];
  for (let i = 0; i < REQUESTS; i += 1) samples.push(await ask());
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const percentile = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  const last = JSON.parse(samples.at(-1).body.toString('utf8'));
  return {
    path,
    requests: samples.length,
    p50: Number(percentile(50).toFixed(1)),
    p95: Number(percentile(95).toFixed(1)),
    max: Number(sorted.at(-1).toFixed(1)),
    bytes: samples.at(-1).bytes,
    rows: last.items?.length ?? last.jobs?.length ?? 0,
    total: last.total ?? null,
  };
}

/** EXPLAIN (ANALYZE) of the lists' default first pages, as the app sends them (bench/results/admin-lists-plans.txt). */
async function explainLists(db) {
  const from = `${localDate(-30)}T00:00:00-07:00`;
  const plans = {
    "bookings first page (the dashboard's: pending first, from 30 days back)": `SELECT b.id FROM bookings b LEFT JOIN customers c ON c.id = b.customer_id
        WHERE coalesce(b.starts_at, b.created_at) >= '${from}'
        ORDER BY CASE b.status WHEN 'pending' THEN 0 WHEN 'confirmed' THEN 1 WHEN 'completed' THEN 2 ELSE 3 END, coalesce(b.starts_at, b.created_at), b.id LIMIT 20`,
    "bookings count (the dashboard's)": `SELECT count(*)::int FROM bookings b WHERE coalesce(b.starts_at, b.created_at) >= '${from}'`,
    'bookings search': `SELECT b.id FROM bookings b WHERE lower(b.full_name || ' ' || b.email || ' ' || b.pickup_location || ' ' || b.destination_location || ' ' || b.phone_digits || ' ' || b.reference) LIKE '%customer 42%'
        ORDER BY coalesce(b.starts_at, b.created_at), b.id LIMIT 20`,
  };
  const out = [];
  for (const [name, sql] of Object.entries(plans)) {
    const { rows } = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`);
    out.push(`--- ${name}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  }
  return out.join('\n\n');
}

/**
 * Measures the three admin reads on a running app with a seeded database; returns the rows for the report and
 * PASS/FAIL verdicts in run.mjs's shape. `db` (a connected pg client) is optional: with it the plans are returned too.
 */
export async function measureAdminLists({ baseUrl, username, password, db }) {
  const cookie = await login(baseUrl, username, password);
  // A day of the seeded schedule ahead, with its deliveries and rides.
  const day = localDate(10);
  const routes = [
    // What the dashboard asks first (frontend/src/features/admin/list-query.ts): pending first, from 30 days back.
    { name: 'bookings list, first page', path: `/api/admin/bookings?page=1&pageSize=20&sort=status&order=asc&from=${localDate(-30)}` },
    { name: 'bookings list, by date', path: '/api/admin/bookings?sort=date' },
    { name: 'bookings list, searched', path: '/api/admin/bookings?search=customer%2042' },
    { name: 'customers list, first page', path: '/api/admin/customers' },
    { name: 'day sheet', path: `/api/admin/day-sheet?date=${day}` },
  ];
  const rows = [];
  for (const route of routes) rows.push({ name: route.name, ...(await measure(baseUrl, cookie, route.path)) });
  const verdicts = rows.map((row) => ({
    target: `admin ${row.name}: p95 ${row.p95} ms (< ${ADMIN_LIST_TARGETS.maxP95Ms} ms), ${(row.bytes / 1000).toFixed(1)} kB (< ${ADMIN_LIST_TARGETS.maxBytes / 1000} kB)`,
    pass: row.p95 < ADMIN_LIST_TARGETS.maxP95Ms && row.bytes < ADMIN_LIST_TARGETS.maxBytes,
  }));
  return { rows, verdicts, plans: db ? await explainLists(db) : null };
}

/** bench/run.mjs's hook: measures, prints the table, writes the plans to `resultsDir`/admin-lists-plans.txt. */
export async function runAdminLists({ baseUrl, username = 'admin', password, db, resultsDir }) {
  console.log(`\nadmin lists at the seeded bookings (${REQUESTS} requests each, one at a time, after ${WARMUP_REQUESTS} to warm up)...`);
  const result = await measureAdminLists({ baseUrl, username, password, db });
  printAdminLists(result.rows);
  if (result.plans) writeFileSync(join(resultsDir, 'admin-lists-plans.txt'), `${result.plans}\n`);
  return { rows: result.rows, verdicts: result.verdicts };
}

/** Prints the rows as a table. */
export function printAdminLists(rows) {
  const header = ['admin read', 'p50 ms', 'p95 ms', 'max ms', 'size', 'rows', 'of'];
  const lines = rows.map((r) => [
    r.name,
    String(r.p50),
    String(r.p95),
    String(r.max),
    `${(r.bytes / 1000).toFixed(1)} kB`,
    String(r.rows),
    String(r.total ?? ''),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log([format(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(format)].join('\n'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [baseUrl, password, username = 'admin'] = process.argv.slice(2);
  if (!baseUrl || !password) {
    console.error('usage: node bench/admin-lists.mjs <base url> <owner password> [owner username]');
    process.exit(2);
  }
  const { rows, verdicts } = await measureAdminLists({ baseUrl, username, password });
  printAdminLists(rows);
  for (const v of verdicts) console.log(`${v.pass ? 'PASS' : 'FAIL'}  ${v.target}`);
}
