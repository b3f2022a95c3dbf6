import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AdminCustomersPage } from '../contracts/admin-list.contract.js';
import { LIST_PAGE_SIZE_DEFAULT, searchTerms, type CustomerSortKey } from '../domain/admin-lists.js';
import { toAdminCustomerRow, type AdminCustomersQueryDto, type CustomerListRow } from './dto/customer-list.dto.js';

/** What a search matches, exactly as customers_search_trgm_idx indexes it (migration 1765700000000). */
const SEARCH_TEXT = `lower(c.full_name || ' ' || c.email || ' ' || c.phone_digits || ' ' || coalesce(c.business_name, ''))`;
/** Each sort ends on the customer id, so equal values keep one order across pages; customers who never booked last. */
const SORT_COLUMNS: Record<CustomerSortKey, string> = {
  name: 'lower(c.full_name)',
  lastBooked: 'f.last_booked_at',
  bookings: 'f.bookings_count',
  spent: 'f.spent_cents',
};
const COLUMNS = 'c.id, c.phone_digits, c.full_name, c.email, c.phone, c.business_name, c.notes';
/** A customer's figures, as the profile counts them: every booking counted, cancelled ones and unpaid holds not spent. */
const FIGURES = `count(*)::int AS bookings_count,
                 coalesce(sum(b.total_cents) FILTER (WHERE b.status <> 'cancelled' AND b.hold_expires_at IS NULL), 0)::bigint AS spent_cents,
                 max(b.created_at) AS last_booked_at`;
/**
 * The most recent bookings read for the default order's early pages: this many per row wanted. Customers who booked
 * several times in a row take several; when the window holds too few customers the full query answers instead.
 */
const RECENT_BOOKINGS_PER_ROW = 8;
const RECENT_WINDOW_MAX = 4000;

/**
 * The owner's customers as pages: each customer record (keyed by phone digits, as the bookings are) with figures
 * from its bookings, which PostgreSQL reads from bookings_phone_figures_idx alone.
 */
@Injectable()
export class CustomerListService {
  constructor(private readonly dataSource: DataSource) {}

  /** GET /api/admin/customers */
  async page(query: AdminCustomersQueryDto): Promise<AdminCustomersPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? LIST_PAGE_SIZE_DEFAULT;
    const offset = (page - 1) * pageSize;
    const sort = query.sort ?? 'lastBooked';
    // Most recently booked (most bookings, most spent) first unless asked otherwise; names A to Z.
    const descending = (query.order ?? (sort === 'name' ? 'asc' : 'desc')) === 'desc';
    const terms = searchTerms(query.search ?? '');
    const where = (first: number) => (terms.length > 0 ? `WHERE (${terms.map((_term, i) => `${SEARCH_TEXT} LIKE $${first + i}`).join(' OR ')})` : '');
    const [{ total }]: { total: number }[] = await this.dataSource.query(`SELECT count(*)::int AS total FROM customers c ${where(1)}`, terms);
    const recent = sort === 'lastBooked' && descending && terms.length === 0 ? await this.recentlyBooked(offset, pageSize) : null;
    const rows = recent ?? (await this.sorted(sort, descending ? 'DESC' : 'ASC', where(3), [pageSize, offset, ...terms]));
    return { items: rows.map(toAdminCustomerRow), total, page, pageSize };
  }

  /**
   * The default order's page read off the newest bookings (bookings_created_at_idx): the customers among the newest N
   * bookings are exactly the N-window's most recently booked ones, so when the window holds the page, the page is
   * right without adding up every customer's bookings. Null when it does not.
   */
  private async recentlyBooked(offset: number, pageSize: number): Promise<CustomerListRow[] | null> {
    const window = (offset + pageSize) * RECENT_BOOKINGS_PER_ROW;
    if (window > RECENT_WINDOW_MAX) return null;
    const rows: (CustomerListRow & { in_window: number })[] = await this.dataSource.query(
      `WITH recent AS (
         SELECT r.phone_digits, max(r.created_at) AS last_booked_at
           FROM (SELECT phone_digits, created_at FROM bookings ORDER BY created_at DESC LIMIT $1) r
          GROUP BY r.phone_digits
       ), listed AS (
         SELECT ${COLUMNS}, recent.last_booked_at, count(*) OVER ()::int AS in_window
           FROM recent JOIN customers c ON c.phone_digits = recent.phone_digits
          ORDER BY recent.last_booked_at DESC, c.id DESC
          LIMIT $2 OFFSET $3
       )
       SELECT c.*, f.bookings_count, f.spent_cents
         FROM listed c
         CROSS JOIN LATERAL (SELECT ${FIGURES} FROM bookings b WHERE b.phone_digits = c.phone_digits) f
        ORDER BY c.last_booked_at DESC, c.id DESC`,
      [window, pageSize, offset],
    );
    return rows.length > 0 && rows[0].in_window >= offset + pageSize ? rows : null;
  }

  /** Any order: by name, each page's figures alone; by a figure, every customer's figures added up in one pass. */
  private sorted(sort: CustomerSortKey, direction: 'ASC' | 'DESC', where: string, params: unknown[]): Promise<CustomerListRow[]> {
    const figures =
      sort === 'name'
        ? `LEFT JOIN LATERAL (SELECT ${FIGURES} FROM bookings b WHERE b.phone_digits = c.phone_digits) f ON true`
        : `LEFT JOIN (SELECT b.phone_digits, ${FIGURES} FROM bookings b GROUP BY b.phone_digits) f ON f.phone_digits = c.phone_digits`;
    return this.dataSource.query(
      `SELECT ${COLUMNS}, coalesce(f.bookings_count, 0) AS bookings_count, coalesce(f.spent_cents, 0) AS spent_cents, f.last_booked_at
         FROM customers c
         ${figures}
         ${where}
        ORDER BY ${SORT_COLUMNS[sort]} ${direction} NULLS LAST, c.id ${direction}
        LIMIT $1 OFFSET $2`,
      params,
    );
  }
}
