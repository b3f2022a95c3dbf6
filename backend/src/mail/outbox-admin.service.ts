import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { OutboxMessageResent, OutboxPage } from '../contracts/outbox.contract.js';
import { toOutboxMessage, type OutboxQueryDto, type OutboxRow } from './dto/outbox.dto.js';
import { OutboxMessageNotFoundError } from './message-errors.js';
import { MailOutboxService } from './mail-outbox.service.js';
import { OutboxStore } from './outbox-store.service.js';

const PAGE_SIZE = 20;
/** Enough of a text's body for its summary, and for a manage link in it to be cut out whole. */
const TEXT_START_LENGTH = 200;
const ROW_COLUMNS = `m.id, m.channel, m.kind, m.to_address, m.subject, CASE WHEN m.channel = 'text' THEN left(m.text_body, ${TEXT_START_LENGTH}) ELSE '' END AS text_start,
  m.status, m.provider_status, m.attempts, m.last_error, m.created_at, m.sent_at, m.failed_at, m.next_attempt_at, m.resent_at, m.booking_id, b.reference`;

/** The owner's view of the outbox: every message, mail or text, with its fate, and "send again" for a failed one. */
@Injectable()
export class OutboxAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: MailOutboxService,
    private readonly store: OutboxStore,
  ) {}

  /** GET /api/admin/outbox: newest first, PAGE_SIZE to a page, filtered by status and channel. */
  async list(query: OutboxQueryDto): Promise<OutboxPage> {
    const page = query.page ?? 1;
    const filters = [query.status ?? null, query.channel ?? null];
    const where = '($1::text IS NULL OR m.status = $1) AND ($2::text IS NULL OR m.channel = $2)';
    const [rows, [{ total }], counts] = await Promise.all([
      this.dataSource.query(
        `SELECT ${ROW_COLUMNS} FROM mail_outbox m LEFT JOIN bookings b ON b.id = m.booking_id
         WHERE ${where} ORDER BY m.created_at DESC, m.id DESC LIMIT $3 OFFSET $4`,
        [...filters, PAGE_SIZE, (page - 1) * PAGE_SIZE],
      ) as Promise<OutboxRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM mail_outbox m WHERE ${where}`, filters) as Promise<[{ total: number }]>,
      this.dataSource.query(`SELECT status, count(*)::int AS n FROM mail_outbox GROUP BY status`) as Promise<{ status: string; n: number }[]>,
    ]);
    const countOf = (status: string) => counts.find((row) => row.status === status)?.n ?? 0;
    return {
      textsEnabled: this.outbox.textsEnabled,
      page,
      pageSize: PAGE_SIZE,
      total,
      counts: { queued: countOf('queued'), sent: countOf('sent'), failed: countOf('failed'), withdrawn: countOf('withdrawn') },
      messages: rows.map((row) => toOutboxMessage(row, this.outbox.textsEnabled)),
    };
  }

  /** POST /api/admin/outbox/{id}/resend */
  async resend(id: string): Promise<OutboxMessageResent> {
    await this.store.resend(id);
    const rows: OutboxRow[] = await this.dataSource.query(
      `SELECT ${ROW_COLUMNS} FROM mail_outbox m LEFT JOIN bookings b ON b.id = m.booking_id WHERE m.id = $1`,
      [id],
    );
    if (!rows[0]) throw new OutboxMessageNotFoundError();
    return { success: true, message: toOutboxMessage(rows[0], this.outbox.textsEnabled) };
  }
}
