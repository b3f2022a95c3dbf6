import type { EntityManager } from 'typeorm';
import type { HistoryAction, HistoryActor } from './booking-history.entity.js';

export interface HistoryEntry {
  bookingId: string;
  at: Date;
  actor: HistoryActor;
  action: HistoryAction;
  changes?: Record<string, unknown>;
}

/** Appends a history entry in the caller's transaction, so the entry commits with the change it describes. */
export async function recordBookingHistory(manager: EntityManager, entry: HistoryEntry): Promise<void> {
  await manager.query(`INSERT INTO booking_history (booking_id, at, actor, action, changes) VALUES ($1, $2, $3, $4, $5)`, [
    entry.bookingId,
    entry.at,
    entry.actor,
    entry.action,
    JSON.stringify(entry.changes ?? {}),
  ]);
}

/** The history actor for the logged-in owner. */
export function ownerActor(username: string): HistoryActor {
  return `owner:${username}`;
}

/** When the booking was placed, as its 'created' entry recorded it on the business clock; null if it has none. */
export async function placedAt(manager: EntityManager, bookingId: string): Promise<Date | null> {
  const [row]: { at: Date }[] = await manager.query(`SELECT at FROM booking_history WHERE booking_id = $1 AND action = 'created' ORDER BY id LIMIT 1`, [
    bookingId,
  ]);
  return row?.at ?? null;
}

/** What a card payment charged, as its 'paid' entry recorded it (the owner may edit the total afterwards); null if none. */
export async function chargedCents(manager: EntityManager, bookingId: string): Promise<number | null> {
  const [row]: { cents: number | null }[] = await manager.query(
    `SELECT (changes->>'amountCents')::int AS cents FROM booking_history WHERE booking_id = $1 AND action = 'paid' ORDER BY id DESC LIMIT 1`,
    [bookingId],
  );
  return row?.cents ?? null;
}
