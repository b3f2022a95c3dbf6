import type { ManagedBooking, ManageReceipt, RefundView } from '../../contracts/manage.contract.js';
import type { CancellationQuote, MoveQuote } from '../../domain/cancellation-policy.js';
import { bookedTimeText } from '../../domain/booked-time.js';
import { bookingPolicyText } from '../../domain/cancellation-policy.js';
import { centsToDollars } from '../../domain/money.js';
import { toTermsSentences } from '../../quotes/dto/quote-wording.dto.js';
import type { Booking } from '../booking.entity.js';
import { receiptOf, type PaymentRecord } from '../booking-payments.service.js';
import type { RefundRecord } from '../booking-refunds.service.js';

/** What the manage page shows beside the row: the payment, the code, the fee now, the refund. */
export interface ManagedBookingExtras {
  /** Cents the card was charged; 0 when it was not paid by card. */
  paidCents: number;
  planRide: boolean;
  quote: CancellationQuote;
  move: MoveQuote;
  refund: RefundRecord | null;
  timeZone: string;
}

/** The booking as its customer's manage page shows it (GET /api/manage/{token} and the answer of a cancel). */
export function toManagedBooking(
  booking: Booking,
  { paidCents, planRide, quote, move, refund, timeZone }: ManagedBookingExtras,
): Omit<ManagedBooking, 'receipts' | 'ridePack'> {
  return {
    reference: booking.reference,
    status: booking.status,
    serviceType: booking.serviceType,
    serviceDate: booking.serviceDate,
    serviceTime: booking.serviceTime,
    serviceTimeText: bookedTimeText(booking, timeZone),
    timeZone,
    startsAt: booking.startsAt?.toISOString() ?? null,
    pickupLocation: booking.pickupLocation,
    destinationLocation: booking.destinationLocation,
    totalPrice: centsToDollars(booking.totalCents),
    paymentStatus: booking.paymentStatus,
    paid: centsToDollars(paidCents),
    policy: bookingPolicyText(booking.serviceType, planRide),
    cancellation: {
      allowed: quote.allowed,
      fee: centsToDollars(quote.feeCents),
      refund: centsToDollars(quote.refundCents),
      rule: quote.rule,
      freeUntil: quote.freeUntil?.toISOString() ?? null,
      terms: toTermsSentences(quote.terms),
    },
    move: { allowed: move.allowed, until: move.until?.toISOString() ?? null, terms: toTermsSentences(move.terms) },
    trip:
      booking.tripStage && booking.tripStageAt && booking.status !== 'cancelled'
        ? {
            stage: booking.tripStage,
            at: booking.tripStageAt.toISOString(),
            etaAt: booking.tripStage === 'on-the-way' ? (booking.tripEtaAt?.toISOString() ?? null) : null,
          }
        : null,
    cancelled:
      booking.status === 'cancelled' && booking.cancelledAt
        ? {
            at: booking.cancelledAt.toISOString(),
            by: cancelledBy(booking.cancelledBy),
            fee: centsToDollars(booking.cancellationFeeCents ?? 0),
            refund: refund && toRefundView(refund),
          }
        : null,
  };
}

/** A refund as the customer (and the owner's cancel answer) sees it. */
export function toRefundView(refund: RefundRecord): RefundView {
  return { amount: centsToDollars(refund.amountCents), status: refund.status, requestedAt: refund.requestedAt.toISOString() };
}

/** 'owner:<username>' → 'owner': the customer is not told the owner's login. */
function cancelledBy(actor: string | null): 'customer' | 'owner' | 'system' {
  if (actor === 'customer' || actor === 'system') return actor;
  return 'owner';
}

/** A payment as the customer's receipt shows it. */
export function toManageReceipt(payment: PaymentRecord): ManageReceipt {
  const receipt = receiptOf(payment);
  return {
    id: payment.id,
    amount: centsToDollars(payment.amountCents),
    method: receipt.method,
    paidAt: payment.receivedAt.toISOString(),
    reference: receipt.paymentId,
    note: payment.note,
    refunded: centsToDollars(payment.refundedCents),
  };
}
