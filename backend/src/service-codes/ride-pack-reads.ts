import type { EntityManager } from 'typeorm';
import { isExpired, isRidePack, ridesLeft, type RidePackEntryKind, type RidePackState } from '../domain/ride-packs.js';
import type { DiscountType } from '../domain/service-codes.js';
import type { RidePack } from '../contracts/service-code.contract.js';

// Reads of a ride pack and its ledger (ride_pack_entries), for every view that shows a balance. Plain functions on
// the caller's EntityManager, so a mail written inside a booking's transaction sees the balance that transaction
// left. ServiceCodesService is the only writer of both tables.

interface PackRow {
  id: string;
  code: string;
  description: string;
  discount_type: DiscountType;
  total_rides: number | null;
  rides_used: number;
  expires_at: Date | null;
}

function stateOf(row: PackRow): RidePackState & { code: string } {
  return { code: row.code, discountType: row.discount_type, totalRides: row.total_rides, ridesUsed: row.rides_used, expiresAt: row.expires_at };
}

/** The pack with its ledger, oldest entry first; null when the code is not a ride pack (or is gone). */
export async function readRidePack(manager: EntityManager, serviceCodeId: string, now: Date): Promise<RidePack | null> {
  const [row]: PackRow[] = await manager.query(
    `SELECT id, code, description, discount_type, total_rides, rides_used, expires_at FROM service_codes WHERE id = $1`,
    [serviceCodeId],
  );
  if (!row || !isRidePack({ discountType: row.discount_type, totalRides: row.total_rides })) return null;
  const entries: { kind: RidePackEntryKind; rides: number; reference: string | null; at: Date }[] = await manager.query(
    `SELECT e.kind, e.rides, b.reference, e.at
       FROM ride_pack_entries e LEFT JOIN bookings b ON b.id = e.booking_id
      WHERE e.service_code_id = $1
      ORDER BY e.at, e.created_at, e.id`,
    [serviceCodeId],
  );
  const state = stateOf(row);
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    totalRides: row.total_rides ?? 0,
    ridesUsed: row.rides_used,
    ridesLeft: ridesLeft(state, now),
    expiresAt: row.expires_at?.toISOString() ?? null,
    expired: isExpired(row.expires_at, now),
    entries: entries.map((entry) => ({ kind: entry.kind, rides: entry.rides, bookingReference: entry.reference, at: entry.at.toISOString() })),
  };
}

/** The pack a booking took a ride from, or null when it used none (no code, another kind of code). */
export async function readRidePackOfBooking(manager: EntityManager, booking: { serviceCodeId: string | null }, now: Date): Promise<RidePack | null> {
  return booking.serviceCodeId ? readRidePack(manager, booking.serviceCodeId, now) : null;
}

/** The pack a booking took its ride from, whose balance the customer's mails about it state; null for other bookings. */
export async function ridePackStateOfBooking(
  manager: EntityManager,
  booking: { serviceCodeId: string | null },
): Promise<(RidePackState & { code: string }) | null> {
  if (!booking.serviceCodeId) return null;
  const [row]: PackRow[] = await manager.query(
    `SELECT id, code, description, discount_type, total_rides, rides_used, expires_at FROM service_codes WHERE id = $1`,
    [booking.serviceCodeId],
  );
  if (!row || !isRidePack({ discountType: row.discount_type, totalRides: row.total_rides })) return null;
  return stateOf(row);
}
