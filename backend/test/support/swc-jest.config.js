// Shared @swc/jest options. Nest 12 is ESM-only, so tests run in Jest's native ESM mode
// (node --experimental-vm-modules) and swc emits ES modules. Nest's DI needs legacy decorators with metadata.
export default {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};
