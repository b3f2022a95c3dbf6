// API tests: the whole AppModule over HTTP (supertest) against a real, fresh PostgreSQL database.
import { jestBase } from './test/support/jest-base.config.js';

export default {
  ...jestBase,
  rootDir: '.',
  testRegex: 'test/.*\\.e2e-spec\\.ts$',
  globalSetup: '<rootDir>/test/support/jest-global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/jest-global-teardown.mjs',
  testTimeout: 30000,
};
