import { moneyLine, type MoneyState } from './money-line.js';

describe('moneyLine', () => {
  it.each<[MoneyState, string]>([
    [{ kind: 'card', paidCents: 2165, method: 'Visa ending 1111' }, 'Paid by card: $21.65 (Visa ending 1111)'],
    [
      { kind: 'card', paidCents: 4260, method: 'Visa ending 1111', planRide: true },
      'Paid by card: $42.60 (Visa ending 1111), the rest by a ride of a ride plan',
    ],
    [{ kind: 'by-hand', paidCents: 2000, method: 'Cash' }, 'Paid: $20.00 (Cash)'],
    [{ kind: 'by-hand', paidCents: 6260, method: 'Check' }, 'Paid: $62.60 (Check)'],
    [{ kind: 'code' }, 'No charge: covered by a service code'],
    [{ kind: 'plan-ride' }, 'No charge: a ride of a ride plan'],
    [{ kind: 'no-charge' }, 'No charge'],
    [{ kind: 'due', dueCents: 2000, linkSent: false }, 'To pay: $20.00'],
    [{ kind: 'due', dueCents: 2165, linkSent: true }, 'To pay: $21.65 (payment link sent)'],
  ])('%o → %s', (state, line) => {
    expect(moneyLine(state)).toBe(line);
  });
});
