import 'reflect-metadata';
import { ConsoleLogger } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp } from './bootstrap.js';
import { InvalidEnvError, validateEnv } from './config/validate-env.js';
import { REPO_ROOT, resolveConfig, resolveDataDir } from './config/resolve-config.js';
import { nestLogLevels } from './common/log-levels.js';
import { EmbeddedDatabaseError, startEmbeddedPostgres, type EmbeddedDatabase } from './database/embedded-postgres.js';

/**
 * `make start`: settings from the environment (and ./.env when present), PostgreSQL from DATABASE_URL or
 * the embedded one, migrations, owner account, then the API under /api and the built app on /.
 */
async function main(): Promise<void> {
  const envFile = resolve(REPO_ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const env = validateEnv();

  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    console.log(`DATABASE_URL is unset: starting embedded PostgreSQL on 127.0.0.1:${env.EMBEDDED_PG_PORT} (data in ${resolveDataDir(env)}/postgres)`);
    const quiet = env.LOG_LEVEL !== 'debug';
    // Restarts happen while the app serves, so they are logged like the app's own lines (JSON).
    const logger = new ConsoleLogger('EmbeddedPostgres', { json: true, logLevels: nestLogLevels(env.LOG_LEVEL) });
    embedded = await startEmbeddedPostgres(resolveDataDir(env), env.EMBEDDED_PG_PORT, {
      postgres: (line) => (quiet ? undefined : console.log(line)),
      warn: (line) => logger.warn(line),
    });
    databaseUrl = embedded.url;
  }

  const { config, generatedAdminPasswordFile } = resolveConfig(env, databaseUrl);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: stopping`);
    // PostgreSQL going away is expected from here on, so a crash now is not repaired.
    embedded?.stopRestarting();
    await app?.close().catch((error: unknown) => console.error(error));
    await embedded?.stop().catch((error: unknown) => console.error(error));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    app = await buildApp(config);
    await app.listen(env.PORT, env.HOST);
  } catch (error) {
    await embedded?.stop().catch(() => undefined);
    throw error;
  }
  console.log(`Ready: http://${env.HOST}:${env.PORT}/ (API under /api, docs at /api/docs)`);
  if (generatedAdminPasswordFile) {
    console.log(`Owner login '${env.ADMIN_USERNAME}': ADMIN_PASSWORD is unset, so a generated password is in ${generatedAdminPasswordFile}`);
  }
}

main().catch((error: unknown) => {
  // A bad setting or a data folder PostgreSQL cannot use is one clear line; anything else keeps its stack.
  console.error(error instanceof InvalidEnvError || error instanceof EmbeddedDatabaseError ? error.message : error);
  process.exit(1);
});
