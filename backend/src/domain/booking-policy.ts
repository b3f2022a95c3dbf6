// The owner's rules for bookings as they come in and as they are driven (Settings → Bookings), with their defaults.
import { DEFAULT_NO_SHOW_WAIT_MINUTES } from './trip-progress.js';

export interface BookingPolicy {
  /**
   * A booking paid by card, or covered by a service code or a plan, in a slot the server accepted is confirmed at once;
   * off, the owner confirms each one (and the customer reads "the owner will reach out within the hour to confirm").
   */
  confirmPaidAutomatically: boolean;
  /**
   * For this many minutes after booking, cancelling is free whatever the policy's late fee (0 turns it off); never for a
   * job booked to start within the hour (domain/cancellation-policy's gracePeriodApplies).
   */
  freeCancelGraceMinutes: number;
  /** How long the driver waits after arriving before a no-show may be recorded (domain/trip-progress.ts). */
  noShowWaitMinutes: number;
  /**
   * Each trip tap ('on my way', 'arrived', ...) keeps the phone's position with its history entry. Off by default: a
   * driver's position is private unless the owner chooses to keep it.
   */
  recordTripPosition: boolean;
}

/** The longest grace period an owner may set: longer, and a late booking could be held free until the driver leaves. */
export const MAX_FREE_CANCEL_GRACE_MINUTES = 30;

/**
 * Confirming on by default: the server has already checked the slot, the travel and the price and taken the money, so a
 * call to confirm only delays a customer who expects a paid booking to be booked (as every ride and booking app does),
 * and keeps a one-person business on the phone between jobs. An owner who wants to look at each job first turns it off.
 *
 * Ten minutes of grace by default: long enough to fix a wrong time or address by cancelling and booking again (what
 * ride apps allow), too short to hold a slot someone else could have booked.
 */
export const DEFAULT_BOOKING_POLICY: BookingPolicy = {
  confirmPaidAutomatically: true,
  freeCancelGraceMinutes: 10,
  noShowWaitMinutes: DEFAULT_NO_SHOW_WAIT_MINUTES,
  recordTripPosition: false,
};

/** The longest no-show wait an owner may set: the next job would be late waiting longer. */
export const MAX_NO_SHOW_WAIT_MINUTES = 60;

/** The saved rules over the defaults (a part saved before a rule existed gets its default). */
export function withDefaultBookingPolicy(saved: Partial<BookingPolicy> | undefined): BookingPolicy {
  return {
    confirmPaidAutomatically: saved?.confirmPaidAutomatically ?? DEFAULT_BOOKING_POLICY.confirmPaidAutomatically,
    freeCancelGraceMinutes: saved?.freeCancelGraceMinutes ?? DEFAULT_BOOKING_POLICY.freeCancelGraceMinutes,
    noShowWaitMinutes: saved?.noShowWaitMinutes ?? DEFAULT_BOOKING_POLICY.noShowWaitMinutes,
    recordTripPosition: saved?.recordTripPosition ?? DEFAULT_BOOKING_POLICY.recordTripPosition,
  };
}
