import { afterEach, describe, expect, it } from 'vitest';
import {
  cancelSummary,
  cancelledText,
  MOVE_DAYS_AHEAD,
  moveDayLabel,
  moveDaysRefusal,
  moveWindow,
  paymentText,
  quoteLines,
  refundNotice,
  serviceWhenText,
  tripIsLive,
  tripText,
} from '@/features/manage/manage-format';
import { managedRide } from '@/features/manage/manage-test-fixtures';
import { i18n, showLanguage } from '@/lib/i18n';

const t = i18n.t;

describe('serviceWhenText', () => {
  const ride = managedRide();

  it('reads the business time alone for a visitor on the same clock', () => {
    expect(serviceWhenText(ride, 'America/Denver', t)).toBe('Jun 3, 2030 at 10:00 AM');
    // another zone name, the same offset at that instant
    expect(serviceWhenText(ride, 'America/Boise', t)).toBe('Jun 3, 2030 at 10:00 AM');
  });

  it("names the business zone when the visitor's clock differs", () => {
    expect(serviceWhenText(ride, 'America/New_York', t)).toBe('Jun 3, 2030 at 10:00 AM Mountain Time');
  });

  it('reads a missing date or time', () => {
    expect(serviceWhenText({ ...ride, serviceTimeText: null, startsAt: null }, 'America/New_York', t)).toBe('Jun 3, 2030');
    expect(serviceWhenText({ ...ride, serviceDate: null, serviceTimeText: null, startsAt: null }, 'America/Denver', t)).toBe('To be scheduled');
  });
});

describe('paymentText', () => {
  it.each([
    [{ paymentStatus: 'paid' as const, paid: 42.5 }, 'Paid $42.50 by card'],
    [{ paymentStatus: 'paid' as const, paid: 0 }, 'Paid'],
    [{ paymentStatus: 'unpaid' as const, paid: 0 }, 'Not paid yet'],
    [{ paymentStatus: 'not-required' as const, paid: 0 }, 'No payment needed'],
  ])('%j → %s', (booking, text) => {
    expect(paymentText(booking, t)).toBe(text);
  });
});

describe('cancelSummary and quoteLines', () => {
  it('say the fee and the refund of a card payment', () => {
    expect(cancelSummary({ fee: 20, refund: 22.5 }, 42.5, t)).toBe('Cancel booking — fee $20.00, $22.50 back to your card');
    expect(quoteLines({ fee: 20, refund: 22.5 }, 42.5, t)).toEqual([
      { key: 'fee', label: 'Fee if you cancel now', value: '$20.00' },
      { key: 'refund', label: 'Back to your card', value: '$22.50' },
    ]);
  });

  it('say a free cancel plainly, and leave out the card when none paid', () => {
    expect(cancelSummary({ fee: 0, refund: 42.5 }, 42.5, t)).toBe('Cancel booking — no fee, $42.50 back to your card');
    expect(cancelSummary({ fee: 20, refund: 0 }, 0, t)).toBe('Cancel booking — fee $20.00');
    expect(quoteLines({ fee: 0, refund: 0 }, 0, t)).toEqual([{ key: 'fee', label: 'Fee if you cancel now', value: 'None' }]);
  });
});

describe('refundNotice', () => {
  it('labels a test-mode refund as simulated: no card was charged', () => {
    expect(refundNotice({ amount: 42.5, status: 'simulated' }, t)).toEqual({
      tone: 'info',
      title: 'Simulated refund of $42.50',
      detail: 'Test mode: no card was charged, so nothing goes back to a card.',
      testMode: true,
    });
  });

  it.each([
    ['completed', 'success', 'Refunded $22.50'],
    ['pending', 'info', 'Refund of $22.50 on its way'],
    ['failed', 'error', 'The refund of $22.50 did not go through'],
  ] as const)('%s', (status, tone, title) => {
    expect(refundNotice({ amount: 22.5, status }, t)).toMatchObject({ tone, title, testMode: false });
  });
});

describe('cancelledText', () => {
  it('says when, in business time, by whom, and the fee', () => {
    const at = '2030-06-03T13:05:00.000Z';
    expect(cancelledText({ at, by: 'customer', fee: 20, refund: null }, 'America/Denver', 'America/Denver', t)).toBe(
      'Cancelled by you on Jun 3, 2030, 7:05 AM. A cancellation fee of $20.00 applies.',
    );
    expect(cancelledText({ at, by: 'owner', fee: 0, refund: null }, 'America/Denver', 'Europe/Berlin', t)).toBe(
      'Cancelled by us on Jun 3, 2030, 7:05 AM Mountain Time. No cancellation fee applies.',
    );
  });
});

describe('moveWindow', () => {
  it("starts at today in the business's zone, not the visitor's, and spans the days ahead through month ends", () => {
    // 05:30 UTC on Jun 1 is still May 31 in Denver.
    expect(moveWindow('America/Denver', new Date('2026-06-01T05:30:00Z'))).toEqual({ first: '2026-05-31', last: '2026-07-29' });
    expect(MOVE_DAYS_AHEAD).toBe(60);
  });

  it('counts calendar days across the fall-back change', () => {
    expect(moveWindow('America/Denver', new Date('2026-10-31T18:00:00Z'))).toEqual({ first: '2026-10-31', last: '2026-12-29' });
  });
});

describe('moveDayLabel', () => {
  it('names the weekday and the date', () => {
    expect(moveDayLabel('2026-06-04', t)).toBe('Thu, Jun 4, 2026');
  });
});

describe('tripText', () => {
  it.each<[string, ReturnType<typeof managedRide>['trip'], string | null]>([
    ['not started', null, null],
    [
      'on the way with the arrival time, in business time',
      { stage: 'on-the-way', at: '2030-06-03T15:30:00.000Z', etaAt: '2030-06-03T15:47:00.000Z' },
      'Your driver is on the way, arriving about 9:47 AM',
    ],
    ['on the way, no arrival time known', { stage: 'on-the-way', at: '2030-06-03T15:30:00.000Z', etaAt: null }, 'Your driver is on the way'],
    ['arrived', { stage: 'arrived', at: '2030-06-03T15:50:00.000Z', etaAt: null }, 'Your driver has arrived'],
    ['picked up', { stage: 'picked-up', at: '2030-06-03T15:55:00.000Z', etaAt: null }, 'Under way'],
    ['a failed delivery', { stage: 'failed-delivery', at: '2030-06-03T15:55:00.000Z', etaAt: null }, 'The delivery could not be made'],
  ])('%s', (_name, trip, expected) => {
    expect(tripText(managedRide({ trip }), t)).toBe(expected);
  });
});

describe('tripIsLive', () => {
  const start = Date.parse('2030-06-03T16:00:00.000Z');
  it.each<[string, Partial<ReturnType<typeof managedRide>>, number, boolean]>([
    ['the day before', {}, start - 24 * 60 * 60_000, false],
    ['an hour before a confirmed job: the driver may set off', {}, start - 60 * 60_000, true],
    ['an hour before a pending job', { status: 'pending' }, start - 30 * 60_000, false],
    ['the driver on the way', { trip: { stage: 'on-the-way', at: '2030-06-03T14:00:00.000Z', etaAt: null } }, start - 2 * 60 * 60_000, true],
    ['completed', { trip: { stage: 'completed', at: '2030-06-03T16:40:00.000Z', etaAt: null } }, start + 60 * 60_000, false],
    ['hours after a start nobody tapped', {}, start + 7 * 60 * 60_000, false],
  ])('%s: %p', (_name, overrides, now, expected) => {
    expect(tripIsLive(managedRide(overrides), now)).toBe(expected);
  });
});

describe('in Spanish', () => {
  afterEach(async () => {
    await showLanguage('en');
  });

  it('words the dates day first and the sentences in Spanish, keeping dollars and the 12-hour clock', async () => {
    await showLanguage('es');
    const ride = managedRide();
    expect(serviceWhenText(ride, 'America/Denver', t)).toBe('3 de junio de 2030 a las 10:00 a.m.');
    expect(moveDayLabel('2026-06-04', t)).toBe('jueves, 4 de junio de 2026');
    expect(paymentText({ paymentStatus: 'paid', paid: 42.5 }, t)).toBe('Pagado con tarjeta: $42.50');
    expect(cancelSummary({ fee: 20, refund: 22.5 }, 42.5, t)).toBe('Cancelar reservación: cargo de $20.00, se reembolsan $22.50 a su tarjeta');
    expect(cancelledText({ at: '2030-06-03T13:05:00.000Z', by: 'customer', fee: 0, refund: null }, 'America/Denver', 'America/Denver', t)).toBe(
      'Usted la canceló el 3 de junio de 2030 a las 7:05 a.m. No se aplica ningún cargo por cancelación.',
    );
    expect(moveDaysRefusal(t)).toBe('Puede cambiar una reservación a cualquier día desde hoy hasta dentro de 59 días.');
    const trip = { stage: 'on-the-way' as const, at: '2030-06-03T15:30:00.000Z', etaAt: '2030-06-03T15:47:00.000Z' };
    expect(tripText(managedRide({ trip }), t)).toBe('Su conductor va en camino, llega alrededor de las 9:47 a.m.');
  });
});
