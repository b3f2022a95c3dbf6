import swc from './swc-jest.config.js';

/** Settings both jest configs share: ESM TypeScript through swc, `./x.js` specifiers mapped to `./x.ts`. */
export const jestBase = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', swc],
    // @fastify/static require()s this ES module. Node runs that, but Jest can only from Node 24.9 on: before
    // that, it is compiled to CommonJS for the tests.
    'content-disposition/dist/.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@fastify/static/node_modules/)?content-disposition/)'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  setupFiles: ['reflect-metadata'],
};
