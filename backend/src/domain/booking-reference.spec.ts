import { displayReference, typedReference } from './booking-reference.js';

describe('displayReference', () => {
  it.each([
    ['K7Q2XM', '254-K7Q2XM'],
    ['ABC2345', '254-ABC2345'],
  ])('%s → %s', (reference, shown) => {
    expect(displayReference(reference)).toBe(shown);
  });
});

describe('typedReference', () => {
  it.each([
    ['K7Q2XM', 'K7Q2XM'],
    ['254-K7Q2XM', 'K7Q2XM'],
    ['254-k7q2xm', 'K7Q2XM'],
    [' 254 - K7Q 2XM ', 'K7Q2XM'],
    ['k7q2xm', 'K7Q2XM'],
    ['', null],
    ['254-', null],
    ['K7Q', null],
    ["K7Q2XM'; DROP TABLE bookings", null],
    ['x'.repeat(40), null],
  ])('%j → %j', (typed, bare) => {
    expect(typedReference(typed)).toBe(bare);
  });
});
