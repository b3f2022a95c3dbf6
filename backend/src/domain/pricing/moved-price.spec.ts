import { movedPrice, OWNER_ADJUSTMENT_LABEL } from './moved-price.js';

const price = (totalCents: number, labels: string[] = ['Distance 3.2 mi × $1.95']) => ({
  totalCents,
  breakdown: labels.map((label, index) => ({ label, amountCents: index === 0 ? totalCents : 0 })),
});

describe('movedPrice', () => {
  it.each<[string, ReturnType<typeof price>, ReturnType<typeof price>, ReturnType<typeof price>]>([
    ['the same price stays', price(4000), price(4000), price(4000)],
    ["today's lower price is the customer's", price(4000), price(3500), price(3500)],
    ['a higher price today is not charged: the agreed one stays', price(4000), price(4600), price(4000)],
    ['a plan ride stays free', price(0), price(0), price(0)],
    [
      "a price the owner set stays, even when today's is lower",
      price(3000, ['Distance', OWNER_ADJUSTMENT_LABEL]),
      price(2500),
      price(3000, ['Distance', OWNER_ADJUSTMENT_LABEL]),
    ],
  ])('%s', (_name, agreed, current, expected) => {
    expect(movedPrice({ agreed, current })).toEqual(expected);
  });
});
