import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { displayReference } from '../domain/booking-reference.js';
import type { BookingStatus } from '../domain/booking-transitions.js';
import { serviceLabel } from '../domain/service-types.js';
import { CalendarTokenInvalidError } from './calendar-errors.js';
import { calendarBusinessOf, renderCalendar, type CalendarEvent, type CalendarStatus } from './calendar-files.js';
import type { CalendarLink } from '../contracts/calendar.contract.js';

const TOKEN_SETTING = 'calendar-feed-token-sha256';
/** Bookings that ended longer ago than this are left out of the feed. */
const FEED_PAST_DAYS = 90;
const FEED_LIMIT = 5000;
const DAY_MS = 24 * 60 * 60 * 1000;

interface FeedRow {
  id: string;
  reference: string;
  status: BookingStatus;
  service_type: string;
  full_name: string;
  phone: string;
  pickup_location: string;
  starts_at: Date;
  ends_at: Date;
  updated_at: Date;
  calendar_sequence: number;
}

const FEED_STATUS: Record<BookingStatus, CalendarStatus> = { pending: 'TENTATIVE', confirmed: 'CONFIRMED', completed: 'CONFIRMED', cancelled: 'CANCELLED' };

/**
 * The owner's calendar subscription (iCalendar over HTTPS). Calendar apps cannot log in, so the feed is
 * protected by a long random token in its URL; only the token's SHA-256 is stored, and a rotation
 * invalidates the previous link at once.
 */
@Injectable()
export class CalendarService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** POST /api/calendar/token: a new token; the URL is shown this once. */
  async rotateToken(): Promise<CalendarLink> {
    const token = randomBytes(32).toString('base64url');
    await this.dataSource.query(
      `INSERT INTO app_settings (key, value, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
      [TOKEN_SETTING, sha256(token).toString('hex'), this.clock.now()],
    );
    const url = new URL('api/calendar.ics', this.config.env.PUBLIC_BASE_URL);
    url.searchParams.set('token', token);
    return { success: true, url: url.toString(), message: 'Calendar link created. Any earlier link no longer works.' };
  }

  /**
   * GET /api/calendar.ics?token=: every booking with a time, from 90 days back, under the same UID as in the customer's
   * files. A cancelled one stays in, as cancelled: an app that synced it then shows it so instead of silently losing
   * it. Holds that lapsed unpaid (never a booking the owner was told of) are left out, as are plans without a date.
   */
  async feed(token: string | undefined): Promise<string> {
    await this.assertToken(token);
    const since = new Date(this.clock.now().getTime() - FEED_PAST_DAYS * DAY_MS);
    const rows: FeedRow[] = await this.dataSource.query(
      `SELECT id, reference, status, service_type, full_name, phone, pickup_location, starts_at, ends_at, updated_at, calendar_sequence
         FROM bookings
        WHERE starts_at IS NOT NULL AND ends_at >= $1 AND cancelled_reason IS DISTINCT FROM 'payment-timeout'
        ORDER BY starts_at
        LIMIT ${FEED_LIMIT}`,
      [since],
    );
    const business = calendarBusinessOf(this.config.env);
    const events: CalendarEvent[] = rows.map((row) => ({
      reference: row.reference,
      start: new Date(row.starts_at),
      end: new Date(row.ends_at),
      stamp: new Date(row.updated_at),
      sequence: row.calendar_sequence,
      status: FEED_STATUS[row.status],
      summary: `${serviceLabel(row.service_type)}: ${row.full_name}`,
      location: row.pickup_location,
      description: `Reference ${displayReference(row.reference)}\nPhone ${row.phone}${row.status === 'pending' ? '\nPending confirmation' : ''}`,
      // The owner's own link: the admin opens the booking (the feed is the owner's, behind its token).
      url: adminBookingUrl(business.publicBaseUrl, row.id),
    }));
    return renderCalendar(business, { name: `${business.name} bookings`, method: 'PUBLISH', events });
  }

  /** Compares digests in constant time, so the comparison reveals nothing about the stored token. */
  private async assertToken(token: string | undefined): Promise<void> {
    const [row]: { value: string }[] = await this.dataSource.query(`SELECT value FROM app_settings WHERE key = $1`, [TOKEN_SETTING]);
    const expected = row ? Buffer.from(row.value, 'hex') : null;
    const given = sha256(token ?? '');
    if (!token || !expected || expected.length !== given.length || !timingSafeEqual(expected, given)) throw new CalendarTokenInvalidError();
  }
}

/** The admin dashboard with the booking open ('/admin/dashboard?booking={id}', as the dashboard reads it). */
function adminBookingUrl(publicBaseUrl: string, bookingId: string): string {
  const url = new URL('admin/dashboard', publicBaseUrl.endsWith('/') ? publicBaseUrl : `${publicBaseUrl}/`);
  url.searchParams.set('booking', bookingId);
  return url.toString();
}

function sha256(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
