// `make test`: every suite in order, each in its own process; stops at the first failing suite.
// Browser tests need Chromium (CHROMIUM_PATH, else /usr/bin/chromium); without one they are skipped
// loudly, and under CI=true a missing Chromium is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ci = process.env.CI === 'true';

// Business time must not depend on the machine's zone: the server-side suites run under two extreme ones.
const suites = [
  ['lint and format (ESLint, knip, Prettier)', ['npm', 'run', 'lint']],
  ['backend unit tests (TZ=UTC)', ['npm', 'run', 'test:unit', '-w', 'backend'], { TZ: 'UTC' }],
  ['backend unit tests (TZ=Pacific/Kiritimati, UTC+14)', ['npm', 'run', 'test:unit', '-w', 'backend'], { TZ: 'Pacific/Kiritimati' }],
  ['backend type check', ['npm', 'run', 'typecheck', '-w', 'backend']],
  ['frontend unit tests', ['npm', 'run', 'test:unit', '-w', 'frontend']],
  // The API tests include starting the compiled server, and the browser tests use the built app.
  ['build', ['npm', 'run', 'build']],
  [
    "frontend budget ('/' initial JS <= 265 kB gzip, admin/checkout/inquiry code and the Spanish catalog on demand)",
    ['node', 'frontend/tools/bundle-budget.mjs'],
  ],
  ['API tests (real PostgreSQL, TZ=UTC)', ['npm', 'run', 'test:api', '-w', 'backend'], { TZ: 'UTC' }],
  // The second zone runs the API specs with time rules again; the time-free ones (jest.api.config.js) once.
  [
    'API tests with time rules (real PostgreSQL, TZ=Pacific/Kiritimati)',
    ['npm', 'run', 'test:api', '-w', 'backend'],
    { TZ: 'Pacific/Kiritimati', API_TESTS_TIME_ONLY: '1' },
  ],
];

const results = [];
function run(name, [command, ...args], env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const outcome = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = outcome.status === 0;
  results.push(`${ok ? 'ok  ' : 'FAIL'} ${name} (${Math.round((Date.now() - started) / 1000)} s)`);
  if (!ok) finish(1);
}

function finish(code) {
  const failed = results.filter((line) => line.startsWith('FAIL')).length;
  const passed = results.filter((line) => line.startsWith('ok')).length;
  console.log(`\n=== summary ===\n${results.join('\n')}\nsuites: ${passed} passed, ${failed} failed`);
  process.exit(code);
}

for (const [name, command, env] of suites) run(name, command, env);

if (existsSync(chromium)) {
  run('browser tests (Chromium)', ['npm', 'run', 'test:e2e', '-w', 'frontend'], { CHROMIUM_PATH: chromium });
} else {
  console.log(
    `\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\nSKIPPED browser tests: no Chromium found (looked for ${chromium}; set CHROMIUM_PATH)\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!`,
  );
  results.push('SKIPPED browser tests: no Chromium found');
  if (ci) {
    console.error('CI=true: browser tests are required, failing.');
    finish(1);
  }
}
finish(0);
