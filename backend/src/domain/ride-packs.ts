// Ride packs as pure rules: a subscription code with a number of rides is a balance, and its ledger
// (ride_pack_entries) says how the balance came to be. service_codes.rides_used stays the fast balance; the ledger's
// sum is kept equal to what the pack has left: bought + returned + adjusted − used − expired.
import { instantToZonedWallTime } from './business-time.js';
import type { DiscountType } from './service-codes.js';

export const RIDE_PACK_ENTRY_KINDS = ['bought', 'used', 'returned', 'expired', 'adjusted'] as const;
// bought: the pack's rides when issued (+); used: one ride a booking took (−1); returned: that ride given back by a
// cancellation in time (+1); expired: the rides left when the pack expired (−); adjusted: the owner changed the pack's
// rides or validity (±).
export type RidePackEntryKind = (typeof RIDE_PACK_ENTRY_KINDS)[number];

export interface RidePackState {
  discountType: DiscountType;
  // null = an unlimited subscription, which is no pack and keeps no ledger.
  totalRides: number | null;
  ridesUsed: number;
  expiresAt: Date | null; // null = never expires
}

// A subscription code that covers a number of rides is a pack; an unlimited subscription is not.
export function isRidePack(code: Pick<RidePackState, 'discountType' | 'totalRides'>): code is { discountType: 'subscription'; totalRides: number } {
  return code.discountType === 'subscription' && code.totalRides !== null;
}

export function isExpired(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() <= now.getTime();
}

// Rides the pack can still cover at `now`: none once it has expired.
export function ridesLeft(pack: RidePackState, now: Date): number {
  if (!isRidePack(pack) || isExpired(pack.expiresAt, now)) return 0;
  return Math.max(pack.totalRides - pack.ridesUsed, 0);
}

export interface LedgerCorrection {
  kind: 'expired' | 'adjusted';
  rides: number; // signed: what the entry adds to the ledger's sum
}

// The entry that brings the ledger's sum back to what the pack has left, or null when they agree: an expired pack
// writes off its rest once ('expired'); an owner's change to the rides or the validity is an 'adjusted' entry.
export function ledgerCorrection(pack: RidePackState, ledgerSum: number, now: Date): LedgerCorrection | null {
  if (!isRidePack(pack)) return null;
  const rides = ridesLeft(pack, now) - ledgerSum;
  if (rides === 0) return null;
  return { kind: isExpired(pack.expiresAt, now) && rides < 0 ? 'expired' : 'adjusted', rides };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// 'Nov 24, 2027': the business-local day of `instant`.
export function packDate(instant: Date, timeZone: string): string {
  const [year, month, day] = instantToZonedWallTime(instant, timeZone).date.split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

// What a customer reads when a pack cannot cover a ride: when it expired, or that every ride is used.
export function packRefusalMessage(pack: RidePackState, refusal: 'EXPIRED' | 'NO_RIDES_LEFT', timeZone: string): string {
  if (refusal === 'EXPIRED' && pack.expiresAt) {
    return `This ride pack expired on ${packDate(pack.expiresAt, timeZone)}. Its unused rides can no longer be booked; please buy a new plan or call us.`;
  }
  return `This ride pack has no rides left: all ${pack.totalRides ?? 0} rides are used. Please buy a new plan or call us.`;
}
