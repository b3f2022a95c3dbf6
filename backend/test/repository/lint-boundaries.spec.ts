import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The layout is held by lint (eslint.config.mjs, docs/architecture.md): code that crosses a boundary fails
// `make test`. Each case lints a few lines as if they were a file at that place in the tree, with the ESLint
// command `make lint` runs (in its own process: its import resolver does not run inside Jest's module system).
const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..', '..');

describe('lint keeps the layout', () => {
  const problemsOf = async (filePath: string, code: string): Promise<(string | null)[]> => {
    const run = spawnSync(
      process.execPath,
      [resolve(repoRoot, 'node_modules/eslint/bin/eslint.js'), '--format', 'json', '--stdin', '--stdin-filename', filePath],
      {
        cwd: repoRoot,
        input: code,
        encoding: 'utf8',
      },
    );
    const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null }[] }[];
    return result.messages.map((message) => message.ruleId);
  };

  it.each([
    [
      'a feature importing another feature',
      'frontend/src/features/checkout/crossing.ts',
      "import { wizardReset } from '@/features/wizard/wizard-slice';\nexport const x = wizardReset;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'a feature importing the app beyond its hooks',
      'frontend/src/features/checkout/crossing.ts',
      "import { makeStore } from '@/app/store';\nexport const x = makeStore;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'shared code importing a feature',
      'frontend/src/lib/crossing.ts',
      "import { wizardReset } from '@/features/wizard/wizard-slice';\nexport const x = wizardReset;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'the rule core importing a package',
      'backend/src/domain/crossing.ts',
      "import { Injectable } from '@nestjs/common';\nexport const x = Injectable;\n",
      'no-restricted-imports',
    ],
    [
      'the rule core importing the server',
      'backend/src/domain/crossing.ts',
      "import { APP_CONFIG } from '../config/app-config.js';\nexport const x = APP_CONFIG;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'bookings importing payments',
      'backend/src/bookings/crossing.ts',
      "import { PaymentsService } from '../payments/payments.service.js';\nexport const x = PaymentsService;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'the browser taking a contract schema instead of its type',
      'frontend/src/lib/crossing.ts',
      "import { BusinessResponse } from '@contracts/business.contract.js';\nexport const x = BusinessResponse;\n",
      '@typescript-eslint/no-restricted-imports',
    ],
    [
      'the contract importing a module of the server',
      'backend/src/contracts/crossing.ts',
      "import { APP_CONFIG } from '../config/app-config.js';\nexport const x = APP_CONFIG;\n",
      'import-x/no-restricted-paths',
    ],
    ['a file name that is not kebab-case', 'frontend/src/lib/CrossingName.ts', 'export const x = 1;\n', 'check-file/filename-naming-convention'],
  ])(
    'refuses %s',
    async (_name, filePath, code, rule) => {
      expect(await problemsOf(filePath, code)).toContain(rule);
    },
    60_000,
  );

  it('lets a feature use its own files, the app hooks, shared code, the rule core and the contract types', async () => {
    const code = [
      "import { useAppDispatch } from '@/app/hooks';",
      "import { toApiError } from '@/lib/api-error';",
      "import { displayReference } from '@domain/booking-reference.js';",
      "import { wizardReset } from '@/features/wizard/wizard-slice';",
      "import type { BusinessResponse } from '@contracts/business.contract.js';",
      'export const x = [useAppDispatch, toApiError, displayReference, wizardReset];',
      'export type Y = BusinessResponse;',
      '',
    ].join('\n');
    expect(await problemsOf('frontend/src/features/wizard/allowed.ts', code)).toEqual([]);
  }, 60_000);
});
