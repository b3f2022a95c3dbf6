import type { CancellationQuote, ManagedBooking, RefundView } from '@contracts/manage.contract.js';
import { businessZoneLabel } from '@/lib/business-zone';
import { dayjs, DAY_FORMAT, formatDay } from '@/lib/dayjs';
import { addDaysToLocalDate, formatTimeText, instantToZonedWallTime } from '@domain/business-time.js';
import { dollarsToCents, formatUsd } from '@domain/money.js';

// The manage page's sentences, built only from what the server answered: amounts are the server's dollars,
// dates and times are the business's local ones (ManagedBooking.timeZone).

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));

/**
 * When the service is, in the business's time: 'Jun 3, 2030 at 10:00 AM'. A visitor whose clock reads another time
 * at that instant (`visitorZone`, the browser's IANA zone) is told the zone too ('… 10:00 AM Mountain Time'), as the
 * rest of the site does (lib/business-zone.ts).
 */
export function serviceWhenText(booking: Pick<ManagedBooking, 'serviceDate' | 'serviceTimeText' | 'timeZone' | 'startsAt'>, visitorZone: string): string {
  const { serviceDate, serviceTimeText, timeZone, startsAt } = booking;
  if (!serviceDate) return 'To be scheduled';
  if (!serviceTimeText) return formatDay(serviceDate);
  const local = `${formatDay(serviceDate)} at ${formatTimeText(serviceTimeText)}`;
  const at = startsAt ? new Date(startsAt) : null;
  const zone = at && !Number.isNaN(at.getTime()) ? businessZoneLabel(timeZone, at, visitorZone) : null;
  return zone ? `${local} ${zone}` : local;
}

const STATUS_TEXT: Record<ManagedBooking['status'], string> = {
  pending: 'Waiting for confirmation',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export function statusText(status: ManagedBooking['status']): string {
  return STATUS_TEXT[status];
}

/** The payment as the server recorded it: by card with its amount, another way, not yet, or not needed. */
export function paymentText(booking: Pick<ManagedBooking, 'paymentStatus' | 'paid'>): string {
  if (booking.paymentStatus === 'not-required') return 'No payment needed';
  if (booking.paymentStatus === 'unpaid') return 'Not paid yet';
  return booking.paid > 0 ? `Paid ${usd(booking.paid)} by card` : 'Paid';
}

/** 'fee $20.00, $22.50 back to your card'; 'no fee' when free; the card part only when a card paid. */
function feeAndRefund(quote: Pick<CancellationQuote, 'fee' | 'refund'>, paid: number): string {
  const fee = quote.fee > 0 ? `fee ${usd(quote.fee)}` : 'no fee';
  return paid > 0 ? `${fee}, ${usd(quote.refund)} back to your card` : fee;
}

/** What confirming does, in one line: 'Cancel booking — fee $20.00, $22.50 back to your card'. */
export function cancelSummary(quote: Pick<CancellationQuote, 'fee' | 'refund'>, paid: number): string {
  return `Cancel booking — ${feeAndRefund(quote, paid)}`;
}

export interface QuoteLine {
  key: 'fee' | 'refund';
  label: string;
  value: string;
}

/** The fee and the refund as labelled lines of the quote ('Fee if you cancel now', 'Back to your card'). */
export function quoteLines(quote: Pick<CancellationQuote, 'fee' | 'refund'>, paid: number): QuoteLine[] {
  const lines: QuoteLine[] = [{ key: 'fee', label: 'Fee if you cancel now', value: quote.fee > 0 ? usd(quote.fee) : 'None' }];
  if (paid > 0) lines.push({ key: 'refund', label: 'Back to your card', value: usd(quote.refund) });
  return lines;
}

export interface RefundNotice {
  /** the Alert's type */
  tone: 'success' | 'info' | 'error';
  title: string;
  detail: string;
  /** a refund that moved no money (test mode): shown with a visible label */
  testMode: boolean;
}

/** The refund after a cancel, by its status; 'simulated' says plainly that no card was charged. */
export function refundNotice(refund: Pick<RefundView, 'amount' | 'status'>): RefundNotice {
  const amount = usd(refund.amount);
  switch (refund.status) {
    case 'simulated':
      return {
        tone: 'info',
        title: `Simulated refund of ${amount}`,
        detail: 'Test mode: no card was charged, so nothing goes back to a card.',
        testMode: true,
      };
    case 'completed':
      return { tone: 'success', title: `Refunded ${amount}`, detail: 'The refund went back to the card you paid with.', testMode: false };
    case 'pending':
      return {
        tone: 'info',
        title: `Refund of ${amount} on its way`,
        detail: 'It shows on your card once your card issuer has processed it.',
        testMode: false,
      };
    case 'failed':
      return { tone: 'error', title: `The refund of ${amount} did not go through`, detail: 'Please contact us and we will sort it out.', testMode: false };
  }
}

/** The cancel as it happened: when (business time; its zone named for a visitor on another clock), by whom, and the fee. */
export function cancelledText(cancelled: NonNullable<ManagedBooking['cancelled']>, timeZone: string, visitorZone: string): string {
  const by = cancelled.by === 'customer' ? 'by you' : cancelled.by === 'owner' ? 'by us' : 'automatically';
  const fee = cancelled.fee > 0 ? `A cancellation fee of ${usd(cancelled.fee)} applies.` : 'No cancellation fee applies.';
  return `Cancelled ${by} on ${businessMomentText(cancelled.at, timeZone, visitorZone)}. ${fee}`;
}

/** How far ahead the move offers days: the schedule takes bookings about this far out. */
export const MOVE_DAYS_AHEAD = 60;

/** Why a day outside moveWindow cannot be chosen. */
export const MOVE_DAYS_REFUSAL = `A booking can be moved to a day from today up to ${MOVE_DAYS_AHEAD - 1} days ahead.`;

/** The business-local days ('YYYY-MM-DD') a booking can be moved to: from today in the business's zone, not the visitor's. */
export function moveWindow(timeZone: string, now: Date = new Date()): { first: string; last: string } {
  const first = instantToZonedWallTime(now, timeZone).date;
  return { first, last: addDaysToLocalDate(first, MOVE_DAYS_AHEAD - 1) };
}

/** A day as the move names it: 'Thu, Jun 4, 2026'. */
export function moveDayLabel(date: string): string {
  return `${dayjs(date, DAY_FORMAT).format('ddd')}, ${formatDay(date)}`;
}

/** A moment in business time ('Jun 1, 2026, 8:00 AM'), its zone named for a visitor on another clock. */
export function businessMomentText(iso: string, timeZone: string, visitorZone: string): string {
  const at = new Date(iso);
  const clock = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(at);
  const zone = businessZoneLabel(timeZone, at, visitorZone);
  return `${clock}${zone ? ` ${zone}` : ''}`;
}
