import { DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from './auth/auth.module.js';
import { AvailabilityModule } from './availability/availability.module.js';
import { BackupsModule } from './backups/backups.module.js';
import { BlackoutsModule } from './blackouts/blackouts.module.js';
import { BookingsModule } from './bookings/bookings.module.js';
import { BusinessModule } from './business/business.module.js';
import { CalendarModule } from './calendar/calendar.module.js';
import { RateLimitModule } from './common/rate-limit.module.js';
import type { Clock } from './common/clock.js';
import type { AppConfig } from './config/app-config.js';
import { AppConfigModule } from './config/config.module.js';
import { CustomersModule } from './customers/customers.module.js';
import { ExportsModule } from './exports/exports.module.js';
import { ChangeNoticesModule } from './database/change-notices.js';
import { typeOrmOptions } from './database/typeorm-options.js';
import { GeoModule } from './geo/geo.module.js';
import { HealthModule } from './health/health.module.js';
import { InquiriesModule } from './inquiries/inquiries.module.js';
import { MailModule } from './mail/mail.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { QuotesModule } from './quotes/quotes.module.js';
import { SettingsModule } from './settings/settings.module.js';
import { StatsModule } from './stats/stats.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, clock?: Clock): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config, clock),
        TypeOrmModule.forRoot(typeOrmOptions(config.databaseUrl)),
        ScheduleModule.forRoot(),
        ChangeNoticesModule,
        RateLimitModule,
        HealthModule,
        BackupsModule,
        MailModule,
        BusinessModule,
        AuthModule,
        GeoModule,
        QuotesModule,
        AvailabilityModule,
        BookingsModule,
        BlackoutsModule,
        CustomersModule,
        StatsModule,
        CalendarModule,
        InquiriesModule,
        PaymentsModule,
        SettingsModule,
        NotificationsModule,
        ExportsModule,
      ],
    };
  }
}
