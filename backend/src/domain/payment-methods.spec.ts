import {
  amountDue,
  cardBrand,
  cardLast4,
  overpaidCents,
  paymentMethodLabel,
  receiptNumber,
  type AmountDue,
  type DueFacts,
  type LedgerMethod,
} from './payment-methods.js';

describe('paymentMethodLabel', () => {
  it.each<[LedgerMethod, { brand?: string | null; last4?: string | null }, string]>([
    ['card', { brand: 'VISA', last4: '1111' }, 'Visa ending 1111'],
    ['card', { brand: 'AMERICAN_EXPRESS', last4: '0005' }, 'American express ending 0005'],
    ['card', { brand: null, last4: '4242' }, 'Card ending 4242'],
    ['card', {}, 'Card'],
    ['test', { brand: 'VISA', last4: '1111' }, 'Visa ending 1111 (test, no money moved)'],
    ['test', {}, 'Test card (no money moved)'],
    ['cash', {}, 'Cash'],
    ['check', { last4: '1234' }, 'Check'],
    ['other', {}, 'Other'],
  ])('%s %j reads "%s"', (method, card, label) => {
    expect(paymentMethodLabel(method, card)).toBe(label);
  });
});

describe('amountDue', () => {
  const booking = (facts: Partial<DueFacts>): DueFacts => ({
    status: 'confirmed',
    paymentStatus: 'unpaid',
    totalCents: 4000,
    cancellationFeeOwedCents: 0,
    ...facts,
  });
  it.each<[string, Partial<DueFacts>, AmountDue]>([
    ['unpaid: its price', {}, { purpose: 'booking', cents: 4000 }],
    ['pending online, awaiting the card: its price', { status: 'pending' }, { purpose: 'booking', cents: 4000 }],
    ['paid', { paymentStatus: 'paid' }, { purpose: null, cents: 0, none: 'paid' }],
    ['free', { paymentStatus: 'not-required', totalCents: 0 }, { purpose: null, cents: 0, none: 'free' }],
    ['priced at nothing after an edit', { totalCents: 0 }, { purpose: null, cents: 0, none: 'free' }],
    ['cancelled, owing no fee', { status: 'cancelled' }, { purpose: null, cents: 0, none: 'cancelled' }],
    ['cancelled unpaid, owing its fee', { status: 'cancelled', cancellationFeeOwedCents: 2000 }, { purpose: 'cancellation-fee', cents: 2000 }],
    [
      'cancelled after a card payment smaller than the fee: the rest of the fee',
      { status: 'cancelled', paymentStatus: 'paid', cancellationFeeOwedCents: 500 },
      { purpose: 'cancellation-fee', cents: 500 },
    ],
    ['cancelled, its fee paid since', { status: 'cancelled', paymentStatus: 'paid' }, { purpose: null, cents: 0, none: 'cancelled' }],
  ])('%s', (_name, facts, due) => {
    expect(amountDue(booking(facts))).toEqual(due);
  });
});

describe('what a card processor reports of a card', () => {
  it.each<[unknown, string | null]>([
    ['1111', '1111'],
    ['111', null],
    ['11111', null],
    ['12a4', null],
    ['１２３４', null],
    [1234, null],
    [null, null],
    [undefined, null],
    [{ digits: '1111' }, null],
  ])('last four %p → %p', (reported, expected) => {
    expect(cardLast4(reported)).toBe(expected);
  });

  it.each<[unknown, string | null]>([
    ['VISA', 'VISA'],
    ['SQUARE_GIFT_CARD', 'SQUARE_GIFT_CARD'],
    ['visa', null],
    ['<script>', null],
    ['X'.repeat(41), null],
    [42, null],
  ])('brand %p → %p', (reported, expected) => {
    expect(cardBrand(reported)).toBe(expected);
  });
});

describe('receiptNumber', () => {
  it.each([
    ['f47ac10b-58cc-4372-a567-0e02b2c3d479', 'B2C3D479'],
    ['KkAkhdMsgzn59SM8A89WgKwekxLZY', 'KWEKXLZY'],
    ['ab-12', 'AB12'],
  ])('%s reads %s', (reference, number) => {
    expect(receiptNumber(reference)).toBe(number);
  });
});

describe('overpaidCents', () => {
  const card = (amountCents: number, refundedCents = 0) => ({ purpose: 'booking' as const, amountCents, refundedCents });
  it.each([
    ['paid the price', { status: 'confirmed' as const, totalCents: 6260 }, [card(6260)], 0],
    ['the price lowered after paying', { status: 'confirmed' as const, totalCents: 4000 }, [card(6260)], 2260],
    ['the difference already refunded in part', { status: 'confirmed' as const, totalCents: 4000 }, [card(6260, 1000)], 1260],
    ['paid in two parts (a second charge) above the price', { status: 'pending' as const, totalCents: 5000 }, [card(3000), card(2500)], 500],
    ['the price raised: nothing over, something due', { status: 'confirmed' as const, totalCents: 8000 }, [card(6260)], 0],
    [
      'a cancellation fee paid is not a payment for the booking',
      { status: 'confirmed' as const, totalCents: 0 },
      [{ purpose: 'cancellation-fee' as const, amountCents: 2000, refundedCents: 0 }],
      0,
    ],
    ['cancelled: settled by the cancellation', { status: 'cancelled' as const, totalCents: 4000 }, [card(6260)], 0],
    ['nothing paid', { status: 'pending' as const, totalCents: 4000 }, [], 0],
  ])('%s', (_name, booking, payments, expected) => {
    expect(overpaidCents(booking, payments)).toBe(expected);
  });
});
