// Unit tests: pure domain rules and services with stubbed collaborators, plus checks of the repository's
// own files (Docker, settings). No database.
import { jestBase } from './test/support/jest-base.config.js';

export default {
  ...jestBase,
  rootDir: '.',
  roots: ['<rootDir>/src', '<rootDir>/test/repository'],
  testRegex: '.*\\.spec\\.ts$',
};
