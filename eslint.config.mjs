// One lint config for both workspaces. Besides the usual TypeScript and React hooks rules it holds the layout
// (STYLE.md, habits 14-16; docs/architecture.md): which folder may import which, no import cycles, kebab-case
// file names. Unused exports and files are found by knip (knip.json), which does that job across the project.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync(new URL('./frontend/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Boundaries as in bulletproof-react: zones of files (`target`) that must not import from `from`. */
const LAYOUT_ZONES = [
  // A feature never imports another feature: app/routes composes them.
  ...FEATURES.map((feature) => ({
    target: `./frontend/src/features/${feature}`,
    from: './frontend/src/features',
    except: [`./${feature}`],
    message: 'Features never import each other; compose them in app/routes.',
  })),
  // Features reach the app only through its typed hooks.
  {
    target: './frontend/src/features',
    from: './frontend/src/app',
    except: ['./hooks.ts'],
    message: 'Features use app/hooks.ts only; the app composes features, not the other way round.',
  },
  // Shared code knows no feature and not the app that composes it.
  {
    target: ['./frontend/src/lib', './frontend/src/components', './frontend/src/config'],
    from: ['./frontend/src/features', './frontend/src/app'],
    message: 'Shared code (lib, components, config) imports no feature and not app/.',
  },
  // The rule core is pure: nothing outside domain/ (the browser runs it too).
  {
    target: './backend/src/domain',
    from: './backend/src',
    except: ['./domain'],
    message: 'domain/ holds pure rules and imports nothing outside itself.',
  },
  // Modules depend one way: payments records a payment through bookings' writer, never the reverse.
  {
    target: './backend/src/bookings',
    from: './backend/src/payments',
    message: 'bookings does not import payments; payments calls the exported services of bookings.',
  },
  // The wire contract is data shapes only: zod and the rule core, so the browser can read its types.
  {
    target: './backend/src/contracts',
    from: './backend/src',
    except: ['./contracts', './domain'],
    message: 'contracts/ declares JSON shapes with zod and the domain types; it imports no module of the app.',
  },
  // The browser reads the server only through the rule core and the wire contract.
  {
    target: './frontend/src',
    from: './backend/src',
    except: ['./domain', './contracts'],
    message: 'The browser imports pure rules from @domain and JSON shapes from @contracts only.',
  },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'var/**', 'bench/results/**', 'frontend/public/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.node },
    },
    settings: {
      // TypeScript's own resolution: '@/…', '@domain/…' and '@contracts/…' paths, and './x.js' specifiers that name './x.ts'.
      'import-x/resolver': { typescript: { project: ['backend/tsconfig.json', 'frontend/tsconfig.json', 'frontend/tsconfig.e2e.json'] } },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: LAYOUT_ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,mjs,js}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{backend,frontend,bench,scripts}/**/': 'KEBAB_CASE' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    // TypeORM names migrations '<timestamp>-<kebab-case name>', and runs them in that order.
    files: ['backend/src/database/migrations/*.ts'],
    rules: { 'check-file/filename-naming-convention': ['error', { '**/*.ts': '+([0-9])-+([a-z0-9-])' }] },
  },
  {
    // Nest's dependency injection reads constructor parameter types at run time: they must stay value imports.
    files: ['backend/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['backend/src/domain/**/*.ts'],
    // Its tests may use test tools (fast-check); the rules themselves may not.
    ignores: ['**/*.spec.ts'],
    rules: {
      // Pure rules: no framework, no Node built-ins, no packages (the browser runs them as @domain).
      'no-restricted-imports': ['error', { patterns: [{ regex: '^[^.]', message: 'domain/ imports nothing outside itself.' }] }],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The contracts' zod schemas are the server's: the browser takes their types, never the schemas.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@contracts/*'], allowTypeImports: true, message: 'Import only types from @contracts (import type).' }] },
      ],
    },
  },
  {
    // Browser scripts and tests that run in the page.
    files: ['frontend/e2e/**/*.ts', 'bench/**/*.mjs', 'frontend/tools/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  // Formatting is Prettier's: rules that would argue with it are off.
  prettier,
);
