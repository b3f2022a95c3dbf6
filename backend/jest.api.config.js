// API tests: the whole AppModule over HTTP (supertest) against a real, fresh PostgreSQL database.
import { jestBase } from './test/support/jest-base.config.js';

/**
 * Specs that exercise no business time: process starts and stops, the database going away, maps, request plumbing,
 * route guards, login and lookup limits (their windows are instants). `make test` runs every spec under TZ=UTC and,
 * under the second machine zone (API_TESTS_TIME_ONLY=1), only the others: the time rules are what a machine's zone
 * can break, and these files were a fifth of the API run.
 */
const TIME_FREE_SPECS = [
  'api-docs',
  'auth-security',
  'backup-commands',
  'database-outage',
  'embedded-database-recovery',
  'fuzz-public-routes',
  'geo-google',
  'geo-health',
  'geo-osm',
  'logged-paths',
  'lookup-limits',
  'owner-account',
  'platform',
  'request-id',
  'route-guards',
  'runtime-dependencies',
  'start-and-restart',
];

export default {
  ...jestBase,
  rootDir: '.',
  testRegex: 'test/.*\\.e2e-spec\\.ts$',
  testPathIgnorePatterns: [
    '/node_modules/',
    ...(process.env.API_TESTS_TIME_ONLY === '1' ? TIME_FREE_SPECS.map((name) => `/test/${name}\\.e2e-spec\\.ts$`) : []),
  ],
  globalSetup: '<rootDir>/test/support/jest-global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/jest-global-teardown.mjs',
  testTimeout: 30000,
};
