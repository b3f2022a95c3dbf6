import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AvailabilityModule } from '../availability/availability.module.js';
import { CustomersModule } from '../customers/customers.module.js';
import { MailModule } from '../mail/mail.module.js';
import { PaymentsConfigModule } from '../payments-config/payments-config.module.js';
import { QuotesModule } from '../quotes/quotes.module.js';
import { ServiceCodesModule } from '../service-codes/service-codes.module.js';
import { Booking } from './booking.entity.js';
import { AdminBookingsController } from './admin-bookings.controller.js';
import { AdminBookingsService } from './admin-bookings.service.js';
import { BookingHistory } from './booking-history.entity.js';
import { BookingWriter } from './booking-writer.service.js';
import { BookingsJobs } from './bookings.jobs.js';
import { BookingsService } from './bookings.service.js';
import { PublicBookingsController } from './public-bookings.controller.js';

// Payments depend on this module (BookingWriter), never the other way round.
@Module({
  imports: [
    TypeOrmModule.forFeature([Booking, BookingHistory]),
    CustomersModule,
    QuotesModule,
    AvailabilityModule,
    MailModule,
    ServiceCodesModule,
    PaymentsConfigModule,
  ],
  // Admin first: its 'bookings/past-year' must win over the public 'bookings/:id'.
  controllers: [AdminBookingsController, PublicBookingsController],
  providers: [BookingsService, AdminBookingsService, BookingWriter, BookingsJobs],
  exports: [BookingsService, BookingWriter],
})
export class BookingsModule {}
