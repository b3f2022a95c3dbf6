import { describe, expect, it } from 'vitest';
import { BOOKING_SORT_KEYS } from '@domain/admin-lists.js';
import {
  bookingsQueryOf,
  DEFAULT_BOOKINGS_VIEW,
  nextView,
  sortOrderOf,
  type BookingsScope,
  type BookingsView,
  type TableSorter,
} from '@/features/admin/list-query';
import type { BookingSortKey } from '@domain/admin-lists.js';

const scope: BookingsScope = { search: '', status: null, history: false, today: '2026-03-10' };

describe('bookingsQueryOf', () => {
  it.each<[string, Partial<BookingsView>, Partial<BookingsScope>, object]>([
    ['the default view: the last 30 days on, pending first', {}, {}, { page: 1, pageSize: 20, sort: 'status', order: 'asc', from: '2026-02-08' }],
    ['the past year', {}, { history: true }, { from: '2025-03-10' }],
    ['a search looks through every booking', {}, { search: 'rivera' }, { search: 'rivera' }],
    ['the status card and the service filter', { service: 'ride' }, { status: 'pending' }, { service: 'ride', status: 'pending' }],
    ['a later page, sorted', { page: 3, pageSize: 50, sort: 'price', order: 'desc' }, {}, { page: 3, pageSize: 50, sort: 'price', order: 'desc' }],
  ])('%s', (_name, view, scopeChange, expected) => {
    const query = bookingsQueryOf({ ...DEFAULT_BOOKINGS_VIEW, ...view }, { ...scope, ...scopeChange });
    expect(query).toMatchObject(expected);
    if ('search' in expected) expect(query).not.toHaveProperty('from');
    if (!view.service) expect(query).not.toHaveProperty('service');
  });
});

describe('nextView', () => {
  const change = (view: BookingsView, rest: { page?: number; pageSize?: number; sorter?: TableSorter; extra?: Partial<BookingsView> }) =>
    nextView<BookingSortKey, BookingsView>(view, DEFAULT_BOOKINGS_VIEW, { sortKeys: BOOKING_SORT_KEYS, ...rest });

  it('moves to another page of the same list', () => {
    expect(change(DEFAULT_BOOKINGS_VIEW, { page: 4, pageSize: 20, sorter: { columnKey: 'status', order: 'ascend' }, extra: { service: null } })).toEqual({
      ...DEFAULT_BOOKINGS_VIEW,
      page: 4,
    });
  });

  it('starts again at page 1 when the sort, the page size or a filter changes', () => {
    const onPage3 = { ...DEFAULT_BOOKINGS_VIEW, page: 3 };
    expect(change(onPage3, { page: 3, pageSize: 20, sorter: { columnKey: 'price', order: 'descend' } })).toMatchObject({
      page: 1,
      sort: 'price',
      order: 'desc',
    });
    expect(change(onPage3, { page: 3, pageSize: 50, sorter: { columnKey: 'status', order: 'ascend' } })).toMatchObject({ page: 1, pageSize: 50 });
    expect(change(onPage3, { page: 3, pageSize: 20, sorter: { columnKey: 'status', order: 'ascend' }, extra: { service: 'delivery' } })).toMatchObject({
      page: 1,
      service: 'delivery',
    });
  });

  it('returns to the default sort when the sort is cleared or unknown', () => {
    const byPrice: BookingsView = { ...DEFAULT_BOOKINGS_VIEW, sort: 'price', order: 'desc' };
    expect(change(byPrice, { sorter: { columnKey: 'price', order: null } })).toMatchObject({ sort: 'status', order: 'asc' });
    expect(change(byPrice, { sorter: { columnKey: 'route', order: 'ascend' } })).toMatchObject({ sort: 'status', order: 'asc' });
  });
});

describe('sortOrderOf', () => {
  it("gives antd the sorted column's order and null to the others", () => {
    const view: BookingsView = { ...DEFAULT_BOOKINGS_VIEW, sort: 'date', order: 'desc' };
    expect([sortOrderOf(view, 'date'), sortOrderOf(view, 'price')]).toEqual(['descend', null]);
  });
});
