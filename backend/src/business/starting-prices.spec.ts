import { DEFAULT_PRICING_TABLE, type PricingTable } from '../domain/pricing/pricing-table.js';
import { startingPrices } from './starting-prices.js';

const table = (change: (next: PricingTable) => void): PricingTable => {
  const next = structuredClone(DEFAULT_PRICING_TABLE);
  change(next);
  return next;
};

describe(startingPrices.name, () => {
  it.each<[string, PricingTable, ReturnType<typeof startingPrices>]>([
    ['the default table: the minimum fare, two hours of a driver', DEFAULT_PRICING_TABLE, { delivery: 2000, ride: 2000, chauffeur: 10000 }],
    [
      'a raised minimum fare and hourly price',
      table((next) => {
        next.mileage.minimumCents = 2500;
        next.chauffeur.centsPerHour = 6500;
      }),
      { delivery: 2500, ride: 2500, chauffeur: 13000 },
    ],
    [
      'a longer shortest booking of a driver',
      table((next) => {
        next.chauffeur.minHours = 3;
      }),
      { delivery: 2000, ride: 2000, chauffeur: 15000 },
    ],
    [
      'surcharges on the usual cheapest options: the cheapest option wins',
      table((next) => {
        next.delivery.packageSizeSurchargeCents.small = 700;
        next.delivery.packageWeightSurchargeCents.light = 300;
        next.ride.luggageSurchargeCents.none = 400;
      }),
      // medium size and medium weight cost nothing extra; small luggage costs nothing extra
      { delivery: 2000, ride: 2000, chauffeur: 10000 },
    ],
    [
      'every option surcharged: the smallest surcharge is added',
      table((next) => {
        next.delivery.packageSizeSurchargeCents = { small: 300, medium: 400, large: 1000, 'extra-large': 2500 };
        next.delivery.packageWeightSurchargeCents = { light: 100, medium: 200, heavy: 1000, 'extra-heavy': 2500 };
        next.ride.luggageSurchargeCents = { none: 150, small: 250, medium: 500, large: 1000 };
      }),
      { delivery: 2400, ride: 2150, chauffeur: 10000 },
    ],
  ])('%s', (_name, prices, expected) => {
    expect(startingPrices(prices)).toEqual(expected);
  });
});
