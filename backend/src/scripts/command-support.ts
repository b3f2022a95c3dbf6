import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REPO_ROOT, resolveDataDir } from '../config/resolve-config.js';
import type { Settings } from '../config/env.dto.js';
import { InvalidEnvError, validateEnv } from '../config/validate-env.js';
import { EmbeddedDatabaseError, runningEmbeddedPostgresUrl, startEmbeddedPostgres } from '../database/embedded-postgres.js';
import { BackupFileError } from '../backups/backup-format.js';
import { RestoreRefusedError } from '../backups/backup-restore.js';

/** A reason a command cannot run that the operator can fix: printed as its message alone. */
export class CommandError extends Error {}

/** The settings as `make start` reads them: the environment, and ./.env when present. */
export function loadSettings(): Settings {
  const envFile = resolve(REPO_ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  return validateEnv();
}

export interface CommandDatabase {
  url: string;
  /** Which database it is, for the command's first line. */
  description: string;
  close(): Promise<void>;
}

/**
 * The app's database for a command run beside it: DATABASE_URL; else the embedded PostgreSQL in DATA_DIR/postgres,
 * reached where the running app keeps it, or started for the command (and stopped after it) when the app is not
 * running. `create`: an embedded database that does not exist yet is created (restore into a fresh DATA_DIR).
 */
export async function openCommandDatabase(env: Settings, { create }: { create: boolean }): Promise<CommandDatabase> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, description: 'the database of DATABASE_URL', close: async () => undefined };
  const dataDir = resolveDataDir(env);
  const running = runningEmbeddedPostgresUrl(dataDir);
  if (running) return { url: running, description: `the running embedded PostgreSQL in ${dataDir}/postgres`, close: async () => undefined };
  if (!create && !existsSync(join(dataDir, 'postgres', 'PG_VERSION'))) {
    throw new CommandError(`DATABASE_URL is unset and ${dataDir}/postgres holds no embedded database: nothing to back up.`);
  }
  const embedded = await startEmbeddedPostgres(dataDir, env.EMBEDDED_PG_PORT, { postgres: () => undefined, warn: (line) => console.warn(line) });
  return {
    url: embedded.url,
    description: `the embedded PostgreSQL in ${dataDir}/postgres (started for this command on port ${env.EMBEDDED_PG_PORT})`,
    close: () => embedded.stop(),
  };
}

/** Runs a command's body; a reason the operator can fix is one line, anything else keeps its stack. */
export function runCommand(body: () => Promise<void>): void {
  body().then(
    () => process.exit(0),
    (error: unknown) => {
      const known = [CommandError, InvalidEnvError, EmbeddedDatabaseError, BackupFileError, RestoreRefusedError].some((kind) => error instanceof kind);
      console.error(known ? (error as Error).message : error);
      process.exit(1);
    },
  );
}

/** 1234567 → '1.2 MB'. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
