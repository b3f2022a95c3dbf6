import { isRidePack, ledgerCorrection, packDate, packRefusalMessage, ridesLeft, type RidePackState } from './ride-packs.js';

const NOW = new Date('2026-11-24T12:00:00Z');
const ZONE = 'America/Denver';
const pack: RidePackState = { discountType: 'subscription', totalRides: 4, ridesUsed: 2, expiresAt: new Date('2027-11-24T16:00:00Z') };
const PAST = new Date('2026-11-24T11:59:59Z');

describe(isRidePack.name, () => {
  it.each([
    ['a 4-ride subscription', { discountType: 'subscription', totalRides: 4 }, true],
    ['an unlimited subscription', { discountType: 'subscription', totalRides: null }, false],
    ['a percentage code', { discountType: 'percentage', totalRides: null }, false],
  ] as const)('%s', (_name, code, expected) => {
    expect(isRidePack(code)).toBe(expected);
  });
});

describe(ridesLeft.name, () => {
  it.each([
    ['2 of 4 used', {}, 2],
    ['all used', { ridesUsed: 4 }, 0],
    ['never expires', { expiresAt: null, ridesUsed: 1 }, 3],
    ['expired with rides left', { expiresAt: PAST }, 0],
    ['expiring exactly now', { expiresAt: NOW }, 0],
    ['unlimited subscription', { totalRides: null }, 0],
  ] as const)('%s', (_name, change, expected) => {
    expect(ridesLeft({ ...pack, ...(change as Partial<RidePackState>) }, NOW)).toBe(expected);
  });
});

describe(ledgerCorrection.name, () => {
  it.each([
    ['ledger agrees', {}, 2, null],
    ['expired with 2 left in the ledger', { expiresAt: PAST }, 2, { kind: 'expired', rides: -2 }],
    ['expired and already written off', { expiresAt: PAST }, 0, null],
    ['a ride returned after expiry', { expiresAt: PAST }, 1, { kind: 'expired', rides: -1 }],
    ['owner added 2 rides', { totalRides: 6 }, 2, { kind: 'adjusted', rides: 2 }],
    ['owner took 1 ride away', { totalRides: 3 }, 2, { kind: 'adjusted', rides: -1 }],
    ['owner extended an expired pack', {}, 0, { kind: 'adjusted', rides: 2 }],
    ['not a pack', { totalRides: null }, 0, null],
  ] as const)('%s', (_name, change, sum, expected) => {
    expect(ledgerCorrection({ ...pack, ...(change as Partial<RidePackState>) }, sum, NOW)).toEqual(expected);
  });
});

describe(packDate.name, () => {
  it.each([
    ['2027-11-24T16:00:00Z', 'Nov 24, 2027'],
    // 02:00 UTC is still the evening before in Denver.
    ['2027-01-01T02:00:00Z', 'Dec 31, 2026'],
  ])('%s → %s', (iso, expected) => {
    expect(packDate(new Date(iso), ZONE)).toBe(expected);
  });
});

describe(packRefusalMessage.name, () => {
  it('says when an expired pack expired', () => {
    expect(packRefusalMessage({ ...pack, expiresAt: PAST }, 'EXPIRED', ZONE)).toBe(
      'This ride pack expired on Nov 24, 2026. Its unused rides can no longer be booked; please buy a new plan or call us.',
    );
  });

  it('says that every ride of a used-up pack is used', () => {
    expect(packRefusalMessage({ ...pack, ridesUsed: 4 }, 'NO_RIDES_LEFT', ZONE)).toBe(
      'This ride pack has no rides left: all 4 rides are used. Please buy a new plan or call us.',
    );
  });
});
