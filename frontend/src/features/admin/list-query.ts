import type { AdminBookingsQuery, BookingSortKey, CustomerSortKey, SortOrder } from '@contracts/admin-list.contract.js';
import { addDaysToLocalDate } from '@domain/business-time.js';
import type { BookableServiceType } from '@domain/service-types.js';
import type { StatusFilter } from '@/features/admin/admin-bookings';

// What the owner's paged tables ask the server for, from what antd's Table reports (its server-side mode: the table
// only shows the page; sorting, filtering and paging are the server's).

export const LIST_PAGE_SIZES = [20, 50, 100];

export interface TableView<K extends string> {
  page: number;
  pageSize: number;
  sort: K;
  order: SortOrder;
}

/** The bookings table's own choices; the search, the status and the range come from the dashboard around it. */
export interface BookingsView extends TableView<BookingSortKey> {
  service: BookableServiceType | null;
}

/** Pending first (what awaits the owner), then by service start, as the dashboard always opened. */
export const DEFAULT_BOOKINGS_VIEW: BookingsView = { page: 1, pageSize: 20, sort: 'status', order: 'asc', service: null };
export const DEFAULT_CUSTOMERS_VIEW: TableView<CustomerSortKey> = { page: 1, pageSize: 20, sort: 'lastBooked', order: 'desc' };

/** Days back the list shows: the last 30 days and what is ahead, or the past year (history). */
export const RECENT_DAYS = 30;
export const HISTORY_DAYS = 365;

export interface BookingsScope {
  search: string;
  status: StatusFilter;
  history: boolean;
  /** business-local 'YYYY-MM-DD' */
  today: string;
}

/** The request for a view: a search looks through every booking; otherwise from 30 (or 365) days back on. */
export function bookingsQueryOf(view: BookingsView, { search, status, history, today }: BookingsScope): AdminBookingsQuery {
  return {
    page: view.page,
    pageSize: view.pageSize,
    sort: view.sort,
    order: view.order,
    ...(view.service && { service: view.service }),
    ...(status && { status }),
    ...(search ? { search } : { from: addDaysToLocalDate(today, -(history ? HISTORY_DAYS : RECENT_DAYS)) }),
  };
}

/** antd's sorter as the table reports it: a column key and 'ascend' | 'descend' | undefined (sorting cleared). */
export interface TableSorter {
  columnKey?: unknown;
  order?: 'ascend' | 'descend' | null;
}

/**
 * The next view after a Table change. A sort or filter change goes back to page 1; clearing a sort returns to
 * the default one.
 */
export function nextView<K extends string, V extends TableView<K>>(
  view: V,
  defaults: V,
  change: { page?: number; pageSize?: number; sorter?: TableSorter; sortKeys: readonly K[]; extra?: Partial<V> },
): V {
  const { sorter, sortKeys } = change;
  const sorted = sorter?.order && sortKeys.includes(sorter.columnKey as K);
  const sort = sorted ? (sorter!.columnKey as K) : defaults.sort;
  const order: SortOrder = sorted ? (sorter!.order === 'descend' ? 'desc' : 'asc') : defaults.order;
  const pageSize = change.pageSize ?? view.pageSize;
  const filtersChanged = Object.entries(change.extra ?? {}).some(([key, value]) => view[key as keyof V] !== value);
  const sameList = sort === view.sort && order === view.order && pageSize === view.pageSize && !filtersChanged;
  return { ...view, ...change.extra, sort, order, pageSize, page: sameList ? (change.page ?? view.page) : 1 };
}

/** antd's sortOrder of a column in a view. */
export function sortOrderOf<K extends string>(view: TableView<K>, key: K): 'ascend' | 'descend' | null {
  return view.sort === key ? (view.order === 'desc' ? 'descend' : 'ascend') : null;
}
