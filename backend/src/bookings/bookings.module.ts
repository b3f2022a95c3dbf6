import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AvailabilityModule } from '../availability/availability.module.js';
import { CustomersModule } from '../customers/customers.module.js';
import { GeoModule } from '../geo/geo.module.js';
import { MailModule } from '../mail/mail.module.js';
import { PaymentsConfigModule } from '../payments-config/payments-config.module.js';
import { QuotesModule } from '../quotes/quotes.module.js';
import { ServiceCodesModule } from '../service-codes/service-codes.module.js';
import { Booking } from './booking.entity.js';
import { AdminBookingsController } from './admin-bookings.controller.js';
import { AdminBookingsService } from './admin-bookings.service.js';
import { AdminBookingLists } from './admin-booking-lists.service.js';
import { BookingHistory } from './booking-history.entity.js';
import { BookingMove } from './booking-move.service.js';
import { BookingCancellation } from './booking-cancellation.service.js';
import { BookingPayments } from './booking-payments.service.js';
import { BookingRefunds } from './booking-refunds.service.js';
import { BookingWriter } from './booking-writer.service.js';
import { BookingsJobs } from './bookings.jobs.js';
import { BookingsService } from './bookings.service.js';
import { ManageBookingsService } from './manage-bookings.service.js';
import { ManageLinks } from './manage-links.service.js';
import { ManageController } from './manage.controller.js';
import { PlanCodes } from './plan-codes.js';
import { PublicBookingsController } from './public-bookings.controller.js';
import { TripController } from './trip.controller.js';
import { TripProgress } from './trip-progress.service.js';

// Payments depend on this module (BookingWriter, BookingRefunds), never the other way round: payments hears of the
// refunds a committed transaction requested from the database layer (RefundsService subscribes to commits).
@Module({
  imports: [
    TypeOrmModule.forFeature([Booking, BookingHistory]),
    CustomersModule,
    QuotesModule,
    AvailabilityModule,
    GeoModule,
    MailModule,
    ServiceCodesModule,
    PaymentsConfigModule,
  ],
  // Admin first: its 'bookings/past-year' must win over the public 'bookings/:id'.
  controllers: [AdminBookingsController, PublicBookingsController, ManageController, TripController],
  providers: [
    BookingsService,
    AdminBookingsService,
    AdminBookingLists,
    BookingWriter,
    BookingsJobs,
    ManageLinks,
    BookingRefunds,
    BookingPayments,
    BookingCancellation,
    BookingMove,
    ManageBookingsService,
    PlanCodes,
    TripProgress,
  ],
  // ManageLinks: the reminders (notifications/) carry the customer's manage link like every customer mail.
  exports: [BookingsService, BookingWriter, BookingRefunds, BookingPayments, ManageLinks, PlanCodes],
})
export class BookingsModule {}
