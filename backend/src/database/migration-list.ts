import { InitialSchema1763800000000 } from './migrations/1763800000000-initial-schema.js';
import { MailOutbox1763900000000 } from './migrations/1763900000000-mail-outbox.js';
import { Payments1763950000000 } from './migrations/1763950000000-payments.js';
import { ServiceCodes1764000000000 } from './migrations/1764000000000-service-codes.js';
import { PaymentHolds1764100000000 } from './migrations/1764100000000-payment-holds.js';
import { OwnerAdmin1764200000000 } from './migrations/1764200000000-owner-admin.js';
import { InquiriesAndSecurity1764300000000 } from './migrations/1764300000000-inquiries-and-security.js';
import { ScheduleChangeNotices1764400000000 } from './migrations/1764400000000-schedule-change-notices.js';
import { HoldLimitsAndResetRevocation1764500000000 } from './migrations/1764500000000-hold-limits-and-reset-revocation.js';
import { DeliveriesHoldTheDriver1764600000000 } from './migrations/1764600000000-deliveries-hold-the-driver.js';
import { OwnerSettings1764700000000 } from './migrations/1764700000000-owner-settings.js';
import { TravelDistances1764800000000 } from './migrations/1764800000000-travel-distances.js';
import { ManageLinksAndRefunds1764900000000 } from './migrations/1764900000000-manage-links-and-refunds.js';
import { CalendarSequence1765000000000 } from './migrations/1765000000000-calendar-sequence.js';
import { Texts1765200000000 } from './migrations/1765200000000-texts.js';
import { Notifications1765300000000 } from './migrations/1765300000000-notifications.js';
import { RefundPurposes1765400000000 } from './migrations/1765400000000-refund-purposes.js';
import { PaymentLedger1765500000000 } from './migrations/1765500000000-payment-ledger.js';
import { RidePackLedger1765600000000 } from './migrations/1765600000000-ride-pack-ledger.js';
import { AdminListIndexes1765700000000 } from './migrations/1765700000000-admin-list-indexes.js';
import { OwedCancellationFees1765800000000 } from './migrations/1765800000000-owed-cancellation-fees.js';
import { MapsIncidents1765900000000 } from './migrations/1765900000000-maps-incidents.js';
import { SettingsChangeNotices1766000000000 } from './migrations/1766000000000-settings-change-notices.js';
import { SignInLinks1766100000000 } from './migrations/1766100000000-sign-in-links.js';
import { InquiryAcknowledgements1766200000000 } from './migrations/1766200000000-inquiry-acknowledgements.js';
import { MapsSpend1766300000000 } from './migrations/1766300000000-maps-spend.js';
import { IdempotencyFingerprints1766400000000 } from './migrations/1766400000000-idempotency-fingerprints.js';
import { BookingPolicy1766600000000 } from './migrations/1766600000000-booking-policy.js';
import { SitePages1766700000000 } from './migrations/1766700000000-site-pages.js';
import { CustomerLanguage1766800000000 } from './migrations/1766800000000-customer-language.js';
import { BookingChangeNotices1766900000000 } from './migrations/1766900000000-booking-change-notices.js';
import { InquiryLanguage1767000000000 } from './migrations/1767000000000-inquiry-language.js';
import { TripStages1767100000000 } from './migrations/1767100000000-trip-stages.js';
import { DriveMinutes1766500000000 } from './migrations/1766500000000-drive-minutes.js';

/** Every migration, oldest first. Listed explicitly so the same list works compiled and under jest. */
export const MIGRATIONS = [
  InitialSchema1763800000000,
  MailOutbox1763900000000,
  Payments1763950000000,
  ServiceCodes1764000000000,
  PaymentHolds1764100000000,
  OwnerAdmin1764200000000,
  InquiriesAndSecurity1764300000000,
  ScheduleChangeNotices1764400000000,
  HoldLimitsAndResetRevocation1764500000000,
  DeliveriesHoldTheDriver1764600000000,
  OwnerSettings1764700000000,
  TravelDistances1764800000000,
  ManageLinksAndRefunds1764900000000,
  CalendarSequence1765000000000,
  Texts1765200000000,
  Notifications1765300000000,
  RefundPurposes1765400000000,
  PaymentLedger1765500000000,
  RidePackLedger1765600000000,
  AdminListIndexes1765700000000,
  OwedCancellationFees1765800000000,
  MapsIncidents1765900000000,
  SettingsChangeNotices1766000000000,
  SignInLinks1766100000000,
  InquiryAcknowledgements1766200000000,
  MapsSpend1766300000000,
  IdempotencyFingerprints1766400000000,
  DriveMinutes1766500000000,
  BookingPolicy1766600000000,
  SitePages1766700000000,
  CustomerLanguage1766800000000,
  BookingChangeNotices1766900000000,
  InquiryLanguage1767000000000,
  TripStages1767100000000,
];
