import { paymentMethodLabel, type LedgerMethod } from './payment-methods.js';

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
