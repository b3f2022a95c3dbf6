import type { CancellationQuote, ManagedBooking, RefundView } from '@contracts/manage.contract.js';
import type { TFunction } from 'i18next';
import { timeText } from '@/lib/time-text';
import { businessZoneLabel } from '@/lib/business-zone';
import { dayjs, DAY_FORMAT } from '@/lib/dayjs';
import { addDaysToLocalDate, instantToZonedWallTime } from '@domain/business-time.js';
import { dollarsToCents, formatUsd } from '@domain/money.js';

// The manage page's sentences, built only from what the server answered: amounts are the server's dollars,
// dates and times are the business's local ones (ManagedBooking.timeZone). Each takes the page's `t`, so it speaks
// the visitor's language; the catalog holds the date formats too, since word order differs ('Jun 3, 2030' / '3 de junio de 2030').

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));

/** A business-local day ('YYYY-MM-DD') as the visitor's language writes it; anything else as it came. */
function dayText(date: string, t: TFunction): string {
  const parsed = dayjs(date, DAY_FORMAT, true);
  return parsed.isValid() ? parsed.format(t('manage.dayFormat')) : date;
}

/**
 * When the service is, in the business's time: 'Jun 3, 2030 at 10:00 AM'. A visitor whose clock reads another time
 * at that instant (`visitorZone`, the browser's IANA zone) is told the zone too ('… 10:00 AM Mountain Time'), as the
 * rest of the site does (lib/business-zone.ts).
 */
export function serviceWhenText(
  booking: Pick<ManagedBooking, 'serviceDate' | 'serviceTimeText' | 'timeZone' | 'startsAt'>,
  visitorZone: string,
  t: TFunction,
): string {
  const { serviceDate, serviceTimeText, timeZone, startsAt } = booking;
  if (!serviceDate) return t('manage.toBeScheduled');
  if (!serviceTimeText) return dayText(serviceDate, t);
  const local = t('manage.dayAtTime', { day: dayText(serviceDate, t), time: timeText(serviceTimeText) });
  const at = startsAt ? new Date(startsAt) : null;
  const zone = at && !Number.isNaN(at.getTime()) ? businessZoneLabel(timeZone, at, visitorZone) : null;
  return zone ? `${local} ${zone}` : local;
}

const STATUS_TEXT = {
  pending: 'manage.statusPending',
  confirmed: 'manage.statusConfirmed',
  completed: 'manage.statusCompleted',
  cancelled: 'manage.statusCancelled',
} as const satisfies Record<ManagedBooking['status'], string>;

export function statusText(status: ManagedBooking['status'], t: TFunction): string {
  return t(STATUS_TEXT[status]);
}

const TRIP_TEXT = {
  'on-the-way': 'manage.tripOnTheWay',
  arrived: 'manage.tripArrived',
  'picked-up': 'manage.tripUnderWay',
  completed: 'manage.tripCompleted',
  'no-show': 'manage.tripNoShow',
  'failed-delivery': 'manage.tripFailedDelivery',
} as const satisfies Record<NonNullable<ManagedBooking['trip']>['stage'], string>;

/**
 * Where the trip stands, as the driver last tapped it: 'Your driver is on the way, arriving about 9:45 AM'; null before
 * the driver sets off. Times in the business's zone (the customer is where the driver is going).
 */
export function tripText(booking: Pick<ManagedBooking, 'trip' | 'timeZone'>, t: TFunction): string | null {
  const { trip, timeZone } = booking;
  if (!trip) return null;
  if (trip.stage === 'on-the-way' && trip.etaAt) {
    return t('manage.tripOnTheWayEta', { time: timeText(instantToZonedWallTime(new Date(trip.etaAt), timeZone).time) });
  }
  return t(TRIP_TEXT[trip.stage]);
}

/** While the driver is coming or the trip is under way, the page asks the server again now and then (no reload). */
export function tripIsLive(booking: Pick<ManagedBooking, 'trip' | 'status' | 'startsAt'>, now: number): boolean {
  if (booking.trip) return ['on-the-way', 'arrived', 'picked-up'].includes(booking.trip.stage);
  // Not started yet: from an hour before the start, so 'on my way' shows without a reload.
  const startsAt = booking.startsAt ? Date.parse(booking.startsAt) : NaN;
  return booking.status === 'confirmed' && Number.isFinite(startsAt) && startsAt - now <= 60 * 60_000 && now - startsAt <= 6 * 60 * 60_000;
}

/** The payment as the server recorded it: by card with its amount, another way, not yet, or not needed. */
export function paymentText(booking: Pick<ManagedBooking, 'paymentStatus' | 'paid'>, t: TFunction): string {
  if (booking.paymentStatus === 'not-required') return t('manage.noPaymentNeeded');
  if (booking.paymentStatus === 'unpaid') return t('manage.notPaid');
  return booking.paid > 0 ? t('manage.paidByCard', { amount: usd(booking.paid) }) : t('manage.paid');
}

/**
 * What confirming does, in one line: 'Cancel booking — fee $20.00, $22.50 back to your card'; 'no fee' when free,
 * the card part only when a card paid.
 */
export function cancelSummary(quote: Pick<CancellationQuote, 'fee' | 'refund'>, paid: number, t: TFunction): string {
  const fee = usd(quote.fee);
  const refund = usd(quote.refund);
  if (paid > 0) return quote.fee > 0 ? t('manage.summaryFeeAndRefund', { fee, refund }) : t('manage.summaryFreeAndRefund', { refund });
  return quote.fee > 0 ? t('manage.summaryFee', { fee }) : t('manage.summaryFree');
}

export interface QuoteLine {
  key: 'fee' | 'refund';
  label: string;
  value: string;
}

/** The fee and the refund as labelled lines of the quote ('Fee if you cancel now', 'Back to your card'). */
export function quoteLines(quote: Pick<CancellationQuote, 'fee' | 'refund'>, paid: number, t: TFunction): QuoteLine[] {
  const lines: QuoteLine[] = [{ key: 'fee', label: t('manage.feeLabel'), value: quote.fee > 0 ? usd(quote.fee) : t('manage.noFeeValue') }];
  if (paid > 0) lines.push({ key: 'refund', label: t('manage.refundLabel'), value: usd(quote.refund) });
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
export function refundNotice(refund: Pick<RefundView, 'amount' | 'status'>, t: TFunction): RefundNotice {
  const amount = usd(refund.amount);
  switch (refund.status) {
    case 'simulated':
      return { tone: 'info', title: t('manage.refundSimulatedTitle', { amount }), detail: t('manage.refundSimulatedDetail'), testMode: true };
    case 'completed':
      return { tone: 'success', title: t('manage.refundCompletedTitle', { amount }), detail: t('manage.refundCompletedDetail'), testMode: false };
    case 'pending':
      return { tone: 'info', title: t('manage.refundPendingTitle', { amount }), detail: t('manage.refundPendingDetail'), testMode: false };
    case 'failed':
      return { tone: 'error', title: t('manage.refundFailedTitle', { amount }), detail: t('manage.refundFailedDetail'), testMode: false };
  }
}

const CANCELLED_BY = {
  customer: 'manage.cancelledByYou',
  owner: 'manage.cancelledByUs',
  system: 'manage.cancelledAutomatically',
} as const satisfies Record<NonNullable<ManagedBooking['cancelled']>['by'], string>;

/** The cancel as it happened: when (business time; its zone named for a visitor on another clock), by whom, and the fee. */
export function cancelledText(cancelled: NonNullable<ManagedBooking['cancelled']>, timeZone: string, visitorZone: string, t: TFunction): string {
  const when = t(CANCELLED_BY[cancelled.by], { when: businessMomentText(cancelled.at, timeZone, visitorZone, t) });
  const fee = cancelled.fee > 0 ? t('manage.cancelledFee', { fee: usd(cancelled.fee) }) : t('manage.cancelledNoFee');
  return `${when} ${fee}`;
}

/** How far ahead the move offers days: the schedule takes bookings about this far out. */
export const MOVE_DAYS_AHEAD = 60;

/** Why a day outside moveWindow cannot be chosen. */
export function moveDaysRefusal(t: TFunction): string {
  return t('manage.moveDaysRefusal', { days: MOVE_DAYS_AHEAD - 1 });
}

/** The business-local days ('YYYY-MM-DD') a booking can be moved to: from today in the business's zone, not the visitor's. */
export function moveWindow(timeZone: string, now: Date = new Date()): { first: string; last: string } {
  const first = instantToZonedWallTime(now, timeZone).date;
  return { first, last: addDaysToLocalDate(first, MOVE_DAYS_AHEAD - 1) };
}

/** A day as the move names it: 'Thu, Jun 4, 2026'. */
export function moveDayLabel(date: string, t: TFunction): string {
  return dayjs(date, DAY_FORMAT).format(t('manage.weekdayDayFormat'));
}

/** A moment in business time ('Jun 1, 2026, 8:00 AM'), its zone named for a visitor on another clock. */
export function businessMomentText(iso: string, timeZone: string, visitorZone: string, t: TFunction): string {
  const at = new Date(iso);
  const wall = instantToZonedWallTime(at, timeZone);
  const clock = t('manage.dayTime', { day: dayText(wall.date, t), time: timeText(wall.time) });
  const zone = businessZoneLabel(timeZone, at, visitorZone);
  return zone ? `${clock} ${zone}` : clock;
}
