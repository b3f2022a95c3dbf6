import {
  cancellationFee,
  cancellationPolicyText,
  cancellationQuote,
  cancellationTermsAtBooking,
  isFreeRule,
  moveQuote,
  settleCancellationFee,
  type CancellationQuoteInput,
  type CancellationRule,
  type CodeUse,
  type TermsSentence,
} from './cancellation-policy.js';

const NOW = new Date('2026-06-01T14:00:00Z');
const before = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describe('cancellationFee', () => {
  it.each<[string, string, number | null, number, number, CancellationRule, boolean]>([
    // delivery and ride: free ≥ 6 h, $20 within 6 h, 50 % once the driver tapped 'on my way' (never from the clock)
    ['ride 2 days ahead', 'ride', 48 * 60, 4000, 0, 'free', false],
    ['ride exactly 6 h ahead', 'ride', 360, 4000, 0, 'free', false],
    ['ride 5 h 59 min ahead', 'ride', 359, 4000, 2000, 'late-flat', false],
    ['ride 31 min ahead', 'ride', 31, 4000, 2000, 'late-flat', false],
    ['ride 10 min ahead, nobody on the way yet', 'ride', 10, 4000, 2000, 'late-flat', false],
    ['ride already started, nobody on the way', 'ride', -15, 4550, 2000, 'late-flat', false],
    ['ride 30 min ahead, driver on the way', 'ride', 30, 4000, 2000, 'dispatched-half', true],
    ['ride 2 h ahead, driver on the way early', 'ride', 120, 4000, 2000, 'dispatched-half', true],
    ['ride already started, driver on the way', 'ride', -15, 4550, 2275, 'dispatched-half', true],
    ['ride 50 % rounds half up', 'ride', 10, 2001, 1001, 'dispatched-half', true],
    ['delivery 7 h ahead', 'delivery', 420, 2500, 0, 'free', false],
    ['delivery 2 h ahead', 'delivery', 120, 2500, 2000, 'late-flat', false],
    ['delivery dispatched', 'delivery', 0, 2500, 1250, 'dispatched-half', true],
    ['delivery on the way 7 h ahead: 50 % all the same', 'delivery', 420, 2500, 1250, 'dispatched-half', true],
    ['flat fee capped at the price', 'ride', 120, 1500, 1500, 'late-flat', false],
    ['free booking costs nothing to cancel late', 'ride', 120, 0, 0, 'late-flat', false],
    // chauffeur: free ≥ 24 h, then 50 %
    ['chauffeur 25 h ahead', 'chauffeur', 25 * 60, 20000, 0, 'free', false],
    ['chauffeur exactly 24 h ahead', 'chauffeur', 24 * 60, 20000, 0, 'free', false],
    ['chauffeur 23 h ahead', 'chauffeur', 23 * 60, 20000, 10000, 'late-half', false],
    ['chauffeur dispatched', 'chauffeur', 5, 15000, 7500, 'late-half', false],
    // subscription: free up to 1 h before, $20 after
    ['subscription 2 h ahead', 'subscription', 120, 40000, 0, 'free', false],
    ['subscription exactly 1 h ahead', 'subscription', 60, 40000, 0, 'free', false],
    ['subscription 59 min ahead', 'subscription', 59, 40000, 2000, 'late-flat', false],
    ['subscription plan purchase without a date', 'subscription', null, 40000, 0, 'free', false],
    // a ride taken from a plan: the plan's terms, capped at the $0 it costs
    ['plan ride exactly 1 h ahead', 'plan-ride', 60, 0, 0, 'free', false],
    ['plan ride 59 min ahead', 'plan-ride', 59, 0, 0, 'late-flat', false],
    ['plan ride 3 h ahead (a ride would cost $20 by now)', 'plan-ride', 180, 0, 0, 'free', false],
    // long haul and handyman: not applicable
    ['long haul', 'longHaul', 10, 90000, 0, 'not-applicable', false],
    ['handyman', 'handyman', 10, 90000, 0, 'not-applicable', false],
  ])('%s', (_name, serviceType, minutesBefore, totalCents, feeCents, rule, dispatched) => {
    const startsAt = minutesBefore === null ? null : before(minutesBefore);
    const planRide = serviceType === 'plan-ride';
    expect(cancellationFee({ serviceType: planRide ? 'ride' : serviceType, planRide, startsAt, totalCents, now: NOW, dispatched })).toEqual({ feeCents, rule });
  });
});

describe('settleCancellationFee', () => {
  it.each<[string, number, number, number, { refundCents: number; keptCents: number; owedCents: number }]>([
    // fee, card held, other held → refund, kept (revenue), owed (due, not revenue)
    ['card paid in full: the fee is kept, the rest refunded', 2000, 4000, 0, { refundCents: 2000, keptCents: 2000, owedCents: 0 }],
    ['card paid exactly the fee', 2000, 2000, 0, { refundCents: 0, keptCents: 2000, owedCents: 0 }],
    ['card paid less than the fee (refunded in part before)', 2000, 1500, 0, { refundCents: 0, keptCents: 1500, owedCents: 500 }],
    ['card refunded in full before', 2000, 0, 0, { refundCents: 0, keptCents: 0, owedCents: 2000 }],
    ['unpaid (cash to be paid, invoice, left unpaid)', 2000, 0, 0, { refundCents: 0, keptCents: 0, owedCents: 2000 }],
    ['paid in cash: the fee is kept from the cash', 2000, 0, 4000, { refundCents: 0, keptCents: 2000, owedCents: 0 }],
    ['cash covers part of the fee', 2275, 0, 1000, { refundCents: 0, keptCents: 1000, owedCents: 1275 }],
    ['card first, then other money', 2000, 500, 1000, { refundCents: 0, keptCents: 1500, owedCents: 500 }],
    ['no fee, card paid: all of it comes back', 0, 4000, 0, { refundCents: 4000, keptCents: 0, owedCents: 0 }],
    ['no fee, nothing paid', 0, 0, 0, { refundCents: 0, keptCents: 0, owedCents: 0 }],
    ['no fee, paid in cash: nothing owed, nothing refunded by card', 0, 0, 4000, { refundCents: 0, keptCents: 0, owedCents: 0 }],
  ])('%s', (_name, feeCents, cardCents, otherCents, expected) => {
    expect(settleCancellationFee(feeCents, { cardCents, otherCents })).toEqual(expected);
  });

  it('never owes, keeps or refunds a negative amount', () => {
    expect(settleCancellationFee(-100, { cardCents: -5, otherCents: -5 })).toEqual({ refundCents: 0, keptCents: 0, owedCents: 0 });
  });
});

describe('cancellationPolicyText', () => {
  it.each([
    [
      'delivery',
      'Deliveries can be cancelled free of charge up to 6 hours before the scheduled time. Within 6 hours a $20 fee applies, and 50% of the price once the driver has been dispatched.',
    ],
    [
      'ride',
      'Rides can be cancelled free of charge up to 6 hours before the scheduled time. Within 6 hours a $20 fee applies, and 50% of the price once the driver has been dispatched.',
    ],
    ['chauffeur', 'Personal driver bookings can be cancelled free of charge up to 24 hours before the start; after that 50% of the price applies.'],
    [
      'subscription',
      'Subscription rides can be cancelled free of charge up to 1 hour before the ride; a $20 fee applies once the driver has been dispatched. Plans are paid upfront and non-refundable.',
    ],
    ['longHaul', 'Cancellation fees vary; the owner will explain them with your quote.'],
    ['handyman', 'Cancellation fees vary; the owner will explain them with your quote.'],
  ])('%s', (serviceType, text) => {
    expect(cancellationPolicyText(serviceType)).toBe(text);
  });

  it('gives every policy for a value that is no service type', () => {
    expect(cancellationPolicyText('unknown')).toBe(
      [cancellationPolicyText('delivery'), cancellationPolicyText('chauffeur'), cancellationPolicyText('subscription')].join(' '),
    );
  });
});

describe('cancellationQuote', () => {
  // 2026-06-03 10:00 in Denver (MDT).
  const START = new Date('2026-06-03T16:00:00Z');
  const quote = (overrides: Partial<CancellationQuoteInput>) =>
    cancellationQuote({
      serviceType: 'ride',
      code: null,
      status: 'confirmed',
      startsAt: START,
      totalCents: 4000,
      paidCents: 4000,
      now: NOW,
      ...overrides,
    });
  const at = (iso: string) => new Date(iso);

  it.each<
    [
      string,
      Partial<CancellationQuoteInput>,
      { allowed: boolean; feeCents: number; refundCents: number; rule: CancellationRule; freeUntil: string | null; terms: TermsSentence[] },
    ]
  >([
    [
      'a paid ride two days ahead: free, refunded in full',
      {},
      {
        allowed: true,
        feeCents: 0,
        refundCents: 4000,
        rule: 'free',
        freeUntil: '2026-06-03T10:00:00.000Z',
        terms: [
          { say: 'freeUntil', until: at('2026-06-03T10:00:00Z') },
          { say: 'refundedInFull', paidCents: 4000 },
        ],
      },
    ],
    [
      'a paid ride 3 h ahead: $20 kept',
      { now: at('2026-06-03T13:00:00Z') },
      {
        allowed: true,
        feeCents: 2000,
        refundCents: 2000,
        rule: 'late-flat',
        freeUntil: null,
        terms: [
          { say: 'costsFee', fee: { cents: 2000, percent: null }, windowMinutes: 360, windowBefore: 'start' },
          { say: 'refundedInPart', refundCents: 2000, paidCents: 4000 },
        ],
      },
    ],
    [
      'a ride paid in cash, dispatched: 50 %, nothing to refund',
      { paidCents: 0, now: at('2026-06-03T15:45:00Z'), dispatched: true },
      {
        allowed: true,
        feeCents: 2000,
        refundCents: 0,
        rule: 'dispatched-half',
        freeUntil: null,
        terms: [{ say: 'driverOnTheWay', fee: { cents: 2000, percent: 50 } }],
      },
    ],
    [
      'a $15 ride 3 h ahead: the fee takes the whole payment',
      { totalCents: 1500, paidCents: 1500, now: at('2026-06-03T13:00:00Z') },
      {
        allowed: true,
        feeCents: 1500,
        refundCents: 0,
        rule: 'late-flat',
        freeUntil: null,
        terms: [
          { say: 'costsFee', fee: { cents: 1500, percent: null }, windowMinutes: 360, windowBefore: 'start' },
          { say: 'notRefunded', paidCents: 1500 },
        ],
      },
    ],
    [
      'personal driver 23 h ahead: 50 %',
      { serviceType: 'chauffeur', totalCents: 20000, paidCents: 20000, now: at('2026-06-02T17:00:00Z') },
      {
        allowed: true,
        feeCents: 10000,
        refundCents: 10000,
        rule: 'late-half',
        freeUntil: null,
        terms: [
          { say: 'costsFee', fee: { cents: 10000, percent: 50 }, windowMinutes: 1440, windowBefore: 'start' },
          { say: 'refundedInPart', refundCents: 10000, paidCents: 20000 },
        ],
      },
    ],
    [
      'a plan ride 2 h ahead: free, the ride goes back',
      { code: 'plan', totalCents: 0, paidCents: 0, now: at('2026-06-03T14:00:00Z') },
      {
        allowed: true,
        feeCents: 0,
        refundCents: 0,
        rule: 'free',
        freeUntil: '2026-06-03T15:00:00.000Z',
        terms: [{ say: 'freeUntil', until: at('2026-06-03T15:00:00Z') }, { say: 'planRideBack' }],
      },
    ],
    [
      'a plan ride 30 min ahead: no money, but the ride is spent',
      { code: 'plan', totalCents: 0, paidCents: 0, now: at('2026-06-03T15:30:00Z') },
      {
        allowed: true,
        feeCents: 0,
        refundCents: 0,
        rule: 'late-flat',
        freeUntil: null,
        terms: [{ say: 'costsNothingPlanRideKept', windowMinutes: 60, windowBefore: 'ride' }],
      },
    ],
    [
      'a ride with a single-use code, early: the code comes back',
      { code: 'limited', totalCents: 3000, paidCents: 3000 },
      {
        allowed: true,
        feeCents: 0,
        refundCents: 3000,
        rule: 'free',
        freeUntil: '2026-06-03T10:00:00.000Z',
        terms: [{ say: 'freeUntil', until: at('2026-06-03T10:00:00Z') }, { say: 'refundedInFull', paidCents: 3000 }, { say: 'codeBack' }],
      },
    ],
    [
      'a cancelled booking',
      { status: 'cancelled' },
      { allowed: false, feeCents: 0, refundCents: 0, rule: 'not-applicable', freeUntil: null, terms: [{ say: 'bookingCancelled' }] },
    ],
    [
      'a completed booking',
      { status: 'completed' },
      { allowed: false, feeCents: 0, refundCents: 0, rule: 'not-applicable', freeUntil: null, terms: [{ say: 'bookingCompleted' }] },
    ],
    [
      'a ride that has started',
      { now: START },
      {
        allowed: false,
        feeCents: 0,
        refundCents: 0,
        rule: 'not-applicable',
        freeUntil: null,
        terms: [{ say: 'alreadyStarted' }],
      },
    ],
    [
      'a plan purchase',
      { serviceType: 'subscription', startsAt: null, totalCents: 40000, paidCents: 40000 },
      {
        allowed: false,
        feeCents: 0,
        refundCents: 0,
        rule: 'not-applicable',
        freeUntil: null,
        terms: [{ say: 'planPurchaseNotCancellable' }],
      },
    ],
  ])('%s', (_name, input, expected) => {
    const { freeUntil, ...rest } = quote(input);
    expect({ ...rest, freeUntil: freeUntil?.toISOString() ?? null }).toEqual(expected);
  });

  // Cut-offs are elapsed time before the start instant: across a DST change they differ from the wall clock.
  describe('across a DST change (America/Denver)', () => {
    it.each<[string, string, CodeUse, string, string, TermsSentence[], CancellationRule, string | null]>([
      // Ride Sun 2026-03-08 08:00 MDT (14:00Z); clocks sprang forward at 02:00 MST (09:00Z). 6 h before is 01:00 MST, not '02:00'.
      [
        'ride, exactly 6 h before',
        'ride',
        null,
        '2026-03-08T14:00:00Z',
        '2026-03-08T08:00:00Z',
        [{ say: 'freeUntil', until: at('2026-03-08T08:00:00Z') }],
        'free',
        '2026-03-08T08:00:00.000Z',
      ],
      [
        'ride, 5 h 59 min before',
        'ride',
        null,
        '2026-03-08T14:00:00Z',
        '2026-03-08T08:01:00Z',
        [{ say: 'costsFee', fee: { cents: 2000, percent: null }, windowMinutes: 360, windowBefore: 'start' }],
        'late-flat',
        null,
      ],
      // Personal driver Sun 2026-03-08 10:00 MDT (16:00Z): 24 h before is Sat 09:00 MST, not Sat 10:00.
      [
        'personal driver, exactly 24 h before',
        'chauffeur',
        null,
        '2026-03-08T16:00:00Z',
        '2026-03-07T16:00:00Z',
        [{ say: 'freeUntil', until: at('2026-03-07T16:00:00Z') }],
        'free',
        '2026-03-07T16:00:00.000Z',
      ],
      [
        'personal driver, at the wall-clock 24 h',
        'chauffeur',
        null,
        '2026-03-08T16:00:00Z',
        '2026-03-07T16:30:00Z',
        [{ say: 'costsFee', fee: { cents: 2000, percent: 50 }, windowMinutes: 1440, windowBefore: 'start' }],
        'late-half',
        null,
      ],
      // Personal driver Sun 2026-11-01 10:00 MST (17:00Z); clocks fell back at 02:00 MDT (08:00Z). 24 h before is Sat 11:00 MDT.
      [
        'personal driver after fall-back, exactly 24 h before',
        'chauffeur',
        null,
        '2026-11-01T17:00:00Z',
        '2026-10-31T17:00:00Z',
        [{ say: 'freeUntil', until: at('2026-10-31T17:00:00Z') }],
        'free',
        '2026-10-31T17:00:00.000Z',
      ],
      [
        'personal driver after fall-back, a minute later',
        'chauffeur',
        null,
        '2026-11-01T17:00:00Z',
        '2026-10-31T17:01:00Z',
        [{ say: 'costsFee', fee: { cents: 2000, percent: 50 }, windowMinutes: 1440, windowBefore: 'start' }],
        'late-half',
        null,
      ],
    ])('%s', (_name, serviceType, code, startsAt, now, terms, rule, freeUntil) => {
      const result = cancellationQuote({
        serviceType,
        code,
        status: 'confirmed',
        startsAt: at(startsAt),
        totalCents: 4000,
        paidCents: 0,
        now: at(now),
      });
      expect({ rule: result.rule, freeUntil: result.freeUntil?.toISOString() ?? null, terms: result.terms }).toEqual({ rule, freeUntil, terms });
    });
  });
});

describe('moveQuote', () => {
  const at = (iso: string) => new Date(iso);
  const move = (overrides: Partial<Parameters<typeof moveQuote>[0]>) =>
    moveQuote({ serviceType: 'ride', code: null, status: 'confirmed', startsAt: at('2026-06-03T16:00:00Z'), now: NOW, ...overrides });

  it.each<[string, Partial<Parameters<typeof moveQuote>[0]>, { allowed: boolean; until: string | null; terms: TermsSentence[] }]>([
    [
      'a ride two days ahead: until 6 hours before',
      {},
      { allowed: true, until: '2026-06-03T10:00:00.000Z', terms: [{ say: 'movableUntil', until: at('2026-06-03T10:00:00Z') }] },
    ],
    [
      'a ride exactly 6 hours ahead: still movable',
      { now: at('2026-06-03T10:00:00Z') },
      { allowed: true, until: '2026-06-03T10:00:00.000Z', terms: [{ say: 'movableUntil', until: at('2026-06-03T10:00:00Z') }] },
    ],
    [
      'a ride 5 h 59 min ahead: past the cut-off',
      { now: at('2026-06-03T10:01:00Z') },
      { allowed: false, until: null, terms: [{ say: 'movableOnlyBefore', windowMinutes: 360, windowBefore: 'start' }] },
    ],
    [
      'a personal driver job 25 hours ahead',
      { serviceType: 'chauffeur', now: at('2026-06-02T15:00:00Z') },
      { allowed: true, until: '2026-06-02T16:00:00.000Z', terms: [{ say: 'movableUntil', until: at('2026-06-02T16:00:00Z') }] },
    ],
    [
      'a personal driver job 23 hours ahead',
      { serviceType: 'chauffeur', now: at('2026-06-02T17:00:00Z') },
      { allowed: false, until: null, terms: [{ say: 'movableOnlyBefore', windowMinutes: 1440, windowBefore: 'start' }] },
    ],
    [
      "a plan's ride 2 hours ahead: the plan's 1 hour cut-off",
      { code: 'plan', now: at('2026-06-03T14:00:00Z') },
      { allowed: true, until: '2026-06-03T15:00:00.000Z', terms: [{ say: 'movableUntil', until: at('2026-06-03T15:00:00Z') }] },
    ],
    [
      'across the fall-back change: 24 real hours before 9:00 AM MST on Nov 1 is 10:00 AM MDT on Oct 31',
      { serviceType: 'chauffeur', startsAt: at('2026-11-01T16:00:00Z'), now: at('2026-10-30T16:00:00Z') },
      { allowed: true, until: '2026-10-31T16:00:00.000Z', terms: [{ say: 'movableUntil', until: at('2026-10-31T16:00:00Z') }] },
    ],
    ['a cancelled booking', { status: 'cancelled' }, { allowed: false, until: null, terms: [{ say: 'bookingCancelled' }] }],
    ['a completed booking', { status: 'completed' }, { allowed: false, until: null, terms: [{ say: 'bookingCompleted' }] }],
    [
      'a plan purchase has no time of its own',
      { serviceType: 'subscription', startsAt: null },
      { allowed: false, until: null, terms: [{ say: 'notMovableOnline' }] },
    ],
    ['a long-haul job is agreed with the owner', { serviceType: 'longHaul' }, { allowed: false, until: null, terms: [{ say: 'notMovableOnline' }] }],
    [
      'a ride that has started',
      { now: at('2026-06-03T16:05:00Z') },
      { allowed: false, until: null, terms: [{ say: 'movableOnlyBefore', windowMinutes: 360, windowBefore: 'start' }] },
    ],
  ])('%s', (_name, overrides, expected) => {
    const quote = move(overrides);
    expect({ ...quote, until: quote.until?.toISOString() ?? null }).toEqual(expected);
  });
});

describe('the grace period after booking', () => {
  const minutes = (n: number) => n * 60_000;
  const at = (base: Date, offsetMinutes: number) => new Date(base.getTime() + minutes(offsetMinutes));

  it.each<[string, string, number, number, number, number, CancellationRule, number]>([
    // name, service, booked (min before now), start (min after now), grace minutes, total → rule, fee
    ['ride booked 5 min ago, 3 h ahead: free', 'ride', 5, 180, 10, 4000, 'grace', 0],
    ['ride booked exactly 10 min ago: the grace is over', 'ride', 10, 180, 10, 4000, 'late-flat', 2000],
    ['ride booked 9 min 59 s ago: still free', 'ride', 9.99, 180, 10, 4000, 'grace', 0],
    ['ride booked to start 59 min after booking: no grace', 'ride', 1, 58, 10, 4000, 'late-flat', 2000],
    ['ride booked to start exactly 60 min after booking', 'ride', 1, 59, 10, 4000, 'grace', 0],
    ['grace 0: off', 'ride', 1, 180, 0, 4000, 'late-flat', 2000],
    ['personal driver within 24 h, booked a minute ago', 'chauffeur', 1, 300, 10, 20000, 'grace', 0],
    ['plan ride within the last hour but booked two hours before', 'plan-ride', 120, 59, 10, 0, 'late-flat', 0],
    ['ride days ahead stays plainly free', 'ride', 1, 3000, 10, 4000, 'free', 0],
    ['long haul stays not applicable', 'longHaul', 1, 300, 10, 90000, 'not-applicable', 0],
  ])('%s', (_name, serviceType, bookedAgo, startsIn, graceMinutes, totalCents, rule, feeCents) => {
    const planRide = serviceType === 'plan-ride';
    const fee = cancellationFee({
      serviceType: planRide ? 'ride' : serviceType,
      planRide,
      startsAt: at(NOW, startsIn),
      totalCents,
      now: NOW,
      grace: { bookedAt: at(NOW, -bookedAgo), minutes: graceMinutes },
    });
    expect(fee).toEqual({ feeCents, rule });
  });

  it('a plan ride cancelled in its grace goes back to the plan, and a late one does not', () => {
    expect(isFreeRule('grace')).toBe(true);
    expect(isFreeRule('free')).toBe(true);
    expect(isFreeRule('late-flat')).toBe(false);
  });

  it('says until when cancelling is free and what it costs after', () => {
    const quote = cancellationQuote({
      serviceType: 'ride',
      code: null,
      status: 'confirmed',
      startsAt: at(NOW, 180),
      totalCents: 4000,
      paidCents: 4000,
      now: NOW,
      grace: { bookedAt: at(NOW, -3), minutes: 10 },
    });
    expect(quote).toMatchObject({ allowed: true, feeCents: 0, refundCents: 4000, rule: 'grace', freeUntil: at(NOW, 7) });
    expect(quote.terms).toEqual([
      { say: 'freeUntilJustAfterBooking', until: at(NOW, 7) },
      { say: 'refundedInFull', paidCents: 4000 },
      { say: 'afterThatCosts', fee: { cents: 2000, percent: null } },
    ]);
  });

  // Elapsed minutes after booking, also when the clocks change inside the grace period.
  it.each<[string, string, string, CancellationRule, string | null]>([
    // Spring forward: booked 01:55 MST (08:55Z); 10 min later is 03:05 MDT (09:05Z), not 02:05.
    ['spring forward, a minute before the end', '2026-03-08T08:55:00Z', '2026-03-08T09:04:00Z', 'grace', '2026-03-08T09:05:00.000Z'],
    ['spring forward, at the end', '2026-03-08T08:55:00Z', '2026-03-08T09:05:00Z', 'late-flat', null],
    // Fall back: booked 01:55 MDT (07:55Z); 10 min later is 01:05 MST (08:05Z).
    ['fall back, a minute before the end', '2026-11-01T07:55:00Z', '2026-11-01T08:04:00Z', 'grace', '2026-11-01T08:05:00.000Z'],
    ['fall back, at the end', '2026-11-01T07:55:00Z', '2026-11-01T08:05:00Z', 'late-flat', null],
  ])('%s', (_name, bookedAt, now, rule, freeUntil) => {
    // The ride starts 4 hours after booking: within 6 hours, so only the grace makes it free.
    const startsAt = new Date(new Date(bookedAt).getTime() + minutes(240));
    const quote = cancellationQuote({
      serviceType: 'ride',
      code: null,
      status: 'confirmed',
      startsAt,
      totalCents: 4000,
      paidCents: 0,
      now: new Date(now),
      grace: { bookedAt: new Date(bookedAt), minutes: 10 },
    });
    expect(quote.rule).toBe(rule);
    expect(quote.terms[0]).toEqual(
      freeUntil
        ? { say: 'freeUntilJustAfterBooking', until: new Date(freeUntil) }
        : { say: 'costsFee', fee: { cents: 2000, percent: null }, windowMinutes: 360, windowBefore: 'start' },
    );
  });
});

describe('cancellationTermsAtBooking', () => {
  const terms = (serviceType: string, startsIn: number | null, graceMinutes: number, totalCents = 4000) =>
    cancellationTermsAtBooking({
      serviceType,
      startsAt: startsIn === null ? null : new Date(NOW.getTime() + startsIn * 60_000),
      totalCents,
      now: NOW,
      graceMinutes,
    });

  it.each<[string, string, number | null, number, number, TermsSentence[]]>([
    ['a ride days ahead', 'ride', 3 * 24 * 60, 10, 4000, [{ say: 'ifBookedFreeUntil', until: new Date('2026-06-04T08:00:00Z') }]],
    [
      'a same-day ride 3 h ahead',
      'ride',
      180,
      10,
      2165,
      [{ say: 'ifBookedFreeAfterBooking', minutes: 10, fee: { cents: 2000, percent: null }, windowMinutes: 360, windowBefore: 'start' }],
    ],
    [
      'a ride 45 min ahead: no grace',
      'ride',
      45,
      10,
      2165,
      [{ say: 'ifBookedCostsNoGrace', fee: { cents: 2000, percent: null }, windowMinutes: 360, windowBefore: 'start' }],
    ],
    [
      'a ride 3 h ahead with the grace off',
      'ride',
      180,
      0,
      2165,
      [{ say: 'ifBookedCosts', fee: { cents: 2000, percent: null }, windowMinutes: 360, windowBefore: 'start' }],
    ],
    [
      'a ride 20 min ahead: the late fee (nobody is on the way to a job not booked yet)',
      'ride',
      20,
      10,
      3000,
      [{ say: 'ifBookedCostsNoGrace', fee: { cents: 2000, percent: null }, windowMinutes: 360, windowBefore: 'start' }],
    ],
    [
      'a personal driver tomorrow morning',
      'chauffeur',
      20 * 60,
      10,
      20000,
      [{ say: 'ifBookedFreeAfterBooking', minutes: 10, fee: { cents: 10000, percent: 50 }, windowMinutes: 1440, windowBefore: 'start' }],
    ],
    ['a plan', 'subscription', null, 10, 40000, [{ say: 'plansNonRefundable' }]],
    ['long haul', 'longHaul', 300, 10, 90000, [{ say: 'feesVary' }]],
  ])('%s', (_name, serviceType, startsIn, graceMinutes, totalCents, expected) => {
    expect(terms(serviceType, startsIn, graceMinutes, totalCents)).toEqual(expected);
  });
});
