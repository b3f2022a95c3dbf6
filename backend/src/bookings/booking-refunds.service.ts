import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager, type QueryRunner } from 'typeorm';

/**
 * Why a payment is refunded: a cancellation (one per booking), the lower price of a moved booking, the owner's own
 * refund (full or partial, with a reason), or a second charge of a booking already paid (one per payment).
 */
export type RefundPurpose = 'cancellation' | 'price-difference' | 'owner' | 'duplicate-payment';

/** What a change asks to give back of the booking's card payment. */
export interface RefundRequest {
  bookingId: string;
  purpose: RefundPurpose;
  paymentId: string;
  method: 'card' | 'test';
  /** What the card was charged by this payment: its refunds together never give back more. */
  chargedCents: number;
  amountCents: number;
  /** Sent to the processor and unique per refund: a lookup after a lost answer finds the refund by it. */
  reason: string;
  at: Date;
  /** The owner's request, as a UUID the dialog made: the same request sent twice (a double tap, a retry) refunds once. */
  requestKey?: string;
}

/** 'simulated': test mode, no card was charged, so nothing moved. */
export type RefundStatus = 'pending' | 'completed' | 'failed' | 'simulated';

/** One refund a cancellation owes, as the refunds table keeps it. */
export interface RefundRecord {
  id: string;
  bookingId: string;
  purpose: RefundPurpose;
  /** The card processor's payment it refunds. */
  paymentId: string;
  method: 'card' | 'test';
  /** The only key this refund is ever sent with: a retry or a lookup after a lost answer cannot refund twice. */
  idempotencyKey: string;
  amountCents: number;
  status: RefundStatus;
  /** Set once the processor answered with its refund. */
  squareRefundId: string | null;
  reason: string;
  failureCode: string | null;
  attempts: number;
  requestedAt: Date;
  /** For mails about the refund. */
  reference: string;
  customerName: string;
}

/** What the card processor said about a refund. */
export interface RefundOutcome {
  status: RefundStatus;
  squareRefundId: string | null;
  failureCode?: string | null;
  /** A refund still pending is looked up again from then on (the webhook usually settles it first). */
  nextAttemptAt?: Date;
}

interface RefundRow {
  id: string;
  booking_id: string;
  purpose: RefundPurpose;
  payment_id: string;
  method: 'card' | 'test';
  idempotency_key: string;
  amount_cents: number;
  status: RefundStatus;
  square_refund_id: string | null;
  reason: string;
  failure_code: string | null;
  attempts: number;
  requested_at: Date;
  reference: string;
  full_name: string;
}

const SELECT_REFUND = `SELECT r.*, b.reference, b.full_name FROM refunds r JOIN bookings b ON b.id = r.booking_id`;

/** Where a transaction keeps the refunds it requested (QueryRunner.data: one per transaction). */
const REQUESTED = 'requestedRefunds';

/**
 * The refunds the committed transaction requested, once: a second call answers none. Payments sends them as the
 * transaction commits (RefundsService hears of commits from the database layer, as the notifier does).
 */
export function takeRequestedRefunds(queryRunner: QueryRunner): string[] {
  const data = queryRunner.data as Record<string, string[] | undefined>;
  const requested = data[REQUESTED];
  data[REQUESTED] = undefined;
  return requested ?? [];
}

/**
 * The refunds table: the one writer of its rows. A change requests its refund in its own transaction (so a cancelled
 * booking can never lose the refund it owes) and the transaction notes it; once that transaction commits, payments
 * sends it (RefundsService, a subscriber to commits: bookings does not import payments, and nothing is plugged in
 * here). What was not settled then (the processor down, an answer lost, the process gone) is picked up by payments' job.
 */
@Injectable()
export class BookingRefunds {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * A refund of a card payment, pending, in the transaction of the change that owes it (the caller holds the booking's
   * row lock). A cancellation's refund is one per booking (its key names the booking for good): null when the booking
   * already has one (a booking revived and cancelled again was refunded the first time); a doubled charge's refund is
   * one per payment; an owner's request is one per request key (see forRequestKey).
   * Any refund is cut to what is left of its payment after the earlier ones, and none is written when nothing is left.
   */
  async request(manager: EntityManager, refund: RefundRequest): Promise<RefundRecord | null> {
    const key = refundKey(refund);
    const amountCents = Math.min(refund.amountCents, refund.chargedCents - (await this.refundedCents(manager, refund.paymentId)));
    if (amountCents <= 0) return null;
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO refunds (booking_id, purpose, payment_id, method, idempotency_key, amount_cents, reason, next_attempt_at, requested_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $8)
       ON CONFLICT DO NOTHING RETURNING id`,
      [refund.bookingId, refund.purpose, refund.paymentId, refund.method, key, amountCents, refund.reason, refund.at],
    );
    if (rows.length === 0) return null;
    const data = manager.queryRunner?.data as Record<string, string[] | undefined> | undefined;
    if (data) (data[REQUESTED] ??= []).push(rows[0].id);
    return this.find(manager, rows[0].id);
  }

  /** The refund an owner's request made, if that request came before (a double tap, a retry after a lost answer). */
  async forRequestKey(manager: EntityManager, requestKey: string): Promise<RefundRecord | null> {
    const [row]: RefundRow[] = await manager.query(`${SELECT_REFUND} WHERE r.idempotency_key = $1`, [refundKey({ purpose: 'owner', requestKey })]);
    return row ? toRecord(row) : null;
  }

  /** What the payment's refunds give back, in cents: pending ones count (they are on their way), failed ones do not. */
  async refundedCents(manager: EntityManager, paymentId: string): Promise<number> {
    const [row]: { cents: number }[] = await manager.query(
      `SELECT COALESCE(SUM(amount_cents), 0)::int AS cents FROM refunds WHERE payment_id = $1 AND status <> 'failed'`,
      [paymentId],
    );
    return row.cents;
  }

  /** The cancellation refund of a booking, if it has one. */
  async forBooking(bookingId: string, manager: EntityManager = this.dataSource.manager): Promise<RefundRecord | null> {
    const [row]: RefundRow[] = await manager.query(`${SELECT_REFUND} WHERE r.booking_id = $1 AND r.purpose = 'cancellation'`, [bookingId]);
    return row ? toRecord(row) : null;
  }

  /**
   * Claims pending refunds that are due (one by id, or up to `limit` of them) for `leaseMs`: another sender skips them
   * until the lease ends, and each claim counts an attempt.
   */
  async claim(
    now: Date,
    leaseMs: number,
    which: { id: string } | { limit: number },
    manager: EntityManager = this.dataSource.manager,
  ): Promise<RefundRecord[]> {
    const byId = 'id' in which;
    const [rows]: [{ id: string }[], number] = await manager.query(
      `WITH due AS (
         SELECT id FROM refunds WHERE status = 'pending' AND next_attempt_at <= $1 ${byId ? 'AND id = $3' : ''}
         ORDER BY next_attempt_at LIMIT ${byId ? 1 : '$3'} FOR UPDATE SKIP LOCKED
       )
       UPDATE refunds r SET next_attempt_at = $2, attempts = r.attempts + 1, updated_at = $1 FROM due WHERE r.id = due.id
       RETURNING r.id`,
      [now, new Date(now.getTime() + leaseMs), byId ? which.id : which.limit],
    );
    const claimed: RefundRecord[] = [];
    for (const { id } of rows) claimed.push((await this.find(manager, id))!);
    return claimed;
  }

  /**
   * Records the processor's answer for a refund still pending; a settled refund does not change again. Returns the
   * refund as it now stands, or null when it was settled already.
   */
  async settle(refundId: string, outcome: RefundOutcome, at: Date, manager: EntityManager = this.dataSource.manager): Promise<RefundRecord | null> {
    const [changed]: [unknown[], number] = await manager.query(
      `UPDATE refunds SET status = $2, square_refund_id = COALESCE($3, square_refund_id), failure_code = $4, updated_at = $5,
              next_attempt_at = COALESCE($6, next_attempt_at)
        WHERE id = $1 AND status = 'pending' RETURNING id`,
      [refundId, outcome.status, outcome.squareRefundId, outcome.failureCode ?? null, at, outcome.nextAttemptAt ?? null],
    );
    return changed.length > 0 ? this.find(manager, refundId) : null;
  }

  /**
   * The refund a processor's refund event is about, locked: by the processor's refund id, else (its answer was lost)
   * the pending refund of the same payment and amount.
   */
  async forProcessorRefund(manager: EntityManager, squareRefundId: string, paymentId: string | null, amountCents: number | null): Promise<RefundRecord | null> {
    const [known]: RefundRow[] = await manager.query(`${SELECT_REFUND} WHERE r.square_refund_id = $1 FOR UPDATE OF r`, [squareRefundId]);
    if (known) return toRecord(known);
    if (!paymentId || amountCents === null) return null;
    const [unanswered]: RefundRow[] = await manager.query(
      `${SELECT_REFUND} WHERE r.payment_id = $1 AND r.amount_cents = $2 AND r.status = 'pending' AND r.square_refund_id IS NULL FOR UPDATE OF r`,
      [paymentId, amountCents],
    );
    return unanswered ? toRecord(unanswered) : null;
  }

  private async find(manager: EntityManager, id: string): Promise<RefundRecord | null> {
    const [row]: RefundRow[] = await manager.query(`${SELECT_REFUND} WHERE r.id = $1`, [id]);
    return row ? toRecord(row) : null;
  }
}

/** Square takes keys up to 45 characters: 'rf-cancel-' + the booking id is 37, 'rf-' + a UUID 39. */
function refundKey(refund: Pick<RefundRequest, 'purpose' | 'requestKey'> & { bookingId?: string }): string {
  if (refund.purpose === 'cancellation') return `rf-cancel-${refund.bookingId}`;
  return `rf-${refund.requestKey ?? randomUUID()}`;
}

function toRecord(row: RefundRow): RefundRecord {
  return {
    id: row.id,
    bookingId: row.booking_id,
    purpose: row.purpose,
    paymentId: row.payment_id,
    method: row.method,
    idempotencyKey: row.idempotency_key,
    amountCents: row.amount_cents,
    status: row.status,
    squareRefundId: row.square_refund_id,
    reason: row.reason,
    failureCode: row.failure_code,
    attempts: row.attempts,
    requestedAt: new Date(row.requested_at),
    reference: row.reference,
    customerName: row.full_name,
  };
}
