import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Outside production a fresh clone must start with no configuration at all. Secrets that were not
 * given are generated once and kept in the runtime folder (never in the repository), so sessions and
 * the owner's login survive a restart.
 */
export function readOrCreateLocalSecret(dataDir: string, fileName: string, bytes: number): { value: string; created: boolean } {
  const file = join(dataDir, fileName);
  if (existsSync(file)) return { value: readFileSync(file, 'utf8').trim(), created: false };
  mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(bytes).toString('base64url');
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { value, created: true };
}
