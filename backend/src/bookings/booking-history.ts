import type { EntityManager, QueryRunner } from 'typeorm';
import type { HistoryAction, HistoryActor } from './booking-history.entity.js';

export interface HistoryEntry {
  bookingId: string;
  at: Date;
  actor: HistoryActor;
  action: HistoryAction;
  changes?: Record<string, unknown>;
}

/** Where a transaction keeps the bookings whose changes it recorded (QueryRunner.data: one per transaction). */
const RECORDED = 'recordedBookingChanges';

/**
 * Appends a history entry in the caller's transaction, so the entry commits with the change it describes. The entry
 * is the change's record: once the transaction commits, the notifier (notifications/booking-notifier.service.ts) tells
 * of it; the transaction notes which booking changed so the notifier needs no search.
 */
export async function recordBookingHistory(manager: EntityManager, entry: HistoryEntry): Promise<void> {
  const data = manager.queryRunner?.data as Record<string, Set<string> | undefined> | undefined;
  if (data) (data[RECORDED] ??= new Set()).add(entry.bookingId);
  await manager.query(`INSERT INTO booking_history (booking_id, at, actor, action, changes) VALUES ($1, $2, $3, $4, $5)`, [
    entry.bookingId,
    entry.at,
    entry.actor,
    entry.action,
    JSON.stringify(entry.changes ?? {}),
  ]);
}

/** The bookings whose changes the committed transaction recorded, once: a second call answers none. */
export function takeRecordedChanges(queryRunner: QueryRunner): string[] {
  const data = queryRunner.data as Record<string, Set<string> | undefined>;
  const recorded = data[RECORDED];
  data[RECORDED] = undefined;
  return recorded ? [...recorded] : [];
}

/** A change record waiting to be told of, as booking_history holds it. */
export interface WaitingChange extends HistoryEntry {
  id: string;
  changes: Record<string, unknown>;
}

/**
 * Claims, in the caller's transaction, up to `limit` change records not yet told of (of `bookingIds`, or of every
 * booking when null): only the oldest waiting record of each booking, locked, skipping those another transaction holds.
 * So each record is claimed by one notifier at a time, and a booking's records in the order they were made. `skipped`:
 * records this notifier could not tell of, left waiting (their booking's later records wait behind them).
 */
export async function claimWaitingChanges(
  manager: EntityManager,
  bookingIds: string[] | null,
  limit: number,
  skipped: readonly string[] = [],
): Promise<WaitingChange[]> {
  const rows: { id: string; booking_id: string; at: Date; actor: HistoryActor; action: HistoryAction; changes: Record<string, unknown> }[] =
    await manager.query(
      `SELECT h.id, h.booking_id, h.at, h.actor, h.action, h.changes FROM booking_history h
      WHERE h.notified_at IS NULL AND ($1::text[] IS NULL OR h.booking_id = ANY($1::text[]))
        AND NOT EXISTS (SELECT 1 FROM booking_history e WHERE e.booking_id = h.booking_id AND e.notified_at IS NULL AND e.id < h.id)
        AND NOT (h.id = ANY($3::bigint[]))
      ORDER BY h.id LIMIT $2 FOR UPDATE OF h SKIP LOCKED`,
      [bookingIds, limit, skipped],
    );
  return rows.map((row) => ({ id: row.id, bookingId: row.booking_id, at: row.at, actor: row.actor, action: row.action, changes: row.changes }));
}

/** The claimed records are told of (their messages queued in the same transaction). */
export async function markChangesTold(manager: EntityManager, ids: readonly string[], at: Date): Promise<void> {
  await manager.query(`UPDATE booking_history SET notified_at = $2 WHERE id = ANY($1::bigint[])`, [ids, at]);
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
