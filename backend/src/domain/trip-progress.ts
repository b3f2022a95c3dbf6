// The trip itself (issue 31): where a booking stands on its day, as the owner taps it from the phone, and which tap
// may come next. bookings/ records each stage through the booking's one writer, with a history row; the notifier
// tells the customer. Everything here is a pure function of the booking, its recorded stage and the clock.
//
// Every wait is elapsed time between instants (10 minutes after arriving is 10 real minutes, also across a DST
// change), never wall-clock arithmetic.
import { DomainError } from './errors.js';
import type { ServiceType } from './service-types.js';

/** The stages a trip is tapped through, in order, and its three endings. No stage yet: the trip has not started. */
export const TRIP_STAGES = ['on-the-way', 'arrived', 'picked-up', 'completed', 'no-show', 'failed-delivery'] as const;
export type TripStage = (typeof TRIP_STAGES)[number];

/** A stage after which nothing more happens on the trip. */
export const TRIP_ENDINGS: readonly TripStage[] = ['completed', 'no-show', 'failed-delivery'];

/** Why a delivery could not be made; the owner picks one with the 'failed delivery' tap. */
export const FAILED_DELIVERY_REASONS = ['nobody-there', 'refused', 'address-wrong'] as const;
export type FailedDeliveryReason = (typeof FAILED_DELIVERY_REASONS)[number];

/** How long the driver waits after arriving before a no-show may be recorded, unless the owner sets another wait. */
export const DEFAULT_NO_SHOW_WAIT_MINUTES = 10;

/** How long after a tap the owner may take it back (a thumb slips between jobs). */
export const TRIP_UNDO_SECONDS = 60;

/**
 * What kind of trip a service makes: people are picked up and may not come (no-show); goods are loaded and may not
 * be deliverable (failed delivery); a handyman arrives and works, with nothing to pick up. Plan purchases hold no
 * trip: their rides are bookings of their own.
 */
export type TripKind = 'people' | 'goods' | 'visit';

const TRIP_KINDS: Record<ServiceType, TripKind | null> = {
  ride: 'people',
  chauffeur: 'people',
  delivery: 'goods',
  longHaul: 'goods',
  handyman: 'visit',
  subscription: null,
};

export function tripKind(serviceType: ServiceType): TripKind | null {
  return TRIP_KINDS[serviceType];
}

/** The taps that may follow each stage (null: not started), per kind of trip. The first is the big button's. */
const NEXT_STAGES: Record<TripKind, Record<TripStage | 'not-started', readonly TripStage[]>> = {
  people: {
    'not-started': ['on-the-way'],
    'on-the-way': ['arrived'],
    arrived: ['picked-up', 'no-show'],
    'picked-up': ['completed'],
    completed: [],
    'no-show': [],
    'failed-delivery': [],
  },
  goods: {
    'not-started': ['on-the-way'],
    'on-the-way': ['arrived'],
    // At the pickup: loaded, or nothing to load (nobody there, refused, the address wrong).
    arrived: ['picked-up', 'failed-delivery'],
    // At the drop-off: delivered, or nobody there to take it.
    'picked-up': ['completed', 'failed-delivery'],
    completed: [],
    'no-show': [],
    'failed-delivery': [],
  },
  visit: {
    'not-started': ['on-the-way'],
    'on-the-way': ['arrived'],
    arrived: ['completed', 'no-show'],
    'picked-up': [],
    completed: [],
    'no-show': [],
    'failed-delivery': [],
  },
};

/** The stages that may follow `from` on this service's trip; the first is the one the big button offers. */
export function nextTripStages(serviceType: ServiceType, from: TripStage | null): readonly TripStage[] {
  const kind = tripKind(serviceType);
  return kind ? NEXT_STAGES[kind][from ?? 'not-started'] : [];
}

export type TripMoveRefusal =
  | 'NOT_A_TRIP' // a plan purchase: nothing to drive to
  | 'NOT_CONFIRMED' // cancelled, still awaiting payment, or already completed by the owner
  | 'TRIP_ENDED' // completed, no-show or failed delivery: nothing follows
  | 'OUT_OF_ORDER' // not a stage that follows the current one (a second 'completed' tap among them)
  | 'WAIT_NOT_OVER' // a no-show before the stated wait has passed since arriving
  | 'REASON_REQUIRED'; // a failed delivery without one of FAILED_DELIVERY_REASONS

export interface TripMove {
  serviceType: ServiceType;
  /** The booking's status: only a confirmed booking is driven to. */
  bookingStatus: string;
  from: TripStage | null;
  to: TripStage;
  /** When 'arrived' was tapped; the no-show wait counts from it. */
  arrivedAt: Date | null;
  now: Date;
  /** The owner's wait before a no-show (Settings); DEFAULT_NO_SHOW_WAIT_MINUTES when unset. */
  noShowWaitMinutes?: number;
  failureReason?: string | null;
}

/** Why this tap is refused, or null when it may be recorded. */
export function tripMoveRefusal(move: TripMove): TripMoveRefusal | null {
  if (!tripKind(move.serviceType)) return 'NOT_A_TRIP';
  // Ended before not confirmed: a completed trip has completed its booking, and a second 'completed' tap hears why.
  if (move.from && TRIP_ENDINGS.includes(move.from)) return 'TRIP_ENDED';
  if (move.bookingStatus !== 'confirmed') return 'NOT_CONFIRMED';
  if (!nextTripStages(move.serviceType, move.from).includes(move.to)) return 'OUT_OF_ORDER';
  if (move.to === 'no-show') {
    const allowedAt = noShowAllowedAt(move.arrivedAt, move.noShowWaitMinutes);
    if (!allowedAt || move.now.getTime() < allowedAt.getTime()) return 'WAIT_NOT_OVER';
  }
  if (move.to === 'failed-delivery' && !isFailedDeliveryReason(move.failureReason)) return 'REASON_REQUIRED';
  return null;
}

const REFUSAL_MESSAGES: Record<TripMoveRefusal, string> = {
  NOT_A_TRIP: 'A plan purchase has no trip to drive.',
  NOT_CONFIRMED: 'Only a confirmed booking can be driven.',
  TRIP_ENDED: 'This trip has already ended.',
  OUT_OF_ORDER: 'That step does not follow where this trip stands.',
  WAIT_NOT_OVER: 'A no-show can be recorded only once the wait after arriving has passed.',
  REASON_REQUIRED: 'Say why the delivery failed: nobody there, refused, or the address was wrong.',
};

/** A tap the trip's stage does not allow (the owner's screen shows the message). */
export class TripMoveError extends DomainError {
  readonly code = 'TRIP_MOVE_REFUSED';
  readonly kind = 'conflict';

  constructor(readonly reason: TripMoveRefusal) {
    super(REFUSAL_MESSAGES[reason]);
  }
}

/** Throws TripMoveError when the tap is refused. */
export function assertTripMove(move: TripMove): void {
  const refusal = tripMoveRefusal(move);
  if (refusal) throw new TripMoveError(refusal);
}

/** From when a no-show may be recorded: the wait after arriving; null before arriving. */
export function noShowAllowedAt(arrivedAt: Date | null, waitMinutes = DEFAULT_NO_SHOW_WAIT_MINUTES): Date | null {
  return arrivedAt ? new Date(arrivedAt.getTime() + Math.max(0, waitMinutes) * 60_000) : null;
}

/** Whether the tap recorded at `movedAt` may still be taken back. */
export function canUndoTripMove(movedAt: Date, now: Date): boolean {
  const elapsedMs = now.getTime() - movedAt.getTime();
  return elapsedMs >= 0 && elapsedMs <= TRIP_UNDO_SECONDS * 1000;
}

export type TripUndoRefusal =
  | 'NOTHING_TO_UNDO' // no stage tapped yet
  | 'UNDO_TOO_LATE'; // the last tap is older than TRIP_UNDO_SECONDS

const UNDO_REFUSAL_MESSAGES: Record<TripUndoRefusal, string> = {
  NOTHING_TO_UNDO: 'There is no step to take back on this trip.',
  UNDO_TOO_LATE: `A step can be taken back only within ${TRIP_UNDO_SECONDS} seconds of tapping it.`,
};

/** An undo the trip's last tap does not allow. */
export class TripUndoError extends DomainError {
  readonly code = 'TRIP_UNDO_REFUSED';
  readonly kind = 'conflict';

  constructor(readonly reason: TripUndoRefusal) {
    super(UNDO_REFUSAL_MESSAGES[reason]);
  }
}

/**
 * Throws TripUndoError unless the stage tapped at `stageAt` may be taken back at `now`. A booking cancelled since has
 * no trip to take a step back on (an undo would revive it).
 */
export function assertTripUndo(stage: TripStage | null, stageAt: Date | null, now: Date, bookingStatus: string): void {
  if (!stage || !stageAt || bookingStatus === 'cancelled' || bookingStatus === 'pending') throw new TripUndoError('NOTHING_TO_UNDO');
  if (!canUndoTripMove(stageAt, now)) throw new TripUndoError('UNDO_TOO_LATE');
}

/** The booking's status once the trip reaches `stage`: a completed trip completes the booking; the rest leave it confirmed. */
export function bookingStatusAtStage(stage: TripStage | null): 'confirmed' | 'completed' {
  return stage === 'completed' ? 'completed' : 'confirmed';
}

/**
 * Whether the driver counts as dispatched for the cancellation policy: only once 'on my way' was tapped (and not taken
 * back), never guessed from the clock.
 */
export function isDispatched(stage: TripStage | null): boolean {
  return stage !== null;
}

export function isFailedDeliveryReason(value: string | null | undefined): value is FailedDeliveryReason {
  return (FAILED_DELIVERY_REASONS as readonly string[]).includes(value ?? '');
}
