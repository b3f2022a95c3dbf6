import type { MoneyState } from '../../domain/money-line.js';
import type { AdminBooking } from '../../contracts/admin-booking.contract.js';
import { centsToDollars } from '../../domain/money.js';
import { bookedTimeText } from '../../domain/booked-time.js';
import { amountDue } from '../../domain/payment-methods.js';
import type { ServiceDetailsByType } from '../../domain/service-types.js';
import type { BookingMailFacts } from '../../mail/mail-templates.js';
import type { Booking } from '../booking.entity.js';
import { hasCalendarEvent } from '../booking-calendar.js';
import type { BookingSummary, CardPayment, PublicBooking } from '../../contracts/public-booking.contract.js';

/** What the customer gets back right after booking. */
export function toBookingSummary(booking: Booking, zone: string): BookingSummary {
  return {
    id: booking.id,
    reference: booking.reference,
    status: booking.status,
    serviceType: booking.serviceType,
    serviceDate: booking.serviceDate ?? 'N/A',
    serviceTime: booking.serviceTime ?? 'N/A',
    serviceTimeText: bookedTimeText(booking, zone) ?? 'N/A',
    pickupLocation: booking.pickupLocation,
    destinationLocation: booking.destinationLocation,
    distance: booking.distanceMiles,
    totalPrice: centsToDollars(booking.totalCents),
    priceBreakdown: booking.priceBreakdown.map((line) => ({ label: line.label, amount: centsToDollars(line.amountCents) })),
    fullName: booking.fullName,
    email: booking.email,
    phone: booking.phone,
    paymentStatus: booking.paymentStatus,
  };
}

/** What the public view adds from outside the row: the charge as recorded when paid, the plan's current name. */
export interface PublicBookingExtras {
  /** cents the card payment charged (its history entry); null when no card payment paid the booking */
  chargedCents: number | null;
  planName: string | null;
  /** A new link to the booking's manage page; null while it awaits its card payment. */
  manageUrl: string | null;
  /** the business time zone its times are in */
  zone: string;
}

/** A card payment ('test' in test mode) paid it; a phone booking's cash or invoice is not one. */
export function paidByCard(booking: Pick<Booking, 'paymentStatus' | 'paymentMethod'>): boolean {
  return booking.paymentStatus === 'paid' && (booking.paymentMethod === 'card' || booking.paymentMethod === 'test');
}

function toCardPayment(booking: Booking, chargedCents: number | null): CardPayment | null {
  if (!paidByCard(booking) || !booking.paymentProcessedAt) return null;
  return {
    amount: centsToDollars(chargedCents ?? booking.totalCents),
    paidAt: booking.paymentProcessedAt.toISOString(),
    receiptEmail: booking.email,
  };
}

/** Public lookup by the unguessable id, as the checkout and confirmation pages read it. */
export function toCheckoutBooking(booking: Booking, { chargedCents, planName, manageUrl, zone }: PublicBookingExtras): PublicBooking {
  return {
    id: booking.id,
    reference: booking.reference,
    serviceType: booking.serviceType,
    bookingDate: booking.serviceDate ?? 'N/A',
    bookingTime: booking.serviceTime ?? 'N/A',
    bookingTimeText: bookedTimeText(booking, zone) ?? 'N/A',
    pickupLocation: booking.pickupLocation,
    destinationLocation: booking.destinationLocation,
    distance: booking.distanceMiles,
    totalPrice: centsToDollars(booking.totalCents),
    email: booking.email,
    phone: booking.phone,
    fullName: booking.fullName,
    paymentStatus: booking.paymentStatus,
    status: booking.status,
    cardPayment: toCardPayment(booking, chargedCents),
    ...(amountDue(booking).purpose === 'cancellation-fee' && { cancellationFeeDue: centsToDollars(booking.cancellationFeeOwedCents) }),
    planName: booking.serviceType === 'subscription' ? planName : null,
    hasCalendarEvent: hasCalendarEvent(booking),
    manageUrl,
  };
}

/**
 * The owner's view, for the admin area. Names are split for sorting by last name.
 * businessName comes from the customer record when the booking was loaded with its customer.
 */
export function toAdminBooking(booking: Booking, zone: string): AdminBooking {
  const { firstName, lastName } = splitFullName(booking.fullName);
  return {
    id: booking.id,
    reference: booking.reference,
    status: booking.status,
    serviceType: booking.serviceType,
    firstName,
    lastName,
    fullName: booking.fullName,
    customerName: booking.fullName,
    businessName: booking.customer?.businessName ?? null,
    email: booking.email,
    phone: booking.phone,
    language: booking.language,
    booking_date: booking.serviceDate ?? 'N/A',
    booking_time: booking.serviceTime ?? 'N/A',
    booking_time_text: bookedTimeText(booking, zone) ?? 'N/A',
    total_price: centsToDollars(booking.totalCents),
    distance: booking.distanceMiles,
    distanceEstimated: booking.distanceEstimated,
    pickup: booking.pickupLocation,
    destination: booking.destinationLocation,
    notes: booking.notes,
    serviceDetails: booking.serviceDetails,
    packageDetails: detailsOf(booking, 'delivery', (details) => ({
      size: details.packageSize,
      weight: details.packageWeight,
      perishable: details.perishable,
      needsCooler: details.needsCooler,
      instructions: details.instructions ?? '',
    })),
    rideDetails: detailsOf(booking, 'ride', (details) => ({
      passengers: details.passengers,
      luggage: details.luggage,
      specialRequests: details.instructions ?? '',
    })),
    chauffeurDetails: detailsOf(booking, 'chauffeur', (details) => ({ hours: details.hours, specialRequests: details.itinerary ?? '' })),
    paymentInfo: {
      method: booking.paymentMethod,
      transactionId: booking.paymentTransactionId,
      status: booking.paymentStatus,
      dateProcessed: booking.paymentProcessedAt?.toISOString() ?? null,
      cardBrand: booking.paymentCardBrand,
      last4: booking.paymentCardLast4,
      receiptUrl: booking.paymentReceiptUrl,
    },
    cancellation: booking.cancelledAt
      ? {
          at: booking.cancelledAt.toISOString(),
          by: booking.cancelledBy,
          reason: booking.cancelledReason,
          fee: centsToDollars(booking.cancellationFeeCents ?? 0),
          feeOwed: centsToDollars(booking.cancellationFeeOwedCents),
        }
      : null,
    startsAt: booking.startsAt?.toISOString() ?? null,
    endsAt: booking.endsAt?.toISOString() ?? null,
    createdAt: booking.createdAt.toISOString(),
  };
}

/** The stored details are the domain's normalised ones for the booking's service type (domain/booking-rules). */
function detailsOf<K extends keyof ServiceDetailsByType, T>(booking: Booking, serviceType: K, pick: (details: ServiceDetailsByType[K]) => T): T | null {
  return booking.serviceType === serviceType ? pick(booking.serviceDetails as unknown as ServiceDetailsByType[K]) : null;
}

export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const parts = fullName.trim().split(/\s+/);
  if (parts.length === 1) return { firstName: parts[0], lastName: '' };
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts[parts.length - 1] };
}

/** Plain facts for the mail templates. */
export function toBookingMailFacts(booking: Booking, money: MoneyState, zone: string): BookingMailFacts {
  return {
    reference: booking.reference,
    serviceType: booking.serviceType,
    customerName: booking.fullName,
    customerEmail: booking.email,
    customerPhone: booking.phone,
    serviceDate: booking.serviceDate,
    serviceTime: bookedTimeText(booking, zone),
    pickupLocation: booking.pickupLocation,
    destinationLocation: booking.destinationLocation,
    totalCents: booking.totalCents,
    money,
    confirmed: booking.status === 'confirmed',
    notes: booking.notes || undefined,
    language: booking.language,
  };
}
