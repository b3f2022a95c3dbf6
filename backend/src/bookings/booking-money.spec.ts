import { moneyStateOf, type MoneyRecord } from './booking-money.js';

const booking = {
  paymentStatus: 'unpaid',
  paymentMethod: null,
  paymentCardBrand: null,
  paymentCardLast4: null,
  serviceCodeId: null,
  totalCents: 2165,
} as const;
const nothing: MoneyRecord = { paidCents: 0, planRide: false, payLinkSent: false };

describe('moneyStateOf', () => {
  it.each<[string, Partial<Parameters<typeof moneyStateOf>[0]>, Partial<MoneyRecord>, ReturnType<typeof moneyStateOf>]>([
    [
      'a card payment, by the ledger',
      { paymentStatus: 'paid', paymentMethod: 'card', paymentCardBrand: 'VISA', paymentCardLast4: '1111' },
      { paidCents: 2165 },
      { kind: 'card', paidCents: 2165, paidWith: { method: 'card', brand: 'VISA', last4: '1111' } },
    ],
    [
      'a card payment from before the ledger',
      { paymentStatus: 'paid', paymentMethod: 'card' },
      {},
      { kind: 'card', paidCents: 2165, paidWith: { method: 'card', brand: null, last4: null } },
    ],
    [
      'cash',
      { paymentStatus: 'paid', paymentMethod: 'cash' },
      { paidCents: 2165 },
      { kind: 'by-hand', paidCents: 2165, paidWith: { method: 'cash', brand: null, last4: null } },
    ],
    [
      'an invoice',
      { paymentStatus: 'paid', paymentMethod: 'invoice' },
      {},
      { kind: 'by-hand', paidCents: 2165, paidWith: { method: 'invoice', brand: null, last4: null } },
    ],
    ['a plan ride', { paymentStatus: 'not-required', serviceCodeId: 'c1', totalCents: 0 }, { planRide: true }, { kind: 'plan-ride' }],
    [
      'a plan ride dearer than the plan, the difference paid by card',
      { paymentStatus: 'paid', paymentMethod: 'card', paymentCardBrand: 'VISA', paymentCardLast4: '1111', serviceCodeId: 'c1', totalCents: 4260 },
      { paidCents: 4260, planRide: true },
      { kind: 'card', paidCents: 4260, paidWith: { method: 'card', brand: 'VISA', last4: '1111' }, planRide: true },
    ],
    ['a discount code', { paymentStatus: 'not-required', serviceCodeId: 'c1', totalCents: 0 }, {}, { kind: 'code' }],
    ['free of charge, no code', { paymentStatus: 'not-required', totalCents: 0 }, {}, { kind: 'no-charge' }],
    ['unpaid', {}, {}, { kind: 'due', dueCents: 2165, linkSent: false }],
    ['unpaid, a link sent, part paid by hand', {}, { paidCents: 1000, payLinkSent: true }, { kind: 'due', dueCents: 1165, linkSent: true }],
  ])('%s', (_name, row, record, state) => {
    expect(moneyStateOf({ ...booking, ...row }, { ...nothing, ...record })).toEqual(state);
  });
});
