import type { PaymentFormInfo } from '@contracts/public-booking.contract.js';
import { saveBookingDetails } from '@/lib/booking-details-storage';
import { centsToDollars } from '@domain/money.js';
import type { CompletedBooking } from '@/features/wizard/wizard-types';

/** Saves a just-made booking for /checkout and /confirmation (session storage key bookingDetails). */
export function saveCompletedBooking(booking: CompletedBooking, paymentInfo: PaymentFormInfo | null = null): void {
  saveBookingDetails({
    bookingId: booking.id,
    reference: booking.reference,
    serviceType: booking.serviceType,
    serviceDate: booking.serviceDate,
    serviceTime: booking.serviceTime,
    pickupLocation: booking.pickupLocation,
    destinationLocation: booking.destinationLocation,
    distance: booking.distanceMiles,
    totalPrice: centsToDollars(booking.totalCents),
    paymentRequired: booking.paymentRequired,
    codeApplied: booking.codeApplied,
    subscriptionCode: booking.subscriptionCode,
    squarePaymentInfo: paymentInfo,
    fullName: booking.fullName,
    email: booking.email,
    phone: booking.phone,
  });
}
