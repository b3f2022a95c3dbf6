import { Inject, Injectable } from '@nestjs/common';
import { bookedTimeText } from '../domain/booked-time.js';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { AdminBookingsPage, DaySheet, DaySheetJob } from '../contracts/admin-list.contract.js';
import type { BookingStatus, PaymentStatus } from '../domain/booking-transitions.js';
import { isValidLocalDate, localDayBoundsUtc } from '../domain/business-time.js';
import { ValidationFailedError } from '../domain/errors.js';
import { LIST_PAGE_SIZE_DEFAULT, searchTerms, type BookingSortKey } from '../domain/admin-lists.js';
import { instantsOfLocalDays } from '../domain/local-date-range.js';
import { centsToDollars } from '../domain/money.js';
import { Booking } from './booking.entity.js';
import type { AdminBookingsQueryDto } from './dto/admin-list.dto.js';
import { toAdminBooking } from './dto/booking-response.dto.js';

/** The day a booking is listed under: its service start, or for a plan bought without a date, when it was bought. */
const LIST_DAY = 'coalesce(b.starts_at, b.created_at)';
/**
 * The text a search matches, exactly as bookings_search_trgm_idx indexes it (migration 1765700000000), so
 * PostgreSQL answers "contains" from the trigram index.
 */
const SEARCH_TEXT = `lower(b.full_name || ' ' || b.email || ' ' || b.pickup_location || ' ' || b.destination_location || ' ' || b.phone_digits || ' ' || b.reference)`;
/** The columns of each sort; the booking id ends every one. */
const SORT_COLUMNS: Record<BookingSortKey, string[]> = {
  date: [LIST_DAY],
  name: ['lower(b.full_name)'],
  // The order the owner works in: what awaits confirmation first, what is over last; by day within each.
  status: [`CASE b.status WHEN 'pending' THEN 0 WHEN 'confirmed' THEN 1 WHEN 'completed' THEN 2 ELSE 3 END`, LIST_DAY],
  service: ['b.service_type'],
  price: ['b.total_cents'],
  created: ['b.created_at'],
};

interface DaySheetRow {
  id: string;
  reference: string;
  status: BookingStatus;
  service_type: string;
  service_details: Record<string, unknown>;
  service_time: string | null;
  starts_at: Date;
  ends_at: Date | null;
  full_name: string;
  phone: string;
  pickup_location: string;
  destination_location: string;
  notes: string;
  total_cents: number;
  payment_status: PaymentStatus;
  payment_method: string | null;
  pack_code: string | null;
  pack_total_rides: number | null;
  pack_rides_used: number | null;
  pack_expires_at: Date | null;
}

/**
 * The owner's bookings as pages PostgreSQL sorts, filters, searches and counts, and the day sheet of one business
 * day. Read-only: every change to a booking goes through AdminBookingsService and BookingWriter.
 */
@Injectable()
export class AdminBookingLists {
  constructor(
    @InjectRepository(Booking) private readonly bookingsRepo: Repository<Booking>,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** GET /api/admin/bookings: one page and how many bookings match in all. Each sort ends on the id, so pages never overlap. */
  async page(query: AdminBookingsQueryDto): Promise<AdminBookingsPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? LIST_PAGE_SIZE_DEFAULT;
    const { start, end } = instantsOfLocalDays({ from: query.from, to: query.to }, this.config.env.BUSINESS_TIME_ZONE);
    const filter = (qb: ReturnType<Repository<Booking>['createQueryBuilder']>) => {
      if (query.id !== undefined) qb.andWhere('b.id = :id', { id: query.id });
      if (query.status) qb.andWhere('b.status = :status', { status: query.status });
      if (query.service) qb.andWhere('b.service_type = :service', { service: query.service });
      if (start) qb.andWhere(`${LIST_DAY} >= :start`, { start });
      if (end) qb.andWhere(`${LIST_DAY} < :end`, { end });
      const terms = searchTerms(query.search ?? '');
      if (terms.length > 0) {
        const params = Object.fromEntries(terms.map((term, i) => [`term${i}`, term]));
        qb.andWhere(`(${terms.map((_term, i) => `${SEARCH_TEXT} LIKE :term${i}`).join(' OR ')})`, params);
      }
      return qb;
    };
    const direction = query.order === 'desc' ? 'DESC' : 'ASC';
    const rowsQuery = filter(this.bookingsRepo.createQueryBuilder('b').leftJoinAndSelect('b.customer', 'customer').where('true'));
    for (const column of [...SORT_COLUMNS[query.sort ?? 'date'], 'b.id']) rowsQuery.addOrderBy(column, direction);
    const [rows, total] = await Promise.all([
      rowsQuery
        .offset((page - 1) * pageSize)
        .limit(pageSize)
        .getMany(),
      filter(this.bookingsRepo.createQueryBuilder('b').select('count(*)::int', 'total').where('true'))
        .getRawOne<{ total: number }>()
        .then((row) => row?.total ?? 0),
    ]);
    return { items: rows.map((row) => toAdminBooking(row, this.config.env.BUSINESS_TIME_ZONE)), total, page, pageSize };
  }

  /**
   * GET /api/admin/day-sheet: the live bookings that start on the business-local `date` (23 or 25 hours when the
   * clocks change), in time order, with the ride pack a ride was paid from as the pack stands now.
   */
  async daySheet(date: string): Promise<DaySheet> {
    if (!isValidLocalDate(date)) throw new ValidationFailedError(['Please enter a valid date (YYYY-MM-DD)']);
    const { start, end } = localDayBoundsUtc(date, this.config.env.BUSINESS_TIME_ZONE);
    const rows: DaySheetRow[] = await this.dataSource.query(
      `SELECT b.id, b.reference, b.status, b.service_type, b.service_details, b.service_time, b.starts_at, b.ends_at, b.full_name, b.phone,
              b.pickup_location, b.destination_location, b.notes, b.total_cents, b.payment_status, b.payment_method,
              sc.code AS pack_code, sc.total_rides AS pack_total_rides, sc.rides_used AS pack_rides_used, sc.expires_at AS pack_expires_at
         FROM bookings b
         LEFT JOIN service_codes sc ON sc.id = b.service_code_id AND sc.discount_type = 'subscription'
        WHERE b.status <> 'cancelled' AND b.starts_at >= $1 AND b.starts_at < $2
        ORDER BY b.starts_at, b.id`,
      [start, end],
    );
    return { date, jobs: rows.map((row) => toDaySheetJob(row, this.config.env.BUSINESS_TIME_ZONE)) };
  }
}

function toDaySheetJob(row: DaySheetRow, zone: string): DaySheetJob {
  const totalRides = row.pack_total_rides ?? 0;
  const endsAt = row.ends_at ? new Date(row.ends_at) : null;
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    serviceType: row.service_type,
    serviceDetails: row.service_details,
    time: row.service_time ?? '',
    timeText: bookedTimeText({ serviceType: row.service_type, serviceTime: row.service_time, endsAt }, zone) ?? '',
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: endsAt?.toISOString() ?? null,
    customerName: row.full_name,
    phone: row.phone,
    pickup: row.pickup_location,
    destination: row.destination_location,
    notes: row.notes,
    price: centsToDollars(row.total_cents),
    paymentStatus: row.payment_status,
    paymentMethod: row.payment_method,
    ridePack:
      row.pack_code === null
        ? null
        : {
            code: row.pack_code,
            totalRides,
            ridesLeft: Math.max(0, totalRides - (row.pack_rides_used ?? 0)),
            expiresAt: row.pack_expires_at ? new Date(row.pack_expires_at).toISOString() : null,
          },
  };
}
