import { displayReference } from './booking-reference.js';

describe('displayReference', () => {
  it.each([
    ['K7Q2XM', '254-K7Q2XM'],
    ['ABC2345', '254-ABC2345'],
  ])('%s → %s', (reference, shown) => {
    expect(displayReference(reference)).toBe(shown);
  });
});
