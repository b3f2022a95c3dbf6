import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { buildApp } from '../../src/bootstrap.js';
import type { Clock } from '../../src/common/clock.js';
import { LookupCounts } from '../../src/common/lookup-counts.js';
import { resolveConfig } from '../../src/config/resolve-config.js';
import { validateEnv } from '../../src/config/validate-env.js';
import { ContractCheckInterceptor } from './contract-check.interceptor.js';

export const TEST_ADMIN = { username: 'owner', password: 'correct-horse-battery-staple' };

export interface TestApp {
  app: NestFastifyApplication;
  http: ReturnType<typeof request>;
  dataSource: DataSource;
  close(): Promise<void>;
}

/**
 * The whole AppModule, as main.ts builds it, on the run's fresh database (see jest-global-setup.mjs).
 * `settings` override environment values the way a deployment would set them.
 */
export async function createTestApp(
  settings: Record<string, string> = {},
  options: { clock?: Clock; beforeInit?: (app: NestFastifyApplication) => void } = {},
): Promise<TestApp> {
  const databaseUrl = process.env.API_TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('API_TEST_DATABASE_URL is not set: run API tests through jest.api.config.js');
  const env = validateEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
    OWNER_EMAIL: 'owner@ogden-rides.test',
    OWNER_PHONE: '(801) 555-0199',
    DATABASE_URL: databaseUrl,
    // Every API test is one client address booking for a few fixture customers: the per-client limits are
    // proven with their defaults in hostile-traffic.e2e-spec.ts, and kept out of the other files' way here.
    UNPAID_HOLDS_PER_CLIENT: '1000',
    BOOKING_RATE_LIMIT_PER_HOUR: '100000',
    SERVICE_CODE_FAILURE_LIMIT: '1000',
    // The wizard's lookups likewise (their limits: lookup-limits.e2e-spec.ts).
    ADDRESS_SUGGESTIONS_RATE_LIMIT_PER_HOUR: '100000',
    FREE_TIMES_RATE_LIMIT_PER_HOUR: '100000',
    AVAILABILITY_CHECK_RATE_LIMIT_PER_HOUR: '100000',
    QUOTE_RATE_LIMIT_PER_HOUR: '100000',
    ...settings,
  });
  const { config } = resolveConfig(env, env.DATABASE_URL ?? databaseUrl);
  const app = await buildApp(config, options);
  app.useGlobalInterceptors(new ContractCheckInterceptor());
  options.beforeInit?.(app);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const server = app.getHttpServer();
  const counts = app.get(LookupCounts);
  openCounters.add(counts);
  return {
    app,
    http: request(server),
    dataSource: app.get(DataSource),
    close: async () => {
      openCounters.delete(counts);
      await app.close();
    },
  };
}

/** The per-client counts the open apps keep in memory (LookupCounts), forgotten with the table they mirror. */
const openCounters = new Set<LookupCounts>();

/**
 * Removes what earlier spec files wrote, so each file starts from an empty schedule. In a transaction, so the
 * app's schedule cache is emptied when it commits, not a moment later when PostgreSQL's change notice arrives. The
 * open apps' per-client counts are written first and forgotten after, as a restart would forget them.
 */
export async function resetData(dataSource: DataSource): Promise<void> {
  for (const counts of openCounters) await counts.settled();
  await dataSource.transaction((manager) =>
    manager.query(
      'TRUNCATE bookings, customers, session, mail_outbox, rate_limit_hits, booking_history, blackouts, app_settings, owner_settings, settings_changes, travel_distances, address_suggestions, maps_paid_calls, manage_links, refunds RESTART IDENTITY CASCADE',
    ),
  );
  for (const counts of openCounters) counts.forget();
}

/** A supertest agent that keeps cookies, logged in as the owner. */
export async function loginAsOwner(testApp: TestApp) {
  const agent = request.agent(testApp.app.getHttpServer());
  await agent.post('/api/login').send(TEST_ADMIN).expect(200);
  return agent;
}

/** A clock that stands still at `iso` unless moved, for rules that depend on "now". */
export function fixedClock(iso: string): Clock & { set(iso: string): void } {
  let now = new Date(iso);
  return { now: () => new Date(now), set: (next: string) => (now = new Date(next)) };
}
