import { describe, expect, it } from 'vitest';
import type { AdminBooking } from '@contracts/admin-booking.contract.js';
import { aBooking } from '@/features/admin/components/admin-test-fixtures';
import {
  bookingEdits,
  computeStats,
  formatDistance,
  paymentTagOf,
  routeOf,
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
