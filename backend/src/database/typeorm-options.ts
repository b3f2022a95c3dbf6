import type { PoolConfig } from 'pg';
import type { DataSource, DataSourceOptions } from 'typeorm';
import { AdminUser } from '../auth/admin-user.entity.js';
import { Blackout } from '../blackouts/blackout.entity.js';
import { BookingHistory } from '../bookings/booking-history.entity.js';
import { Booking } from '../bookings/booking.entity.js';
import { AppSetting } from '../calendar/app-setting.entity.js';
import { Customer } from '../customers/customer.entity.js';
import { MailOutbox } from '../mail/mail-outbox.entity.js';
import { PaymentWebhookEvent } from '../payments/payment-webhook-event.entity.js';
import { ServiceCode } from '../service-codes/service-code.entity.js';
import { Inquiry } from '../inquiries/inquiry.entity.js';
import { MIGRATIONS } from './migration-list.js';

export const ENTITIES = [AdminUser, Customer, Booking, MailOutbox, PaymentWebhookEvent, ServiceCode, Inquiry, BookingHistory, Blackout, AppSetting];

/** One definition for the app, the migration CLI and the tests. The schema changes only through migrations. */
export function typeOrmOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    synchronize: false,
    migrationsRun: false,
    logging: false,
    extra: {
      max: 20,
      // Bounded, so requests fail while the database is down instead of queueing forever; long enough that a burst
      // (50 payments at once on a busy 2-core machine held 20 connections for over 3 s, and the rest got 503s) waits
      // its turn. A database that refuses connections fails at once either way.
      connectionTimeoutMillis: 10_000,
      idleTimeoutMillis: 30000,
    },
  };
}

/**
 * Settings for the app's own pg connections beside TypeORM's pool (the session store's pool, the schedule
 * listener), read from TypeORM's public options: the same database, the same fail-fast timeouts.
 */
export function pgConnectionConfig(dataSource: DataSource): PoolConfig {
  const { url, extra } = dataSource.options as Extract<DataSourceOptions, { type: 'postgres' }>;
  const timeouts = extra as Pick<PoolConfig, 'connectionTimeoutMillis' | 'idleTimeoutMillis'> | undefined;
  return { connectionString: url, connectionTimeoutMillis: timeouts?.connectionTimeoutMillis, idleTimeoutMillis: timeouts?.idleTimeoutMillis };
}
