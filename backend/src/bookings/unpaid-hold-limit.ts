import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { TooManyUnpaidHoldsError } from './booking-errors.js';

/** Who is asking for a slot: any one of these may hold at most UNPAID_HOLDS_PER_CLIENT unpaid bookings. */
export interface HoldingClient {
  /** Client address as TRUST_PROXY resolves it; undefined for bookings the owner enters. */
  clientAddress: string | undefined;
  email: string;
  phoneDigits: string;
}

/**
 * Transaction-scoped advisory lock keys of the client's e-mail, phone and address (64 bits of SHA-256 each, as
 * PostgreSQL bigints), in ascending order: every request locks in the same order, so two never wait crosswise.
 */
export function holdLockKeys(client: HoldingClient): string[] {
  const keys = [`email:${client.email.toLowerCase()}`, `phone:${client.phoneDigits}`, ...(client.clientAddress ? [`address:${client.clientAddress}`] : [])];
  const hashed = keys.map((key) => createHash('sha256').update(key).digest().readBigInt64BE(0));
  return [...new Set(hashed)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map(String);
}

const HOLD_LOCK_SQL = 'SELECT pg_advisory_xact_lock(key) FROM unnest($1::bigint[]) AS key';
const LIVE_HOLDS_SQL = `SELECT count(*) FILTER (WHERE client_address = $2)::int AS "byAddress",
            count(*) FILTER (WHERE lower(email) = $3)::int AS "byEmail",
            count(*) FILTER (WHERE phone_digits = $4)::int AS "byPhone"
       FROM bookings
      WHERE status = 'pending' AND payment_status = 'unpaid' AND hold_expires_at > $1`;

/**
 * Inside the booking's transaction, before the new unpaid booking is written: refuses it when its client
 * address, e-mail or phone already holds `limit` live unpaid bookings. The client's keys are locked first, so
 * concurrent requests of one client are counted one after another and cannot slip past the limit together.
 */
export async function assertMayHoldAnother(manager: EntityManager, client: HoldingClient, limit: number, now: Date): Promise<void> {
  await manager.query(HOLD_LOCK_SQL, [holdLockKeys(client)]);
  const [held]: { byAddress: number; byEmail: number; byPhone: number }[] = await manager.query(LIVE_HOLDS_SQL, [
    now,
    client.clientAddress ?? null,
    client.email.toLowerCase(),
    client.phoneDigits,
  ]);
  if (Math.max(held.byAddress, held.byEmail, held.byPhone) >= limit) throw new TooManyUnpaidHoldsError();
}
