import type { ServiceType } from './service-types.js';
import {
  assertTripMove,
  assertTripUndo,
  bookingStatusAtStage,
  canUndoTripMove,
  DEFAULT_NO_SHOW_WAIT_MINUTES,
  isDispatched,
  nextTripStages,
  noShowAllowedAt,
  TRIP_STAGES,
  TripMoveError,
  tripMoveRefusal,
  TripUndoError,
  type TripMove,
  type TripMoveRefusal,
  type TripStage,
} from './trip-progress.js';

const NOW = new Date('2026-06-01T16:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

const move = (overrides: Partial<TripMove>): TripMove => ({
  serviceType: 'ride',
  bookingStatus: 'confirmed',
  from: null,
  to: 'on-the-way',
  arrivedAt: null,
  now: NOW,
  ...overrides,
});

describe('nextTripStages', () => {
  it.each<[ServiceType, TripStage | null, TripStage[]]>([
    // A ride or a personal driver: people are picked up, or do not come.
    ['ride', null, ['on-the-way']],
    ['ride', 'on-the-way', ['arrived']],
    ['ride', 'arrived', ['picked-up', 'no-show']],
    ['ride', 'picked-up', ['completed']],
    ['chauffeur', 'arrived', ['picked-up', 'no-show']],
    // Goods are loaded, and a delivery may fail at either end.
    ['delivery', null, ['on-the-way']],
    ['delivery', 'arrived', ['picked-up', 'failed-delivery']],
    ['delivery', 'picked-up', ['completed', 'failed-delivery']],
    ['longHaul', 'picked-up', ['completed', 'failed-delivery']],
    // A handyman arrives and works: nothing to pick up.
    ['handyman', 'on-the-way', ['arrived']],
    ['handyman', 'arrived', ['completed', 'no-show']],
    // Endings lead nowhere; a plan purchase has no trip.
    ['ride', 'completed', []],
    ['ride', 'no-show', []],
    ['delivery', 'failed-delivery', []],
    ['subscription', null, []],
  ])('%s from %p: %p', (serviceType, from, expected) => {
    expect(nextTripStages(serviceType, from)).toEqual(expected);
  });
});

describe('tripMoveRefusal', () => {
  it.each<[string, Partial<TripMove>, TripMoveRefusal | null]>([
    ['on my way for a confirmed ride', {}, null],
    ['arrived after on my way', { from: 'on-the-way', to: 'arrived' }, null],
    ['picked up after arriving', { from: 'arrived', to: 'picked-up', arrivedAt: minutesAgo(2) }, null],
    ['completed after pickup', { from: 'picked-up', to: 'completed' }, null],
    ['a delivery loaded', { serviceType: 'delivery', from: 'arrived', to: 'picked-up' }, null],
    [
      'a delivery failed at the drop-off, with a reason',
      { serviceType: 'delivery', from: 'picked-up', to: 'failed-delivery', failureReason: 'nobody-there' },
      null,
    ],
    ['a handyman done', { serviceType: 'handyman', from: 'arrived', to: 'completed' }, null],
    // The wait after arriving, the owner's or the default 10 minutes.
    ['no-show once the default wait has passed', { from: 'arrived', to: 'no-show', arrivedAt: minutesAgo(DEFAULT_NO_SHOW_WAIT_MINUTES) }, null],
    ['no-show 9 minutes after arriving', { from: 'arrived', to: 'no-show', arrivedAt: minutesAgo(9) }, 'WAIT_NOT_OVER'],
    ['no-show after the owner’s 5-minute wait', { from: 'arrived', to: 'no-show', arrivedAt: minutesAgo(5), noShowWaitMinutes: 5 }, null],
    ['no-show 19 minutes into a 20-minute wait', { from: 'arrived', to: 'no-show', arrivedAt: minutesAgo(19), noShowWaitMinutes: 20 }, 'WAIT_NOT_OVER'],
    ['no-show without an arrival time', { from: 'arrived', to: 'no-show', arrivedAt: null }, 'WAIT_NOT_OVER'],
    // Order.
    ['arrived before on my way', { to: 'arrived' }, 'OUT_OF_ORDER'],
    ['completed straight from on my way', { from: 'on-the-way', to: 'completed' }, 'OUT_OF_ORDER'],
    ['on my way twice', { from: 'on-the-way', to: 'on-the-way' }, 'OUT_OF_ORDER'],
    ['a ride cannot fail as a delivery', { from: 'arrived', to: 'failed-delivery', failureReason: 'refused' }, 'OUT_OF_ORDER'],
    ['a delivery has no no-show', { serviceType: 'delivery', from: 'arrived', to: 'no-show', arrivedAt: minutesAgo(30) }, 'OUT_OF_ORDER'],
    ['a handyman picks nothing up', { serviceType: 'handyman', from: 'arrived', to: 'picked-up' }, 'OUT_OF_ORDER'],
    // Endings: a second 'completed' tap is refused, not recorded twice.
    ['completed twice', { from: 'completed', to: 'completed' }, 'TRIP_ENDED'],
    ['anything after a no-show', { from: 'no-show', to: 'completed' }, 'TRIP_ENDED'],
    ['anything after a failed delivery', { serviceType: 'delivery', from: 'failed-delivery', to: 'completed' }, 'TRIP_ENDED'],
    // Reasons.
    ['a failed delivery without a reason', { serviceType: 'delivery', from: 'arrived', to: 'failed-delivery' }, 'REASON_REQUIRED'],
    ['a failed delivery with an unknown reason', { serviceType: 'delivery', from: 'arrived', to: 'failed-delivery', failureReason: 'rain' }, 'REASON_REQUIRED'],
    // The booking.
    ['a cancelled booking', { bookingStatus: 'cancelled' }, 'NOT_CONFIRMED'],
    ['a booking still awaiting payment', { bookingStatus: 'pending' }, 'NOT_CONFIRMED'],
    ['a booking the owner marked completed', { bookingStatus: 'completed', from: 'picked-up', to: 'completed' }, 'NOT_CONFIRMED'],
    ['a plan purchase', { serviceType: 'subscription' }, 'NOT_A_TRIP'],
  ])('%s → %p', (_name, overrides, expected) => {
    expect(tripMoveRefusal(move(overrides))).toBe(expected);
  });

  it('refuses with a typed conflict that says why', () => {
    expect(() => assertTripMove(move({ from: 'completed', to: 'completed' }))).toThrow(TripMoveError);
    let refused: unknown = null;
    try {
      assertTripMove(move({ serviceType: 'delivery', from: 'arrived', to: 'failed-delivery' }));
    } catch (error) {
      refused = error;
    }
    expect(refused).toMatchObject({ code: 'TRIP_MOVE_REFUSED', kind: 'conflict', reason: 'REASON_REQUIRED' });
    expect(() => assertTripMove(move({}))).not.toThrow();
  });

  it('walks every kind of trip from start to each ending through its own stages only', () => {
    const walks: [ServiceType, TripStage[]][] = [
      ['ride', ['on-the-way', 'arrived', 'picked-up', 'completed']],
      ['chauffeur', ['on-the-way', 'arrived', 'no-show']],
      ['delivery', ['on-the-way', 'arrived', 'picked-up', 'failed-delivery']],
      ['handyman', ['on-the-way', 'arrived', 'completed']],
    ];
    for (const [serviceType, stages] of walks) {
      let from: TripStage | null = null;
      for (const to of stages) {
        const refusal = tripMoveRefusal(move({ serviceType, from, to, arrivedAt: minutesAgo(60), failureReason: 'refused' }));
        expect({ serviceType, from, to, refusal }).toEqual({ serviceType, from, to, refusal: null });
        from = to;
      }
      for (const to of TRIP_STAGES) expect(tripMoveRefusal(move({ serviceType, from, to, arrivedAt: minutesAgo(60) }))).toBe('TRIP_ENDED');
    }
  });
});

describe('noShowAllowedAt', () => {
  // The wait is elapsed time: on the DST days in America/Denver it is still 10 real minutes after arriving.
  it.each([
    // Spring forward: arrived 01:55 MST (08:55Z); the clocks jump to 03:00 MDT at 09:00Z; 10 minutes later is 03:05 MDT.
    ['2026-03-08T08:55:00Z', 10, '2026-03-08T09:05:00Z'],
    // Fall back: arrived 01:55 MDT (07:55Z); the clocks go back to 01:00 MST at 08:00Z; 10 minutes later is 01:05 MST.
    ['2026-11-01T07:55:00Z', 10, '2026-11-01T08:05:00Z'],
    ['2026-06-01T16:00:00Z', 0, '2026-06-01T16:00:00Z'],
    ['2026-06-01T16:00:00Z', -5, '2026-06-01T16:00:00Z'],
  ])('arrived %s, waiting %p minutes: from %s', (arrivedAt, wait, expected) => {
    expect(noShowAllowedAt(new Date(arrivedAt), wait)?.toISOString()).toBe(new Date(expected).toISOString());
  });

  it('has no time before the driver has arrived', () => {
    expect(noShowAllowedAt(null)).toBeNull();
  });
});

describe('canUndoTripMove', () => {
  it.each([
    [0, true],
    [59, true],
    [60, true],
    [61, false],
    [-1, false], // a tap recorded after 'now' (another instance's clock): not this tap to undo
  ])('%p seconds after the tap: %p', (seconds, expected) => {
    expect(canUndoTripMove(NOW, new Date(NOW.getTime() + seconds * 1000))).toBe(expected);
  });
});

describe('assertTripUndo', () => {
  it.each<[TripStage | null, Date | null, string, string | null]>([
    [null, null, 'confirmed', 'NOTHING_TO_UNDO'],
    ['on-the-way', new Date(NOW.getTime() - 30_000), 'confirmed', null],
    ['completed', new Date(NOW.getTime() - 60_000), 'completed', null],
    ['arrived', new Date(NOW.getTime() - 61_000), 'confirmed', 'UNDO_TOO_LATE'],
    ['on-the-way', new Date(NOW.getTime() - 30_000), 'cancelled', 'NOTHING_TO_UNDO'],
  ])('%p tapped at %p, booking %p: %p', (stage, stageAt, bookingStatus, refusal) => {
    const undo = () => assertTripUndo(stage, stageAt, NOW, bookingStatus);
    if (!refusal) {
      expect(undo).not.toThrow();
      return;
    }
    expect(undo).toThrow(TripUndoError);
    expect(undo).toThrow(expect.objectContaining({ reason: refusal, code: 'TRIP_UNDO_REFUSED' }));
  });
});

describe('bookingStatusAtStage', () => {
  it.each<[TripStage | null, string]>([
    [null, 'confirmed'],
    ['on-the-way', 'confirmed'],
    ['picked-up', 'confirmed'],
    ['completed', 'completed'],
    ['no-show', 'confirmed'],
    ['failed-delivery', 'confirmed'],
  ])('%p: %p', (stage, status) => {
    expect(bookingStatusAtStage(stage)).toBe(status);
  });
});

describe('isDispatched', () => {
  it.each<[TripStage | null, boolean]>([
    [null, false],
    ['on-the-way', true],
    ['arrived', true],
    ['completed', true],
  ])('%p: %p', (stage, expected) => {
    expect(isDispatched(stage)).toBe(expected);
  });
});
