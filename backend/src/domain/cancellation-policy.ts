// What cancelling a booking costs, as a pure function of the service,
// its start and the clock. The fee is reported (and mailed); a card payment is refunded minus the fee
// (bookings/booking-cancellation.service.ts); what of the fee no payment covers is owed, and the owner sends its
// customer a link to pay it (settleCancellationFee).
//
// Every cut-off is measured in elapsed time before the start instant ('6 hours before' is 6 × 60 real
// minutes, also across a DST change), never on the wall clock.
//
// 'Dispatched' is not recorded anywhere, so it is derived from the clock: the driver counts as
// dispatched once the start is DISPATCH_LEAD_MINUTES away or already passed.
// The customer-facing wording is built from the same numbers, so the text cannot promise other terms.
import { formatUsd, percentOfCents } from './money.js';

export const DISPATCH_LEAD_MINUTES = 30;
export const LATE_CANCELLATION_FEE_CENTS = 2000;
// Percent of the price charged once dispatched (delivery, ride) or late (personal driver).
const HALF_FEE_PERCENT = 50;
// Cancelling at least this long before the start is free.
const FREE_UNTIL_MINUTES = { deliveryOrRide: 6 * 60, chauffeur: 24 * 60, subscription: 60 };

const MINUTE_MS = 60_000;

export type CancellationRule =
  | 'free' // early enough: no fee
  | 'late-flat' // within the free window: flat $20
  | 'dispatched-half' // driver dispatched (delivery, ride): 50 %
  | 'late-half' // personal driver within 24 h: 50 %
  | 'not-applicable'; // long haul and handyman: fees vary, agreed with the owner

export interface CancellationInput {
  serviceType: string;
  // A ride taken from a plan's code: the plan's own terms apply (free until 1 hour before, then $20).
  planRide?: boolean;
  // Service start; null for plan purchases without a date (nothing scheduled yet).
  startsAt: Date | null;
  // What the booking costs, in cents (after discounts).
  totalCents: number;
  now: Date;
}

export interface CancellationFee {
  feeCents: number;
  rule: CancellationRule;
}

// Per service: free until `freeMinutesBefore` before the start; after that `lateFee`; once the
// driver is dispatched `dispatchedFee` (when it differs).
//
// A fee never exceeds what the booking costs: a ride the plan paid for costs nothing to cancel late, but
// it is then not given back to the plan (only a free cancellation gives a plan ride or a code's use back).
export function cancellationFee({ serviceType: bookedType, planRide = false, startsAt, totalCents, now }: CancellationInput): CancellationFee {
  const serviceType = policyServiceType(bookedType, planRide);
  if (serviceType === 'longHaul' || serviceType === 'handyman') return { feeCents: 0, rule: 'not-applicable' };
  if (!startsAt) return { feeCents: 0, rule: 'free' };
  const minutesBefore = (startsAt.getTime() - now.getTime()) / MINUTE_MS;
  const dispatched = minutesBefore <= DISPATCH_LEAD_MINUTES;
  const half = (): CancellationFee => ({
    feeCents: percentOfCents(totalCents, HALF_FEE_PERCENT),
    rule: serviceType === 'chauffeur' ? 'late-half' : 'dispatched-half',
  });
  const flat = (): CancellationFee => ({ feeCents: Math.min(LATE_CANCELLATION_FEE_CENTS, Math.max(totalCents, 0)), rule: 'late-flat' });
  switch (serviceType) {
    case 'chauffeur':
      return minutesBefore >= FREE_UNTIL_MINUTES.chauffeur ? { feeCents: 0, rule: 'free' } : half();
    case 'subscription':
      // 'Free up to 1 hour before, $20 if dispatched': within the last hour the driver is on the way.
      return minutesBefore >= FREE_UNTIL_MINUTES.subscription ? { feeCents: 0, rule: 'free' } : flat();
    default:
      // delivery and ride
      if (dispatched) return half();
      return minutesBefore >= FREE_UNTIL_MINUTES.deliveryOrRide ? { feeCents: 0, rule: 'free' } : flat();
  }
}

// The policy as customers read it on the booking form and in mails. A value that is no service type
// gets every policy, so the reader is never told less than applies.
export function cancellationPolicyText(serviceType: string): string {
  const fee = formatUsd(LATE_CANCELLATION_FEE_CENTS, { dropZeroCents: true });
  const half = `${HALF_FEE_PERCENT}% of the price`;
  const deliveryOrRide = (what: string) => {
    const free = hoursText(FREE_UNTIL_MINUTES.deliveryOrRide);
    return `${what} can be cancelled free of charge up to ${free} before the scheduled time. Within ${free} a ${fee} fee applies, and ${half} once the driver has been dispatched.`;
  };
  const chauffeur = `Personal driver bookings can be cancelled free of charge up to ${hoursText(FREE_UNTIL_MINUTES.chauffeur)} before the start; after that ${half} applies.`;
  const subscription = `Subscription rides can be cancelled free of charge up to ${hoursText(FREE_UNTIL_MINUTES.subscription)} before the ride; a ${fee} fee applies once the driver has been dispatched. Plans are paid upfront and non-refundable.`;
  switch (serviceType) {
    case 'delivery':
      return deliveryOrRide('Deliveries');
    case 'ride':
      return deliveryOrRide('Rides');
    case 'chauffeur':
      return chauffeur;
    case 'subscription':
      return subscription;
    case 'longHaul':
    case 'handyman':
      return 'Cancellation fees vary; the owner will explain them with your quote.';
    default:
      return [deliveryOrRide('Deliveries'), chauffeur, subscription].join(' ');
  }
}

// Whole hours: 60 → '1 hour', 360 → '6 hours'.
function hoursText(minutes: number): string {
  const hours = minutes / 60;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** Whose terms a booking is cancelled under: a ride taken from a plan is cancelled on the plan's terms. */
export function policyServiceType(serviceType: string, planRide: boolean): string {
  return planRide ? 'subscription' : serviceType;
}

/** The policy a booking's customer reads: a plan ride's is the plan's. */
export function bookingPolicyText(serviceType: string, planRide: boolean): string {
  return cancellationPolicyText(policyServiceType(serviceType, planRide));
}

/** How the booking was paid for with a code: a plan's ride, a code with a limited number of uses, or neither. */
export type CodeUse = 'plan' | 'limited' | null;

export interface CancellationQuoteInput {
  serviceType: string;
  code: CodeUse;
  /** 'pending' | 'confirmed' | 'completed' | 'cancelled' */
  status: string;
  startsAt: Date | null;
  totalCents: number;
  /** What a card payment took, in cents (0 when unpaid or paid another way): the refund comes out of it. */
  paidCents: number;
  now: Date;
  /** IANA zone the explanation states instants in, e.g. 'America/Denver'. */
  timeZone: string;
}

/** The money the business holds for a booking when it is cancelled, in cents. */
export interface HeldMoney {
  /** What is left of the card payment that paid the booking (the charge minus refunds already on their way or made). */
  cardCents: number;
  /** Everything else held: money received by hand (never refunded by itself) and an earlier cancellation's fee payment. */
  otherCents: number;
}

/** How a cancellation's fee is settled from the money held. */
export interface FeeSettlement {
  /** Goes back to the card: the card payment minus the fee, never below 0. */
  refundCents: number;
  /** What of the fee the money held covers: received, so revenue. */
  keptCents: number;
  /** What of the fee nothing covers: an amount due from the customer, not revenue until it is paid. */
  owedCents: number;
}

/**
 * The fee is taken from the card payment first (the rest of it is refunded), then from the money received another way;
 * whatever is not covered (a cash or unpaid booking, or a card payment smaller than the fee) is owed. A fee is revenue
 * only once it was collected.
 */
export function settleCancellationFee(feeCents: number, held: HeldMoney): FeeSettlement {
  const fee = Math.max(feeCents, 0);
  const card = Math.max(held.cardCents, 0);
  const keptCents = Math.min(fee, card + Math.max(held.otherCents, 0));
  return { refundCents: Math.max(card - fee, 0), keptCents, owedCents: fee - keptCents };
}

/** What cancelling costs the customer right now, as their manage page shows it before they confirm. */
export interface CancellationQuote extends CancellationFee {
  /** The customer may cancel online now. */
  allowed: boolean;
  /** Goes back to the card: the payment minus the fee, never below 0. */
  refundCents: number;
  /** Cancelling is free until this instant; null when it no longer is, or never was. */
  freeUntil: Date | null;
  /** The fee in plain words, built from the same numbers. */
  explanation: string;
}

/**
 * The customer's own cancellation: the policy's fee and what of the payment comes back. Not offered once the
 * booking is cancelled, completed or has started (the owner handles those), nor for a plan purchase: plans are
 * paid upfront and non-refundable.
 */
export function cancellationQuote(input: CancellationQuoteInput): CancellationQuote {
  const refusal = refusalOf(input);
  if (refusal) return { allowed: false, feeCents: 0, refundCents: 0, rule: 'not-applicable', freeUntil: null, explanation: refusal };
  const planRide = input.code === 'plan';
  const fee = cancellationFee({ serviceType: input.serviceType, planRide, startsAt: input.startsAt, totalCents: input.totalCents, now: input.now });
  const { refundCents } = settleCancellationFee(fee.feeCents, { cardCents: input.paidCents, otherCents: 0 });
  const freeMinutes = FREE_MINUTES_BY_POLICY[policyServiceType(input.serviceType, planRide)];
  const freeUntil = fee.rule === 'free' && input.startsAt && freeMinutes ? new Date(input.startsAt.getTime() - freeMinutes * MINUTE_MS) : null;
  return { allowed: true, ...fee, refundCents, freeUntil, explanation: explain(input, fee, refundCents, freeUntil) };
}

const FREE_MINUTES_BY_POLICY: Record<string, number | undefined> = {
  delivery: FREE_UNTIL_MINUTES.deliveryOrRide,
  ride: FREE_UNTIL_MINUTES.deliveryOrRide,
  chauffeur: FREE_UNTIL_MINUTES.chauffeur,
  subscription: FREE_UNTIL_MINUTES.subscription,
};

function refusalOf({ serviceType, code, status, startsAt, now }: CancellationQuoteInput): string | null {
  if (status === 'cancelled') return 'This booking is cancelled.';
  if (status === 'completed') return 'This booking is completed.';
  if (serviceType === 'longHaul' || serviceType === 'handyman') return 'Cancellation fees vary for this service; please call us to cancel.';
  if (serviceType === 'subscription' && code !== 'plan') return 'Plans are paid upfront and non-refundable, so a plan purchase cannot be cancelled online.';
  if (startsAt && startsAt.getTime() <= now.getTime()) return 'This booking has already started, so it can no longer be cancelled online. Please call us.';
  return null;
}

function explain(
  { serviceType, code, paidCents, timeZone }: CancellationQuoteInput,
  { feeCents, rule }: CancellationFee,
  refundCents: number,
  freeUntil: Date | null,
): string {
  const policy = policyServiceType(serviceType, code === 'plan');
  const window = `it is less than ${hoursText(FREE_MINUTES_BY_POLICY[policy] ?? 0)} before the ${policy === 'subscription' ? 'ride' : 'start'}`;
  const usd = (cents: number) => formatUsd(cents);
  const refund =
    paidCents === 0
      ? ''
      : refundCents === paidCents
        ? ` Your payment of ${usd(paidCents)} would be refunded in full.`
        : refundCents > 0
          ? ` ${usd(refundCents)} of your ${usd(paidCents)} payment would be refunded.`
          : ` Your payment of ${usd(paidCents)} would not be refunded.`;
  const codeBack = code === 'plan' ? ' The ride goes back to your plan.' : code === 'limited' ? ' Your service code can be used again.' : '';
  const codeKept = code === 'plan' ? 'the ride does not go back to your plan' : code === 'limited' ? 'your service code is not given back' : null;
  switch (rule) {
    case 'free':
      return `Cancelling now is free${freeUntil ? ` until ${instantText(freeUntil, timeZone)}` : ''}.${refund}${codeBack}`;
    case 'dispatched-half':
      return `The driver is on the way: cancelling now costs ${HALF_FEE_PERCENT}% of the price, ${usd(feeCents)}.${refund}`;
    case 'late-half':
      return `Cancelling now costs ${HALF_FEE_PERCENT}% of the price, ${usd(feeCents)}: ${window}.${refund}`;
    case 'late-flat':
      if (feeCents === 0) return `Cancelling now costs nothing${codeKept ? `, but ${codeKept}` : ''}: ${window}.`;
      return `Cancelling now costs a ${usd(feeCents)} fee: ${window}.${refund}`;
    case 'not-applicable':
      return 'Cancellation fees vary for this service; please call us to cancel.';
  }
}

/** An instant as the customer reads it in the business's zone: '4:00 AM on Wed, Jun 3'. */
function instantText(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.hour}:${parts.minute} ${parts.dayPeriod} on ${parts.weekday}, ${parts.month} ${parts.day}`;
}

/** Whether the customer may move the booking online right now, and until when. */
export interface MoveQuote {
  allowed: boolean;
  /** Moving online is possible until this instant (the free-cancellation cut-off); null when it no longer is. */
  until: Date | null;
  /** In plain words, e.g. 'You can move this booking to another free time until 4:00 AM on Wed, Jun 3.' */
  explanation: string;
}

const MOVABLE_SERVICES: readonly string[] = ['delivery', 'ride', 'chauffeur'];

/**
 * The customer's own move: to another free time of the same service and addresses, up to the free-cancellation
 * cut-off (a move later than that would dodge the late fee). Only services on the driver's schedule move online: a
 * plan purchase has no time of its own, long haul and handyman jobs are agreed with the owner.
 */
export function moveQuote(input: Omit<CancellationQuoteInput, 'totalCents' | 'paidCents'>): MoveQuote {
  const refused = (explanation: string): MoveQuote => ({ allowed: false, until: null, explanation });
  if (input.status === 'cancelled') return refused('This booking is cancelled.');
  if (input.status === 'completed') return refused('This booking is completed.');
  if (!MOVABLE_SERVICES.includes(input.serviceType) || !input.startsAt) return refused(`This booking cannot be moved online. ${CALL_TO_CHANGE}`);
  const { rule, freeUntil } = cancellationQuote({ ...input, totalCents: 0, paidCents: 0 });
  if (rule !== 'free' || !freeUntil) {
    const window = hoursText(FREE_MINUTES_BY_POLICY[policyServiceType(input.serviceType, input.code === 'plan')] ?? 0);
    return refused(`Bookings can be moved online up to ${window} before the start. ${CALL_TO_CHANGE}`);
  }
  return { allowed: true, until: freeUntil, explanation: `You can move this booking to another free time until ${instantText(freeUntil, input.timeZone)}.` };
}

const CALL_TO_CHANGE = 'Please call us to change it.';
