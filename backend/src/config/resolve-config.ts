import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from './app-config.js';
import type { EnvDto, Settings } from './env.dto.js';
import { readOrCreateLocalSecret } from './local-secrets.js';

/** backend/src or backend/dist → the repository root, where var/ and frontend/dist live. */
export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..', '..');

export function resolveDataDir(env: EnvDto): string {
  return isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(REPO_ROOT, env.DATA_DIR);
}

export interface ResolvedSecrets {
  config: AppConfig;
  /** Set when a local admin password was generated on this start and should be shown once. */
  generatedAdminPasswordFile?: string;
}

/** Completes the validated settings with the database URL in use and local secrets generated for development. */
export function resolveConfig(env: Settings, databaseUrl: string): ResolvedSecrets {
  const dataDir = resolveDataDir(env);
  const sessionSecret = env.SESSION_SECRET ?? readOrCreateLocalSecret(dataDir, 'session-secret', 48).value;
  let adminPassword = env.ADMIN_PASSWORD;
  let generatedAdminPasswordFile: string | undefined;
  if (!adminPassword) {
    const generated = readOrCreateLocalSecret(dataDir, 'admin-password.txt', 18);
    adminPassword = generated.value;
    generatedAdminPasswordFile = resolve(dataDir, 'admin-password.txt');
  }
  const frontendDist = env.FRONTEND_DIST ? resolve(REPO_ROOT, env.FRONTEND_DIST) : resolve(REPO_ROOT, 'frontend', 'dist');
  return { config: { env, databaseUrl, sessionSecret, adminPassword, dataDir, frontendDist }, generatedAdminPasswordFile };
}
