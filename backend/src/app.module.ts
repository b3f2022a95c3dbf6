import { DynamicModule, Inject, MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from './auth/auth.module.js';
import { AvailabilityModule } from './availability/availability.module.js';
import { BlackoutsModule } from './blackouts/blackouts.module.js';
import { BookingsModule } from './bookings/bookings.module.js';
import { BusinessModule } from './business/business.module.js';
import { CalendarModule } from './calendar/calendar.module.js';
import { RateLimitJobs } from './common/rate-limit.jobs.js';
import { RequestLogMiddleware } from './common/request-log.middleware.js';
import type { Clock } from './common/clock.js';
import { printsInfoLines } from './common/log-levels.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { AppConfigModule } from './config/config.module.js';
import { CustomersModule } from './customers/customers.module.js';
import { typeOrmOptions } from './database/typeorm-options.js';
import { GeoModule } from './geo/geo.module.js';
import { HealthModule } from './health/health.module.js';
import { InquiriesModule } from './inquiries/inquiries.module.js';
import { MailModule } from './mail/mail.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { QuotesModule } from './quotes/quotes.module.js';
import { StatsModule } from './stats/stats.module.js';

@Module({})
export class AppModule implements NestModule {
  static forRoot(config: AppConfig, clock?: Clock): DynamicModule {
    return {
      module: AppModule,
      providers: [RateLimitJobs],
      imports: [
        AppConfigModule.forRoot(config, clock),
        TypeOrmModule.forRoot(typeOrmOptions(config.databaseUrl)),
        ScheduleModule.forRoot(),
        HealthModule,
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
      ],
    };
  }

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  configure(consumer: MiddlewareConsumer): void {
    // Where request lines would not be printed, the middleware would build each one only to drop it.
    if (printsInfoLines(this.config.env.LOG_LEVEL)) consumer.apply(RequestLogMiddleware).forRoutes('*path');
  }
}
