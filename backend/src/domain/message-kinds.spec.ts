import { hasMessageKindLabel, messageKindLabel } from './message-kinds.js';

describe('messageKindLabel', () => {
  it.each([
    ['booking-received', 'Booking received'],
    ['booking-new-owner', 'New booking (to you)'],
    ['booking-cancelled', 'Booking cancelled'],
    ['owner-booking-new', 'New booking (to you)'],
    ['payment-receipt', 'Payment receipt'],
    ['some-new-kind', 'Some new kind'],
    ['toString', 'ToString'],
  ])('%s reads "%s"', (kind, label) => {
    expect(messageKindLabel(kind)).toBe(label);
  });

  it('knows only the kinds it has words for', () => {
    expect(hasMessageKindLabel('inquiry-owner')).toBe(true);
    expect(hasMessageKindLabel('some-new-kind')).toBe(false);
    expect(hasMessageKindLabel('constructor')).toBe(false);
  });
});
