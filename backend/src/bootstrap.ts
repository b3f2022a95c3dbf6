import { ConsoleLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { configureApp } from './app-setup.js';
import { AuthService } from './auth/auth.service.js';
import type { Clock } from './common/clock.js';
import { JsonExpressAdapter } from './common/json-express-adapter.js';
import { nestLogLevels } from './common/log-levels.js';
import type { AppConfig } from './config/app-config.js';

/** Builds the whole app: modules, middleware, pending migrations applied, owner account in place. Not yet listening. */
export async function buildApp(config: AppConfig, options: { clock?: Clock } = {}): Promise<NestExpressApplication> {
  const logger = new ConsoleLogger({ json: true, logLevels: nestLogLevels(config.env.LOG_LEVEL) });
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, options.clock), new JsonExpressAdapter(), { logger, abortOnError: false, bodyParser: false });
  const dataSource = app.get(DataSource);
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  for (const migration of applied) logger.log(`Applied migration ${migration.name}`, 'Database');
  await app.get(AuthService).ensureOwnerAccount(config.env.ADMIN_USERNAME, config.adminPassword);
  configureApp(app, config);
  return app;
}
