import { centsToDollars } from '../../domain/money.js';
import type { BookingMailFacts } from '../../mail/mail-templates.js';
import type { Booking } from '../booking.entity.js';

/** What the customer gets back right after booking. */
export function toBookingSummary(booking: Booking) {
  return {
    id: booking.id,
    reference: booking.reference,
    status: booking.status,
    serviceType: booking.serviceType,
    serviceDate: booking.serviceDate ?? 'N/A',
    serviceTime: booking.serviceTime ?? 'N/A',
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

/** Public lookup by the unguessable id, as the checkout page reads it. */
export function toCheckoutBooking(booking: Booking) {
  return {
    id: booking.id,
    reference: booking.reference,
    serviceType: booking.serviceType,
    bookingDate: booking.serviceDate ?? 'N/A',
    bookingTime: booking.serviceTime ?? 'N/A',
    pickupLocation: booking.pickupLocation,
    destinationLocation: booking.destinationLocation,
    distance: booking.distanceMiles,
    totalPrice: centsToDollars(booking.totalCents),
    email: booking.email,
    phone: booking.phone,
    fullName: booking.fullName,
    paymentStatus: booking.paymentStatus,
  };
}

/**
 * The owner's view, for the admin area. Names are split for sorting by last name.
 * businessName comes from the customer record when the booking was loaded with its customer.
 */
export function toAdminBooking(booking: Booking) {
  const { firstName, lastName } = splitFullName(booking.fullName);
  const details = booking.serviceDetails as Record<string, unknown>;
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
    booking_date: booking.serviceDate ?? 'N/A',
    booking_time: booking.serviceTime ?? 'N/A',
    total_price: centsToDollars(booking.totalCents),
    distance: booking.distanceMiles,
    pickup: booking.pickupLocation,
    destination: booking.destinationLocation,
    notes: booking.notes,
    serviceDetails: details,
    packageDetails:
      booking.serviceType === 'delivery'
        ? {
            size: details.packageSize,
            weight: details.packageWeight,
            perishable: details.perishable,
            needsCooler: details.needsCooler,
            instructions: details.instructions ?? '',
          }
        : null,
    rideDetails:
      booking.serviceType === 'ride' ? { passengers: details.passengers, luggage: details.luggage, specialRequests: details.instructions ?? '' } : null,
    chauffeurDetails: booking.serviceType === 'chauffeur' ? { hours: details.hours, specialRequests: details.itinerary ?? '' } : null,
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
        }
      : null,
    startsAt: booking.startsAt?.toISOString() ?? null,
    endsAt: booking.endsAt?.toISOString() ?? null,
    createdAt: booking.createdAt.toISOString(),
  };
}

export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const parts = fullName.trim().split(/\s+/);
  if (parts.length === 1) return { firstName: parts[0], lastName: '' };
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts[parts.length - 1] };
}

/** Plain facts for the mail templates. */
export function toBookingMailFacts(booking: Booking): BookingMailFacts {
  return {
    reference: booking.reference,
    serviceType: booking.serviceType,
    customerName: booking.fullName,
    customerEmail: booking.email,
    customerPhone: booking.phone,
    serviceDate: booking.serviceDate,
    serviceTime: booking.serviceTime,
    pickupLocation: booking.pickupLocation,
    destinationLocation: booking.destinationLocation,
    totalCents: booking.totalCents,
    paymentRequired: booking.paymentStatus === 'unpaid',
    notes: booking.notes || undefined,
  };
}
