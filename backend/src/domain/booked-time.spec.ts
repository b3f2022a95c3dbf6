// Expectations are wall times read from absolute instants, so these pass under any process TZ.
import { bookedTimeText, offeredTime } from './booked-time.js';
import { formatTimeText } from './business-time.js';

const DENVER = 'America/Denver';

describe('bookedTimeText', () => {
  it.each([
    ['a ride: its start', { serviceType: 'ride', serviceTime: '14:30', endsAt: new Date('2026-06-01T21:15:00Z') }, '14:30'],
    ['a delivery: its window', { serviceType: 'delivery', serviceTime: '14:00', endsAt: new Date('2026-06-01T22:00:00Z') }, '14:00-16:00'],
    ['a delivery in winter time', { serviceType: 'delivery', serviceTime: '08:00', endsAt: new Date('2026-01-15T17:00:00Z') }, '08:00-10:00'],
    // 2026-03-08, spring forward: a 01:00-04:00 window lasts two real hours and still ends at 04:00 on the wall.
    ['a delivery window over the spring change', { serviceType: 'delivery', serviceTime: '01:00', endsAt: new Date('2026-03-08T10:00:00Z') }, '01:00-04:00'],
    // 2026-11-01, fall back: a 01:00-03:00 window lasts three real hours and ends at 03:00 on the wall.
    ['a delivery window over the fall change', { serviceType: 'delivery', serviceTime: '00:30', endsAt: new Date('2026-11-01T10:00:00Z') }, '00:30-03:00'],
    ['a delivery without an end (an old row)', { serviceType: 'delivery', serviceTime: '14:00', endsAt: null }, '14:00'],
    ['a plan bought without a date', { serviceType: 'subscription', serviceTime: null, endsAt: null }, null],
    ['a stored placeholder', { serviceType: 'subscription', serviceTime: 'N/A', endsAt: null }, null],
  ])('%s', (_name, facts, expected) => {
    expect(bookedTimeText(facts, DENVER)).toBe(expected);
  });

  it('reads as a range wherever formatTimeText shows it', () => {
    const text = bookedTimeText({ serviceType: 'delivery', serviceTime: '14:00', endsAt: new Date('2026-06-01T22:00:00Z') }, DENVER);
    expect(formatTimeText(text!)).toBe('2:00 PM - 4:00 PM');
  });
});

describe('offeredTime', () => {
  const windows = [
    { start: '08:00', end: '10:00' },
    { start: '14:00', end: '16:00' },
  ];
  it.each([
    ['a ride start', 'ride', '14:30', '14:30'],
    ['a delivery window', 'delivery', '14:00', '14:00-16:00'],
    ['a delivery start that is no window (the start alone)', 'delivery', '11:00', '11:00'],
  ])('%s', (_name, serviceType, time, expected) => {
    expect(offeredTime(serviceType, time, windows)).toBe(expected);
  });

  it('reads the start alone while the windows are not known', () => {
    expect(offeredTime('delivery', '14:00', undefined)).toBe('14:00');
  });
});
