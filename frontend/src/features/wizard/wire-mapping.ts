import type { CreateBookingResponse, QuoteRequest, QuoteResponse } from '@/features/wizard/api/wizard-api';
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
    breakdown: (response.breakdown ?? []).map((line) => ({ label: line.label, amountCents: dollarsToCents(line.amount) })),
  };
}

export function toCompletedBooking(
  response: CreateBookingResponse,
  fallback: { serviceType: ServiceType; request: QuoteRequest; totalCents: number; distanceMiles: number },
): CompletedBooking {
  const b = response.booking;
  return {
    id: String(b.id),
    reference: String(b.reference ?? b.id),
    serviceType: b.serviceType ?? fallback.serviceType,
    serviceDate: b.serviceDate ?? fallback.request.serviceDate,
    serviceTime: b.serviceTime ?? fallback.request.serviceTime,
    pickupLocation: b.pickupLocation ?? fallback.request.pickupLocation,
    destinationLocation: b.destinationLocation ?? fallback.request.destinationLocation,
    distanceMiles: b.distance === undefined || b.distance === null ? fallback.distanceMiles : Number(b.distance),
    totalCents: b.totalPrice === undefined || b.totalPrice === null ? fallback.totalCents : dollarsToCents(b.totalPrice),
    paymentRequired: response.paymentRequired !== false,
    codeApplied: response.codeApplied === true,
    subscriptionCode: response.subscriptionCode ?? null,
    fullName: b.fullName,
    email: b.email,
    phone: b.phone,
  };
}
