import { Inject, Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { ExportName } from '../domain/admin-lists.js';
import { displayReference } from '../domain/booking-reference.js';
import { CSV_BOM, csvRow, type CsvValue } from '../domain/csv.js';
import { instantsOfLocalDays } from '../domain/local-date-range.js';
import { centsToDollars } from '../domain/money.js';
import type { ExportQueryDto } from './dto/export-query.dto.js';

/** Rows fetched from the cursor at a time: a year of bookings never sits in memory at once. */
const FETCH_ROWS = 500;
const CURSOR = 'export_rows';

/** One file: its SQL ($1, $2: the range's instants; $3: the business zone) and how a row becomes CSV fields. */
interface ExportSpec {
  header: string[];
  sql: string;
  fields(row: Record<string, unknown>): CsvValue[];
}

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const dollars = (cents: unknown) => (cents === null || cents === undefined ? null : centsToDollars(Number(cents)));
/** An instant as business-local 'YYYY-MM-DD HH:MM' (24 h), formatted by PostgreSQL in the business zone. */
const LOCAL = (column: string) => `to_char(${column} AT TIME ZONE $3, 'YYYY-MM-DD HH24:MI')`;

const EXPORTS: Record<ExportName, ExportSpec> = {
  bookings: {
    header: [
      'Reference',
      'Status',
      'Service',
      'Service date',
      'Service time',
      'Customer',
      'Business',
      'Email',
      'Phone',
      'Pickup',
      'Drop-off',
      'Miles',
      'Price',
      'Discount',
      'Payment status',
      'Payment method',
      'Paid at',
      'Notes',
      'Booked at',
      'Cancelled at',
      'Cancellation fee',
      'Fee received',
      'Fee owed',
    ],
    // By the day listed in the admin: the service start, or when an undated plan was bought (bookings_list_date_idx).
    // A cancelled booking's fee in two parts: received (kept from a payment, or paid since) and still owed (not revenue).
    sql: `SELECT b.reference, b.status, b.service_type, b.service_date::text AS service_date, b.service_time, b.full_name, c.business_name,
                 b.email, b.phone, b.pickup_location, b.destination_location, b.distance_miles, b.total_cents, b.discount_cents,
                 b.payment_status, b.payment_method, ${LOCAL('b.payment_processed_at')} AS paid_at, b.notes,
                 ${LOCAL('b.created_at')} AS booked_at, ${LOCAL('b.cancelled_at')} AS cancelled_at,
                 CASE WHEN b.status = 'cancelled' THEN coalesce(b.cancellation_fee_cents, 0) END AS fee_cents,
                 CASE WHEN b.status = 'cancelled' THEN coalesce(b.cancellation_fee_cents, 0) - b.cancellation_fee_owed_cents END AS fee_received_cents,
                 CASE WHEN b.status = 'cancelled' THEN b.cancellation_fee_owed_cents END AS fee_owed_cents
            FROM bookings b
            LEFT JOIN customers c ON c.id = b.customer_id
           WHERE coalesce(b.starts_at, b.created_at) >= $1 AND coalesce(b.starts_at, b.created_at) < $2
           ORDER BY coalesce(b.starts_at, b.created_at), b.id`,
    fields: (row) => [
      displayReference(String(row.reference)),
      text(row.status),
      text(row.service_type),
      text(row.service_date),
      text(row.service_time),
      text(row.full_name),
      text(row.business_name),
      text(row.email),
      text(row.phone),
      text(row.pickup_location),
      text(row.destination_location),
      row.distance_miles === null ? null : Number(row.distance_miles),
      dollars(row.total_cents),
      dollars(row.discount_cents),
      text(row.payment_status),
      text(row.payment_method),
      text(row.paid_at),
      text(row.notes),
      text(row.booked_at),
      text(row.cancelled_at),
      dollars(row.fee_cents),
      dollars(row.fee_received_cents),
      dollars(row.fee_owed_cents),
    ],
  },
  payments: {
    header: ['Date and time', 'Type', 'Booking', 'Customer', 'Method', 'Amount', 'Refund status', 'Card', 'Processor id', 'Note', 'Recorded by', 'For'],
    // Money in (payments) and back out (refunds not failed, as negative amounts), each on the day it moved, so the
    // file's amounts add up to what the range took in. 'For': the booking, or a cancellation fee it owed (a refund: what
    // the payment it gives back paid for). A fee still owed is no money in: the bookings file lists it.
    sql: `SELECT * FROM (
            SELECT p.received_at AS at, 'payment' AS kind, b.reference, b.full_name, p.method, p.amount_cents, NULL AS refund_status,
                   CASE WHEN p.card_last4 IS NOT NULL THEN concat_ws(' ', p.card_brand, p.card_last4) END AS card,
                   p.processor_payment_id AS processor_id, p.note, p.recorded_by, p.purpose, p.id::text AS id
              FROM payments p JOIN bookings b ON b.id = p.booking_id
             WHERE p.received_at >= $1 AND p.received_at < $2
            UNION ALL
            SELECT r.requested_at, 'refund', b.reference, b.full_name, r.method, -r.amount_cents, r.status, NULL,
                   coalesce(r.square_refund_id, r.payment_id), r.reason, r.purpose,
                   coalesce((SELECT p.purpose FROM payments p WHERE p.processor_payment_id = r.payment_id), 'booking'), r.id::text
              FROM refunds r JOIN bookings b ON b.id = r.booking_id
             WHERE r.status <> 'failed' AND r.requested_at >= $1 AND r.requested_at < $2
          ) money
          ORDER BY at, id`,
    fields: (row) => [
      text(row.local_at),
      text(row.kind),
      displayReference(String(row.reference)),
      text(row.full_name),
      text(row.method),
      dollars(row.amount_cents),
      text(row.refund_status),
      text(row.card),
      text(row.processor_id),
      text(row.note),
      text(row.recorded_by),
      row.purpose === 'cancellation-fee' ? 'cancellation fee' : 'booking',
    ],
  },
  customers: {
    header: ['Name', 'Business', 'Email', 'Phone', 'Bookings', 'Spent', 'First booking', 'Last booking', 'Notes'],
    // Customers with a booking in the range, with that range's figures; spent as the profile counts it.
    sql: `SELECT coalesce(c.full_name, f.full_name) AS full_name, c.business_name, coalesce(c.email, f.email) AS email,
                 coalesce(c.phone, f.phone) AS phone, f.bookings_count, f.spent_cents, ${LOCAL('f.first_at')} AS first_at,
                 ${LOCAL('f.last_at')} AS last_at, c.notes
            FROM (SELECT b.phone_digits, count(*)::int AS bookings_count,
                         coalesce(sum(b.total_cents) FILTER (WHERE b.status <> 'cancelled' AND b.hold_expires_at IS NULL), 0) AS spent_cents,
                         min(coalesce(b.starts_at, b.created_at)) AS first_at, max(coalesce(b.starts_at, b.created_at)) AS last_at,
                         (array_agg(b.full_name ORDER BY b.created_at DESC))[1] AS full_name,
                         (array_agg(b.email ORDER BY b.created_at DESC))[1] AS email,
                         (array_agg(b.phone ORDER BY b.created_at DESC))[1] AS phone
                    FROM bookings b
                   WHERE coalesce(b.starts_at, b.created_at) >= $1 AND coalesce(b.starts_at, b.created_at) < $2
                   GROUP BY b.phone_digits) f
            LEFT JOIN customers c ON c.phone_digits = f.phone_digits
           ORDER BY lower(coalesce(c.full_name, f.full_name)), f.phone_digits`,
    fields: (row) => [
      text(row.full_name),
      text(row.business_name),
      text(row.email),
      text(row.phone),
      Number(row.bookings_count),
      dollars(row.spent_cents),
      text(row.first_at),
      text(row.last_at),
      text(row.notes),
    ],
  },
};

// The payments file's time is formatted in SQL too (its column is chosen inside the union).
EXPORTS.payments.sql = `SELECT money.*, ${LOCAL('money.at')} AS local_at FROM (${EXPORTS.payments.sql}) money`;

/**
 * The owner's CSV files. Each is read through a cursor in a read-only transaction of its own, FETCH_ROWS rows at a
 * time and only as fast as the download takes them (the stream pulls the next batch when the last is sent), so a
 * year of data never loads at once and the file is one consistent snapshot. A download that stops midway closes
 * the cursor and hands the connection back.
 */
@Injectable()
export class ExportsService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The file as a stream, and its name; bad days are refused here, before anything is sent. */
  open(name: ExportName, { from, to }: ExportQueryDto): { stream: Readable; fileName: string } {
    const zone = this.config.env.BUSINESS_TIME_ZONE;
    const { start, end } = instantsOfLocalDays({ from, to }, zone);
    return { stream: Readable.from(this.lines(EXPORTS[name], [start, end, zone])), fileName: `${name}-${from}-to-${to}.csv` };
  }

  private async *lines(spec: ExportSpec, params: unknown[]): AsyncGenerator<string> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    let inTransaction = false;
    try {
      await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      inTransaction = true;
      await runner.query(`DECLARE ${CURSOR} NO SCROLL CURSOR FOR ${spec.sql}`, params);
      yield CSV_BOM + csvRow(spec.header);
      for (;;) {
        const rows: Record<string, unknown>[] = await runner.query(`FETCH ${FETCH_ROWS} FROM ${CURSOR}`);
        if (rows.length === 0) break;
        yield rows.map((row) => csvRow(spec.fields(row))).join('');
      }
      await runner.query('COMMIT');
      inTransaction = false;
    } finally {
      // Reached early when the download stopped or a query failed: the transaction (and its cursor) ends with it.
      if (inTransaction) await runner.query('ROLLBACK').catch(() => undefined);
      await runner.release();
    }
  }
}
