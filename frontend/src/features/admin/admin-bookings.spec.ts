import { describe, expect, it } from 'vitest';
import type { AdminBooking } from '@contracts/admin-booking.contract.js';
import { aBooking } from '@/features/admin/components/admin-test-fixtures';
import {
  bookingEdits,
  computeStats,
  DEFAULT_SORT,
  filterByStatus,
  formatDistance,
  nextSort,
  paymentTagOf,
  routeOf,
  sortBookings,
  statusTagOf,
  todayAndNext,
  toggleStatusFilter,
} from '@/features/admin/admin-bookings';

/** A confirmed booking of Ann Smith (names read from fullName) on 2030-01-01 at 10:00; each test overrides what it checks. */
const booking = (overrides: Partial<AdminBooking>) =>
  aBooking({
    status: 'confirmed',
    firstName: '',
    lastName: '',
    customerName: '',
    fullName: 'Ann Smith',
    booking_date: '2030-01-01',
    booking_time: '10:00',
    ...overrides,
  });

describe('sortBookings', () => {
  it('puts pending first, then orders by last name ascending by default', () => {
    const list = [
      booking({ id: '1', fullName: 'Zed Young' }),
      booking({ id: '2', fullName: 'Amy Adams' }),
      booking({ id: '3', fullName: 'Bob Zane', status: 'pending' }),
    ];
    expect(sortBookings(list, DEFAULT_SORT).map((b) => b.id)).toEqual(['3', '2', '1']);
    expect(sortBookings(list, { key: 'lastName', order: 'descend' }).map((b) => b.id)).toEqual(['3', '1', '2']);
  });

  it('sorts by price in cents', () => {
    const list = [booking({ id: 'a', total_price: 100.5 }), booking({ id: 'b', total_price: 20 })];
    expect(sortBookings(list, { key: 'price', order: 'ascend' }).map((b) => b.id)).toEqual(['b', 'a']);
  });
});

describe('nextSort', () => {
  it('toggles the same column and starts a new one ascending', () => {
    expect(nextSort(DEFAULT_SORT, 'lastName')).toEqual({ key: 'lastName', order: 'descend' });
    expect(nextSort({ key: 'lastName', order: 'descend' }, 'price')).toEqual({ key: 'price', order: 'ascend' });
  });
});

describe('computeStats', () => {
  it('counts statuses and excludes cancelled bookings from revenue', () => {
    const stats = computeStats([
      booking({ status: 'pending', total_price: 20 }),
      booking({ status: 'confirmed', total_price: 35.25 }),
      booking({ status: 'cancelled', total_price: 100 }),
    ]);
    expect(stats).toEqual({ total: 3, pending: 1, confirmed: 1, revenueCents: 5525 });
  });
});

describe('sortBookings, more columns', () => {
  it('orders statuses pending, confirmed, completed, cancelled and reverses on descend (pending still first)', () => {
    const list = [
      booking({ id: 'x', status: 'cancelled' }),
      booking({ id: 'c', status: 'completed' }),
      booking({ id: 'p', status: 'pending' }),
      booking({ id: 'f', status: 'confirmed' }),
    ];
    expect(sortBookings(list, { key: 'status', order: 'ascend' }).map((b) => b.id)).toEqual(['p', 'f', 'c', 'x']);
    expect(sortBookings(list, { key: 'status', order: 'descend' }).map((b) => b.id)).toEqual(['p', 'x', 'c', 'f']);
  });

  it('sorts by date and time, and by service type', () => {
    const list = [
      booking({ id: 'b', booking_date: '2030-01-02', booking_time: '09:00', serviceType: 'delivery' }),
      booking({ id: 'a', booking_date: '2030-01-01', booking_time: '15:00', serviceType: 'ride' }),
      booking({ id: 'c', booking_date: '2030-01-02', booking_time: '08:00', serviceType: 'chauffeur' }),
    ];
    expect(sortBookings(list, { key: 'date', order: 'ascend' }).map((b) => b.id)).toEqual(['a', 'c', 'b']);
    expect(sortBookings(list, { key: 'serviceType', order: 'ascend' }).map((b) => b.id)).toEqual(['c', 'b', 'a']);
  });

  it('uses the split last name, falling back to the last word of the full name', () => {
    const list = [booking({ id: '1', lastName: 'Zed', fullName: 'Amy Zed' }), booking({ id: '2', lastName: '', fullName: 'Bob Adams' })];
    expect(sortBookings(list, DEFAULT_SORT).map((b) => b.id)).toEqual(['2', '1']);
  });
});

describe('formatting and filters', () => {
  it('shows distance with 1 decimal', () => {
    expect(formatDistance(3.24)).toBe('3.2 mi');
    expect(formatDistance('10')).toBe('10.0 mi');
    expect(formatDistance(null)).toBe('—');
    expect(formatDistance('x')).toBe('—');
  });

  it('toggles the status filter', () => {
    expect(toggleStatusFilter(null, 'pending')).toBe('pending');
    expect(toggleStatusFilter('pending', 'pending')).toBeNull();
    expect(toggleStatusFilter('pending', 'confirmed')).toBe('confirmed');
    const list = [booking({ id: '1', status: 'pending' }), booking({ id: '2' })];
    expect(filterByStatus(list, 'pending').map((b) => b.id)).toEqual(['1']);
    expect(filterByStatus(list, null)).toHaveLength(2);
  });
});

describe('todayAndNext', () => {
  it('lists the live bookings from today on, earliest first', () => {
    const list = [
      booking({ id: 'later', booking_date: '2030-01-03', booking_time: '08:00' }),
      booking({ id: 'yesterday', booking_date: '2029-12-31', booking_time: '10:00' }),
      booking({ id: 'cancelled', booking_date: '2030-01-02', status: 'cancelled' }),
      booking({ id: 'completed', booking_date: '2030-01-01', booking_time: '07:00', status: 'completed' }),
      booking({ id: 'plan', booking_date: 'N/A', booking_time: 'N/A' }),
      booking({ id: 'afternoon', booking_date: '2030-01-01', booking_time: '15:30', status: 'pending' }),
      booking({ id: 'morning', booking_date: '2030-01-01', booking_time: '09:15' }),
    ];
    expect(todayAndNext(list, '2030-01-01').map((b) => b.id)).toEqual(['morning', 'afternoon', 'later']);
    expect(todayAndNext(list, '2030-01-04')).toEqual([]);
  });
});

describe('routeOf', () => {
  it.each([
    ['A St', 'B St', 'A St → B St'],
    ['A St', '', 'A St'],
    ['A St', ' A St ', 'A St'],
  ])('from %j to %j reads %j', (pickup, destination, route) => {
    expect(routeOf(booking({ pickup, destination }))).toBe(route);
  });
});

describe('paymentTagOf', () => {
  const unpaid = aBooking().paymentInfo;
  it.each([
    [
      { ...unpaid, status: 'paid', method: 'card' },
      { label: 'Paid', tone: 'good' },
    ],
    [
      { ...unpaid, status: 'not-required' },
      { label: 'No charge', tone: 'neutral' },
    ],
    [unpaid, { label: 'Unpaid', tone: 'attention' }],
    [
      { ...unpaid, method: 'cash' },
      { label: 'Unpaid (cash)', tone: 'attention' },
    ],
    [
      { ...unpaid, method: 'invoice' },
      { label: 'Unpaid (invoice)', tone: 'attention' },
    ],
  ] as const)('%j is tagged %j', (payment, tag) => {
    expect(paymentTagOf(payment)).toEqual(tag);
  });
});

describe('statusTagOf', () => {
  it.each([
    ['pending', { label: 'Pending Confirmation', tone: 'attention' }],
    ['confirmed', { label: 'Confirmed', tone: 'good' }],
    ['completed', { label: 'Completed', tone: 'neutral' }],
    ['cancelled', { label: 'Cancelled', tone: 'neutral' }],
  ] as const)('%s reads %j', (status, tag) => {
    expect(statusTagOf(status)).toEqual(tag);
  });
});

describe('bookingEdits', () => {
  const original = booking({ booking_date: '2030-01-01', booking_time: '10:00', total_price: 20, pickup: 'A', destination: 'B', notes: '' });

  it('sends only the changed fields', () => {
    expect(
      bookingEdits(original, {
        status: 'confirmed',
        booking_date: '2030-01-01',
        booking_time: '10:00',
        total_price: 20,
        pickup: 'A',
        destination: 'B',
        notes: '',
      }),
    ).toEqual({});
    expect(
      bookingEdits(original, {
        status: 'completed',
        booking_date: '2030-01-01',
        booking_time: '11:30',
        total_price: 25.5,
        pickup: ' A ',
        destination: 'C',
        notes: 'hi',
      }),
    ).toEqual({
      status: 'completed',
      booking_time: '11:30',
      total_price: 25.5,
      destination: 'C',
      notes: 'hi',
    });
  });

  it('never sends a date or time for plan purchases', () => {
    const plan = booking({ booking_date: 'N/A', booking_time: 'N/A' });
    expect(bookingEdits(plan, { status: 'confirmed', booking_date: '2030-01-01', booking_time: '10:00' })).toEqual({});
  });
});
