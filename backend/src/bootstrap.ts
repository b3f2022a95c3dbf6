import { ConsoleLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { configureApp } from './app-setup.js';
import { AuthService } from './auth/auth.service.js';
import { BackupsService } from './backups/backups.service.js';
import type { Clock } from './common/clock.js';
import { REQUEST_BODY_LIMIT_BYTES } from './common/json-body-parser.js';
import { nestLogLevels } from './common/log-levels.js';
import { registerRequestIdHeader, requestIdGenerator } from './common/request-id.js';
import type { AppConfig } from './config/app-config.js';
import { MAPS_SETUP_LINE, mapsSetupNeeded } from './geo/maps-setup.js';
import { clientErrorHandler } from './common/client-error.js';

/**
 * Builds the whole app: modules, middleware, pending migrations applied (after a backup when the database has
 * data), owner account in place. Not yet listening.
 * Fastify rather than Express carries the requests: its fixed cost per request is well under half of Express's,
 * which is most of what the public quote and availability routes cost (docs/performance.md).
 */
export async function buildApp(config: AppConfig, options: { clock?: Clock } = {}): Promise<NestFastifyApplication> {
  const logger = new ConsoleLogger({ json: true, logLevels: nestLogLevels(config.env.LOG_LEVEL) });
  const adapter = new FastifyAdapter({
    // TRUST_PROXY counts the proxies in front: trust that many hops, as Express's numeric setting did.
    trustProxy: (_address: string, hop: number) => hop < config.env.TRUST_PROXY,
    // As Express did: '/api/quotes/' is '/api/quotes'.
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: REQUEST_BODY_LIMIT_BYTES,
    // A random id per request (or a trusted proxy's), in the log lines, the X-Request-Id header and 5xx bodies.
    genReqId: requestIdGenerator(config.env.TRUST_PROXY),
    // What Node's parser refuses before any route (headers over the limit…) answers in the app's error shape too.
    clientErrorHandler,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, options.clock), adapter, {
    logger,
    abortOnError: false,
    // The body parsers are the app's own choice (common/json-body-parser.ts); Nest keeps each JSON body's bytes.
    bodyParser: false,
    rawBody: true,
  });
  registerRequestIdHeader(app.getHttpAdapter().getInstance());
  const dataSource = app.get(DataSource);
  try {
    // Migrations run after an automatic backup, so a migration that goes wrong can be undone with `make restore`.
    const backup = await app.get(BackupsService).backUpBeforeMigrations();
    if (backup) logger.log(`Backed up the database before migrating: ${backup.path}`, 'Database');
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    for (const migration of applied) logger.log(`Applied migration ${migration.name}`, 'Database');
  } catch (error) {
    // The database pool is open by now: closed, so a failed start leaves nothing behind.
    await app.close().catch(() => undefined);
    throw error;
  }
  await app.get(AuthService).ensureOwnerAccount(config.env.ADMIN_USERNAME, config.adminPassword);
  // Production without maps prices every trip on straight-line estimates: said once here, and in the admin's banner.
  if (mapsSetupNeeded(config.env.NODE_ENV, config.env.GEO_PROVIDER)) logger.warn(MAPS_SETUP_LINE, 'Maps');
  await configureApp(app, config);
  return app;
}
