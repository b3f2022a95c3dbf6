import type { StartingPriceService } from '../contracts/business.contract.js';
import { priceQuote, type PriceQuoteInput } from '../domain/pricing/price-quote.js';
import type { PricingTable } from '../domain/pricing/pricing-table.js';
import { LUGGAGE_OPTIONS, PACKAGE_SIZES, PACKAGE_WEIGHTS } from '../domain/service-types.js';

/**
 * The lowest price the price rules give each service with `table`, in cents: the cards' 'Starting at'. Every option
 * is priced at zero miles (no fare falls as a trip grows) and the cheapest taken, so a table whose small package or
 * no-luggage line costs more than another option still shows what the cheapest booking is charged.
 */
export function startingPrices(table: PricingTable): Record<StartingPriceService, number> {
  const lowest = (inputs: PriceQuoteInput[]) => Math.min(...inputs.map((input) => priceQuote(input, table).totalCents));
  const { minHours, maxHours } = table.chauffeur;
  return {
    delivery: lowest(
      PACKAGE_SIZES.flatMap((packageSize) =>
        PACKAGE_WEIGHTS.map((packageWeight) => ({
          serviceType: 'delivery' as const,
          serviceDetails: { packageSize, packageWeight, perishable: 'no' as const, needsCooler: 'no' as const },
          distanceMiles: 0,
        })),
      ),
    ),
    ride: lowest(
      LUGGAGE_OPTIONS.map((luggage) => ({
        serviceType: 'ride' as const,
        serviceDetails: { passengers: 1, luggage, needsRoofRack: 'no' as const },
        distanceMiles: 0,
      })),
    ),
    chauffeur: lowest(
      Array.from({ length: maxHours - minHours + 1 }, (_, index) => ({
        serviceType: 'chauffeur' as const,
        serviceDetails: { passengers: 1, hours: minHours + index, needsRoofRack: 'no' as const, itinerary: '', termsAgreed: true },
        distanceMiles: 0,
      })),
    ),
  };
}
