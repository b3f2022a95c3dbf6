import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { paymentMethodLabel, type LedgerMethod, type PaidWith, type PaymentPurpose } from '../domain/payment-methods.js';
import type { HistoryActor } from './booking-history.entity.js';

/** The payment a receipt reports (receiptOf). */
export interface ReceiptFacts {
  /** The ledger's id of the payment: one receipt per payment. */
  ledgerId: string;
  amountCents: number;
  /** The card processor's payment id, or the ledger id for money received by hand. */
  paymentId: string;
  paidAt: Date;
  /** 'Visa ending 1111', 'Cash': the owner's and the manage page's words. */
  method: string;
  /** How it was paid, for a mail to word in its reader's language. */
  paidWith: PaidWith;
  note?: string;
}

/** A payment to record: a card charge with its processor's id, or money the owner received by hand. */
export interface NewPayment {
  bookingId: string;
  /** 'booking' when left out. */
  purpose?: PaymentPurpose;
  method: LedgerMethod;
  amountCents: number;
  receivedAt: Date;
  /** The processor's payment id (card and test only): the same charge is never recorded twice. */
  processorPaymentId?: string | null;
  cardBrand?: string | null;
  last4?: string | null;
  receiptUrl?: string | null;
  note?: string;
  recordedBy: HistoryActor | 'square-webhook';
}

/** One refund of a payment, as its owner sees it. */
export interface PaymentRefund {
  id: string;
  purpose: 'cancellation' | 'price-difference' | 'owner' | 'duplicate-payment';
  amountCents: number;
  status: 'pending' | 'completed' | 'failed' | 'simulated';
  reason: string;
  requestedAt: Date;
}

/** One payment of the ledger, with what of it was refunded. */
export interface PaymentRecord {
  id: string;
  bookingId: string;
  purpose: PaymentPurpose;
  method: LedgerMethod;
  amountCents: number;
  receivedAt: Date;
  processorPaymentId: string | null;
  cardBrand: string | null;
  last4: string | null;
  receiptUrl: string | null;
  note: string;
  recordedBy: string;
  refunds: PaymentRefund[];
  /** Refunds on their way or made (failed ones give nothing back). */
  refundedCents: number;
}

interface PaymentRow {
  id: string;
  booking_id: string;
  purpose: PaymentPurpose;
  method: LedgerMethod;
  amount_cents: number;
  received_at: Date;
  processor_payment_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  receipt_url: string | null;
  note: string;
  recorded_by: string;
  refunds: { id: string; purpose: PaymentRefund['purpose']; amount_cents: number; status: PaymentRefund['status']; reason: string; requested_at: string }[];
}

// A payment with its refunds (matched by the processor's payment id: refunds only exist for card payments).
const SELECT_PAYMENTS = `
  SELECT p.*, COALESCE(
           (SELECT json_agg(json_build_object('id', r.id, 'purpose', r.purpose, 'amount_cents', r.amount_cents, 'status', r.status,
                                              'reason', r.reason, 'requested_at', r.requested_at) ORDER BY r.requested_at, r.id)
              FROM refunds r WHERE r.payment_id = p.processor_payment_id), '[]') AS refunds
    FROM payments p`;

/**
 * The payments table, money received: the one writer of its rows. A card payment is recorded in the transaction that
 * marks its booking paid (BookingWriter), a second charge of the same booking in the transaction that refunds it, and
 * money taken by hand when the owner records it. Rows are only ever inserted.
 */
@Injectable()
export class BookingPayments {
  constructor(private readonly dataSource: DataSource) {}

  /** Records a payment; a card charge already recorded (same processor payment id) returns null and changes nothing. */
  async record(manager: EntityManager, payment: NewPayment): Promise<PaymentRecord | null> {
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO payments (booking_id, method, amount_cents, received_at, processor_payment_id, card_brand, card_last4, receipt_url, note, recorded_by, purpose)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (processor_payment_id) DO NOTHING RETURNING id`,
      [
        payment.bookingId,
        payment.method,
        payment.amountCents,
        payment.receivedAt,
        payment.processorPaymentId ?? null,
        payment.cardBrand ?? null,
        payment.last4 ?? null,
        payment.receiptUrl ?? null,
        payment.note ?? '',
        payment.recordedBy,
        payment.purpose ?? 'booking',
      ],
    );
    return rows.length > 0 ? this.find(manager, rows[0].id) : null;
  }

  /** The booking's payments, oldest first. */
  async forBooking(bookingId: string, manager: EntityManager = this.dataSource.manager): Promise<PaymentRecord[]> {
    const rows: PaymentRow[] = await manager.query(`${SELECT_PAYMENTS} WHERE p.booking_id = $1 ORDER BY p.received_at, p.created_at, p.id`, [bookingId]);
    return rows.map(toRecord);
  }

  async find(manager: EntityManager, id: string): Promise<PaymentRecord | null> {
    const [row]: PaymentRow[] = await manager.query(`${SELECT_PAYMENTS} WHERE p.id = $1`, [id]);
    return row ? toRecord(row) : null;
  }

  /** Payments received in [from, to), newest first, up to `limit`. */
  async receivedBetween(from: Date, to: Date, limit: number): Promise<(PaymentRecord & { reference: string; customerName: string; serviceType: string })[]> {
    const rows: (PaymentRow & { reference: string; full_name: string; service_type: string })[] = await this.dataSource.query(
      `SELECT x.*, b.reference, b.full_name, b.service_type
         FROM (${SELECT_PAYMENTS} WHERE p.received_at >= $1 AND p.received_at < $2 ORDER BY p.received_at DESC, p.id LIMIT $3) x
         JOIN bookings b ON b.id = x.booking_id
        ORDER BY x.received_at DESC, x.id`,
      [from, to, limit],
    );
    return rows.map((row) => ({ ...toRecord(row), reference: row.reference, customerName: row.full_name, serviceType: row.service_type }));
  }

  /** What came in during [from, to), and what of those payments was refunded (on its way or made). */
  async totalsBetween(from: Date, to: Date): Promise<{ receivedCents: number; refundedCents: number }> {
    const [row]: { received: string; refunded: string }[] = await this.dataSource.query(
      `SELECT COALESCE(SUM(p.amount_cents), 0)::bigint AS received,
              COALESCE(SUM((SELECT SUM(r.amount_cents) FROM refunds r WHERE r.payment_id = p.processor_payment_id AND r.status <> 'failed')), 0)::bigint AS refunded
         FROM payments p WHERE p.received_at >= $1 AND p.received_at < $2`,
      [from, to],
    );
    return { receivedCents: Number(row.received), refundedCents: Number(row.refunded) };
  }
}

function toRecord(row: PaymentRow): PaymentRecord {
  const refunds = row.refunds.map((refund) => ({
    id: refund.id,
    purpose: refund.purpose,
    amountCents: refund.amount_cents,
    status: refund.status,
    reason: refund.reason,
    requestedAt: new Date(refund.requested_at),
  }));
  return {
    id: row.id,
    bookingId: row.booking_id,
    purpose: row.purpose,
    method: row.method,
    amountCents: row.amount_cents,
    receivedAt: new Date(row.received_at),
    processorPaymentId: row.processor_payment_id,
    cardBrand: row.card_brand,
    last4: row.card_last4,
    receiptUrl: row.receipt_url,
    note: row.note,
    recordedBy: row.recorded_by,
    refunds,
    refundedCents: refunds.filter((refund) => refund.status !== 'failed').reduce((sum, refund) => sum + refund.amountCents, 0),
  };
}

/** What the payment's receipt says. */
export function receiptOf(payment: PaymentRecord): ReceiptFacts {
  return {
    ledgerId: payment.id,
    amountCents: payment.amountCents,
    paymentId: payment.processorPaymentId ?? payment.id,
    paidAt: payment.receivedAt,
    method: paymentMethodLabel(payment.method, { brand: payment.cardBrand, last4: payment.last4 }),
    paidWith: { method: payment.method, brand: payment.cardBrand, last4: payment.last4 },
    ...(payment.note && { note: payment.note }),
  };
}
