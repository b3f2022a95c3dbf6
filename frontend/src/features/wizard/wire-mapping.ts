import type { CreateBookingResponse } from '@contracts/public-booking.contract.js';
import type { QuoteRequest, QuoteResponse } from '@contracts/quote.contract.js';
import { dollarsToCents } from '@domain/money.js';
import type { ServiceType } from '@domain/service-types.js';
import { minutesToTime } from '@domain/business-time.js';
import type { CompletedBooking, Quote, TripDetails } from '@/features/wizard/wizard-types';

// Store shapes (cents, minutes, null) <-> wire shapes (dollars, 'HH:MM', 'N/A').

export function toQuoteRequest(serviceType: ServiceType, details: TripDetails): QuoteRequest {
  return {
    serviceType,
    pickupLocation: details.pickupLocation,
    destinationLocation: details.destinationLocation,
    serviceDate: details.serviceDate ?? 'N/A',
    serviceTime: details.serviceTimeMinutes === null ? 'N/A' : minutesToTime(details.serviceTimeMinutes),
    serviceDetails: details.serviceDetails,
  };
}

export function toQuote(response: QuoteResponse): Quote {
  return {
    distanceMiles: Number(response.distance) || 0,
    withinServiceArea: response.withinServiceArea !== false,
    serviceAreaMessage: response.serviceAreaMessage || null,
    totalCents: dollarsToCents(response.totalPrice),
    breakdown: (response.breakdown ?? []).map((line) => ({ label: line.label, amountCents: dollarsToCents(line.amount), item: line.item })),
    cancellationTerms: response.cancellationTerms?.length ? response.cancellationTerms : null,
  };
}

export function toCompletedBooking({ booking: b, paymentRequired, codeApplied, subscriptionCode }: CreateBookingResponse): CompletedBooking {
  return {
    id: b.id,
    reference: b.reference,
    status: b.status,
    serviceType: b.serviceType,
    serviceDate: b.serviceDate,
    // As the customer reads it: a delivery's window, not only its start.
    serviceTime: b.serviceTimeText,
    pickupLocation: b.pickupLocation,
    destinationLocation: b.destinationLocation,
    distanceMiles: b.distance,
    totalCents: dollarsToCents(b.totalPrice),
    paymentRequired,
    codeApplied,
    subscriptionCode,
    fullName: b.fullName,
    email: b.email,
    phone: b.phone,
  };
}
