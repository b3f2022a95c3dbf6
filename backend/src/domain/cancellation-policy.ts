// What cancelling a booking costs, as a pure function of the service,
// its start and the clock. The fee is reported (and mailed); a card payment is refunded minus the fee
// (bookings/booking-cancellation.service.ts); what of the fee no payment covers is owed, and the owner sends its
// customer a link to pay it (settleCancellationFee).
//
// Every cut-off is measured in elapsed time before the start instant ('6 hours before' is 6 × 60 real
// minutes, also across a DST change), never on the wall clock; the grace period after booking is elapsed time too.
//
// 'Dispatched' is what the trip's record says (domain/trip-progress' isDispatched): only once the owner tapped
// 'on my way', never guessed from the clock.
// The customer-facing wording is built from the same numbers, so the text cannot promise other terms.
import { formatUsd, percentOfCents } from './money.js';

export const LATE_CANCELLATION_FEE_CENTS = 2000;
// Percent of the price charged once dispatched (delivery, ride) or late (personal driver).
export const HALF_FEE_PERCENT = 50;
// Cancelling at least this long before the start is free.
export const FREE_UNTIL_MINUTES = { deliveryOrRide: 6 * 60, chauffeur: 24 * 60, subscription: 60 };

const MINUTE_MS = 60_000;

export type CancellationRule =
  | 'free' // early enough: no fee
  | 'grace' // a fee would apply, but it is within the grace period after booking: no fee
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
  /** The owner's grace period after booking (Settings → Bookings); none when absent. */
  grace?: GracePeriod | null;
  /** The driver is on the way: the owner tapped 'on my way' (domain/trip-progress' isDispatched). */
  dispatched?: boolean;
}

/** Cancelling is free for `minutes` after `bookedAt` (when the customer booked: paid, or placed without a card payment). */
export interface GracePeriod {
  bookedAt: Date;
  minutes: number;
}

/** A job booked to start sooner than this after booking gets no grace period: the driver may already be on the way. */
export const GRACE_MIN_LEAD_MINUTES = 60;

/** When the grace period ends, or null when the booking has none (none set, no start, or booked within the hour). */
export function graceEndsAt(grace: GracePeriod | null | undefined, startsAt: Date | null): Date | null {
  if (!grace || grace.minutes <= 0 || !startsAt) return null;
  if (startsAt.getTime() - grace.bookedAt.getTime() < GRACE_MIN_LEAD_MINUTES * MINUTE_MS) return null;
  return new Date(grace.bookedAt.getTime() + grace.minutes * MINUTE_MS);
}

/** Whether a cancellation under this rule costs the customer nothing by the policy (and so gives a plan ride or a code's use back). */
export function isFreeRule(rule: CancellationRule): boolean {
  return rule === 'free' || rule === 'grace';
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
//
// Within the grace period after booking any fee the policy sets is waived ('grace').
export function cancellationFee(input: CancellationInput): CancellationFee {
  const fee = policyFee(input);
  if (fee.rule === 'free' || fee.rule === 'not-applicable') return fee;
  const graceEnd = graceEndsAt(input.grace, input.startsAt);
  return graceEnd && input.now.getTime() < graceEnd.getTime() ? { feeCents: 0, rule: 'grace' } : fee;
}

function policyFee({ serviceType: bookedType, planRide = false, startsAt, totalCents, now, dispatched = false }: CancellationInput): CancellationFee {
  const serviceType = policyServiceType(bookedType, planRide);
  if (serviceType === 'longHaul' || serviceType === 'handyman') return { feeCents: 0, rule: 'not-applicable' };
  if (!startsAt) return { feeCents: 0, rule: 'free' };
  const minutesBefore = (startsAt.getTime() - now.getTime()) / MINUTE_MS;
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
      return FEES_AGREED_WITH_QUOTE;
    default:
      return [deliveryOrRide('Deliveries'), chauffeur, subscription].join(' ');
  }
}

/** The whole policy as the Terms page states it: each service's terms, then the grace period after booking (when on). */
export function cancellationPolicyParagraphs(graceMinutes: number): string[] {
  const services = ['delivery', 'ride', 'chauffeur', 'subscription', 'longHaul'].map((serviceType) =>
    serviceType === 'longHaul' ? `Long-haul delivery and handyman jobs. ${FEES_AGREED_WITH_QUOTE}` : cancellationPolicyText(serviceType),
  );
  if (graceMinutes <= 0) return services;
  return [
    ...services,
    `Changed your mind? For ${graceMinutes} minutes after booking, cancelling is free whatever the fee would be, except for a job booked to start within the hour.`,
  ];
}

const FEES_AGREED_WITH_QUOTE = 'Cancellation fees vary; the owner will explain them with your quote.';

// Whole hours, or minutes under an hour: 60 → '1 hour', 360 → '6 hours', 30 → '30 minutes'.
function hoursText(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
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
  /** The owner's grace period after booking; none when absent. */
  grace?: GracePeriod | null;
  /** The driver is on the way (the trip's record). */
  dispatched?: boolean;
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

/**
 * The sentences of what cancelling or moving costs, each a code and its numbers: every screen words them in its
 * reader's language (the browser's lib/cancellation-terms-text.ts), so the server states terms and never English.
 */
export const TERMS_SENTENCES = [
  // Why the customer cannot cancel (or move) online.
  'bookingCancelled',
  'bookingCompleted',
  'feesVary',
  'planPurchaseNotCancellable',
  'alreadyStarted',
  // What cancelling now costs: `until`, the fee and its window.
  'freeNow',
  'freeUntil',
  'freeJustAfterBooking',
  'freeUntilJustAfterBooking',
  'afterThatCosts',
  'driverOnTheWay',
  'costsFee',
  'costsNothing',
  'costsNothingPlanRideKept',
  'costsNothingCodeKept',
  // What happens to the payment and the code.
  'refundedInFull',
  'refundedInPart',
  'notRefunded',
  'planRideBack',
  'codeBack',
  // Moving online.
  'movableUntil',
  'notMovableOnline',
  'movableOnlyBefore',
  // Before booking: what cancelling would cost if booked now.
  'ifBookedFreeUntil',
  'ifBookedFreeAfterBooking',
  'ifBookedCosts',
  'ifBookedCostsNoGrace',
  'plansNonRefundable',
] as const;
export type TermsSay = (typeof TERMS_SENTENCES)[number];

/** A fee as the reader is told it: a flat fee ('a $20.00 fee') or a share of the price ('50% of the price, $21.00'). */
export interface FeeTerms {
  cents: number;
  /** the share of the price in percent; null for a flat fee */
  percent: number | null;
}

/** One sentence of the terms: what it says, and the numbers it says it with. */
export interface TermsSentence {
  say: TermsSay;
  /** the instant named: free until, movable until */
  until?: Date;
  fee?: FeeTerms;
  /** the window a fee applies in: less than `windowMinutes` before the start (or the ride) */
  windowMinutes?: number;
  /** what the window counts back from: the ride of a plan, the start of anything else */
  windowBefore?: 'start' | 'ride';
  /** a length of time: the grace period after booking */
  minutes?: number;
  refundCents?: number;
  paidCents?: number;
}

/** What cancelling costs the customer right now, as their manage page shows it before they confirm. */
export interface CancellationQuote extends CancellationFee {
  /** The customer may cancel online now. */
  allowed: boolean;
  /** Goes back to the card: the payment minus the fee, never below 0. */
  refundCents: number;
  /** Cancelling is free until this instant; null when it no longer is, or never was. */
  freeUntil: Date | null;
  /** The fee and what it means for the payment and the code, as sentences built from the same numbers. */
  terms: TermsSentence[];
}

/**
 * The customer's own cancellation: the policy's fee and what of the payment comes back. Not offered once the
 * booking is cancelled, completed or has started (the owner handles those), nor for a plan purchase: plans are
 * paid upfront and non-refundable.
 */
export function cancellationQuote(input: CancellationQuoteInput): CancellationQuote {
  const refusal = refusalOf(input);
  if (refusal) return { allowed: false, feeCents: 0, refundCents: 0, rule: 'not-applicable', freeUntil: null, terms: [{ say: refusal }] };
  const planRide = input.code === 'plan';
  const feeInput = {
    serviceType: input.serviceType,
    planRide,
    startsAt: input.startsAt,
    totalCents: input.totalCents,
    now: input.now,
    dispatched: input.dispatched,
  };
  const fee = cancellationFee({ ...feeInput, grace: input.grace });
  const { refundCents } = settleCancellationFee(fee.feeCents, { cardCents: input.paidCents, otherCents: 0 });
  const freeMinutes = FREE_MINUTES_BY_POLICY[policyServiceType(input.serviceType, planRide)];
  const freeUntil =
    fee.rule === 'grace'
      ? graceEndsAt(input.grace, input.startsAt)
      : fee.rule === 'free' && input.startsAt && freeMinutes
        ? new Date(input.startsAt.getTime() - freeMinutes * MINUTE_MS)
        : null;
  // Within the grace period the reader is also told what cancelling costs once it is over.
  const afterGrace = fee.rule === 'grace' ? policyFee(feeInput) : null;
  return { allowed: true, ...fee, refundCents, freeUntil, terms: explain(input, fee, refundCents, freeUntil, afterGrace) };
}

export interface TermsAtBookingInput {
  serviceType: string;
  startsAt: Date | null;
  totalCents: number;
  now: Date;
  /** The owner's grace period after booking, in minutes (0: none). */
  graceMinutes: number;
}

/**
 * What cancelling would cost if the customer booked now, as the booking form states it before they pay: the same
 * rules that set the fee when they cancel, the grace period included.
 */
export function cancellationTermsAtBooking({ serviceType, startsAt, totalCents, now, graceMinutes }: TermsAtBookingInput): TermsSentence[] {
  if (serviceType === 'longHaul' || serviceType === 'handyman') return [{ say: 'feesVary' }];
  if (serviceType === 'subscription' || !startsAt) return [{ say: 'plansNonRefundable' }];
  const fee = policyFee({ serviceType, startsAt, totalCents, now });
  const freeMinutes = FREE_MINUTES_BY_POLICY[serviceType] ?? 0;
  if (fee.rule === 'free' || fee.feeCents === 0) {
    return [{ say: 'ifBookedFreeUntil', until: new Date(startsAt.getTime() - freeMinutes * MINUTE_MS) }];
  }
  // Nobody is on the way to a job not booked yet: the fee a new booking can carry is the late one.
  const costs = { fee: feeTerms(fee), windowMinutes: freeMinutes, windowBefore: 'start' as const };
  if (graceEndsAt({ bookedAt: now, minutes: graceMinutes }, startsAt)) return [{ say: 'ifBookedFreeAfterBooking', minutes: graceMinutes, ...costs }];
  return [{ say: graceMinutes > 0 ? 'ifBookedCostsNoGrace' : 'ifBookedCosts', ...costs }];
}

/** A fee as the reader is told it: flat, or a share of the price. */
function feeTerms({ feeCents, rule }: CancellationFee): FeeTerms {
  return { cents: feeCents, percent: rule === 'late-flat' ? null : HALF_FEE_PERCENT };
}

const FREE_MINUTES_BY_POLICY: Record<string, number | undefined> = {
  delivery: FREE_UNTIL_MINUTES.deliveryOrRide,
  ride: FREE_UNTIL_MINUTES.deliveryOrRide,
  chauffeur: FREE_UNTIL_MINUTES.chauffeur,
  subscription: FREE_UNTIL_MINUTES.subscription,
};

function refusalOf({ serviceType, code, status, startsAt, now }: CancellationQuoteInput): TermsSay | null {
  if (status === 'cancelled') return 'bookingCancelled';
  if (status === 'completed') return 'bookingCompleted';
  if (serviceType === 'longHaul' || serviceType === 'handyman') return 'feesVary';
  if (serviceType === 'subscription' && code !== 'plan') return 'planPurchaseNotCancellable';
  if (startsAt && startsAt.getTime() <= now.getTime()) return 'alreadyStarted';
  return null;
}

function explain(
  { serviceType, code, paidCents }: CancellationQuoteInput,
  { feeCents, rule }: CancellationFee,
  refundCents: number,
  freeUntil: Date | null,
  afterGrace: CancellationFee | null,
): TermsSentence[] {
  const policy = policyServiceType(serviceType, code === 'plan');
  const window = { windowMinutes: FREE_MINUTES_BY_POLICY[policy] ?? 0, windowBefore: policy === 'subscription' ? ('ride' as const) : ('start' as const) };
  const refund: TermsSentence[] =
    paidCents === 0
      ? []
      : refundCents === paidCents
        ? [{ say: 'refundedInFull', paidCents }]
        : refundCents > 0
          ? [{ say: 'refundedInPart', refundCents, paidCents }]
          : [{ say: 'notRefunded', paidCents }];
  const codeBack: TermsSentence[] = code === 'plan' ? [{ say: 'planRideBack' }] : code === 'limited' ? [{ say: 'codeBack' }] : [];
  const fee = feeTerms({ feeCents, rule });
  switch (rule) {
    case 'free':
      return [freeUntil ? { say: 'freeUntil', until: freeUntil } : { say: 'freeNow' }, ...refund, ...codeBack];
    case 'grace': {
      const after: TermsSentence[] = afterGrace && afterGrace.feeCents > 0 ? [{ say: 'afterThatCosts', fee: feeTerms(afterGrace) }] : [];
      const now: TermsSentence = freeUntil ? { say: 'freeUntilJustAfterBooking', until: freeUntil } : { say: 'freeJustAfterBooking' };
      return [now, ...refund, ...codeBack, ...after];
    }
    case 'dispatched-half':
      return [{ say: 'driverOnTheWay', fee }, ...refund];
    case 'late-half':
      return [{ say: 'costsFee', fee, ...window }, ...refund];
    case 'late-flat':
      if (feeCents === 0) {
        return [{ say: code === 'plan' ? 'costsNothingPlanRideKept' : code === 'limited' ? 'costsNothingCodeKept' : 'costsNothing', ...window }];
      }
      return [{ say: 'costsFee', fee, ...window }, ...refund];
    case 'not-applicable':
      return [{ say: 'feesVary' }];
  }
}

/** Whether the customer may move the booking online right now, and until when. */
export interface MoveQuote {
  allowed: boolean;
  /** Moving online is possible until this instant (the free-cancellation cut-off); null when it no longer is. */
  until: Date | null;
  /** Why not, or until when, as a sentence of the terms. */
  terms: TermsSentence[];
}

const MOVABLE_SERVICES: readonly string[] = ['delivery', 'ride', 'chauffeur'];

/**
 * The customer's own move: to another free time of the same service and addresses, up to the free-cancellation
 * cut-off (a move later than that would dodge the late fee). Only services on the driver's schedule move online: a
 * plan purchase has no time of its own, long haul and handyman jobs are agreed with the owner.
 */
export function moveQuote(input: Omit<CancellationQuoteInput, 'totalCents' | 'paidCents'>): MoveQuote {
  const refused = (sentence: TermsSentence): MoveQuote => ({ allowed: false, until: null, terms: [sentence] });
  if (input.status === 'cancelled') return refused({ say: 'bookingCancelled' });
  if (input.status === 'completed') return refused({ say: 'bookingCompleted' });
  if (!MOVABLE_SERVICES.includes(input.serviceType) || !input.startsAt) return refused({ say: 'notMovableOnline' });
  const { rule, freeUntil } = cancellationQuote({ ...input, totalCents: 0, paidCents: 0 });
  if (rule !== 'free' || !freeUntil) {
    const windowMinutes = FREE_MINUTES_BY_POLICY[policyServiceType(input.serviceType, input.code === 'plan')] ?? 0;
    return refused({ say: 'movableOnlyBefore', windowMinutes, windowBefore: 'start' });
  }
  return { allowed: true, until: freeUntil, terms: [{ say: 'movableUntil', until: freeUntil }] };
}
