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
