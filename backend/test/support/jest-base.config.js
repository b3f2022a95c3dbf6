import swc from './swc-jest.config.js';

/** Settings both jest configs share: ESM TypeScript through swc, `./x.js` specifiers mapped to `./x.ts`. */
export const jestBase = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swc] },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  setupFiles: ['reflect-metadata'],
};
