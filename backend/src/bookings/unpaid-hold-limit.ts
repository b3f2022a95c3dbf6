import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { phoneKey } from '../domain/booking-rules.js';
import { mailboxKey } from '../domain/inquiry-rules.js';
import { TooManyUnpaidHoldsError } from './booking-errors.js';

/** Who is asking for a slot: any one of these may hold at most UNPAID_HOLDS_PER_CLIENT unpaid bookings. */
export interface HoldingClient {
  /** Client address as TRUST_PROXY resolves it; undefined (or null, stored) for bookings the owner enters. */
  clientAddress: string | null | undefined;
  email: string;
  phoneDigits: string;
}

/**
 * What one person is known by: the client address, the mailbox (mailboxKey: a+x@ is a@, Gmail's dots do not count)
 * and the phone (phoneKey: '+1 801…' is '801…'). Spellings of one mailbox or one number are one client.
 */
function keysOf(client: HoldingClient): { address: string | null; mailbox: string; phone: string } {
  return { address: client.clientAddress || null, mailbox: mailboxKey(client.email), phone: phoneKey(client.phoneDigits) };
}

/**
 * Transaction-scoped advisory lock keys of the client's mailbox, phone and address (64 bits of SHA-256 each, as
 * PostgreSQL bigints), in ascending order: every request locks in the same order, so two never wait crosswise.
 */
export function holdLockKeys(client: HoldingClient): string[] {
  const { address, mailbox, phone } = keysOf(client);
  const keys = [`email:${mailbox}`, `phone:${phone}`, ...(address ? [`address:${address}`] : [])];
  const hashed = keys.map((key) => createHash('sha256').update(key).digest().readBigInt64BE(0));
  return [...new Set(hashed)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map(String);
}

/** The most live holds any one of the client's keys already has among `holds`. */
export function mostHeldByOneKey(client: HoldingClient, holds: readonly HoldingClient[]): number {
  const wanted = keysOf(client);
  const held = holds.map(keysOf);
  const count = (same: (hold: ReturnType<typeof keysOf>) => boolean) => held.filter(same).length;
  return Math.max(
    wanted.address ? count((hold) => hold.address === wanted.address) : 0,
    count((hold) => hold.mailbox === wanted.mailbox),
    count((hold) => hold.phone === wanted.phone),
  );
}

const HOLD_LOCK_SQL = 'SELECT pg_advisory_xact_lock(key) FROM unnest($1::bigint[]) AS key';
// Every live hold, compared in code: one mailbox and one number are the domain's rules (mailboxKey, phoneKey), not
// copied into SQL. They are few: each lapses within minutes (CHECKOUT_START_MINUTES, PAYMENT_HOLD_MINUTES) and every
// client holds at most the limit; bookings_hold_expires_idx finds them.
const LIVE_HOLDS_SQL = `SELECT client_address AS "clientAddress", email, phone_digits AS "phoneDigits"
       FROM bookings
      WHERE status = 'pending' AND payment_status = 'unpaid' AND hold_expires_at IS NOT NULL AND hold_expires_at > $1`;

/**
 * Inside the booking's transaction, before the new unpaid booking is written: refuses it when its client
 * address, e-mail or phone already holds `limit` live unpaid bookings. The client's keys are locked first, so
 * concurrent requests of one client are counted one after another and cannot slip past the limit together.
 */
export async function assertMayHoldAnother(manager: EntityManager, client: HoldingClient, limit: number, now: Date): Promise<void> {
  await manager.query(HOLD_LOCK_SQL, [holdLockKeys(client)]);
  const holds: HoldingClient[] = await manager.query(LIVE_HOLDS_SQL, [now]);
  if (mostHeldByOneKey(client, holds) >= limit) throw new TooManyUnpaidHoldsError();
}
