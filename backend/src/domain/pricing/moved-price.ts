// What a booking costs after its customer moves it (bookings/booking-move.service.ts). No price rule depends on the
// date or time, so the same trip prices the same at any time; the price can differ only when the owner changed the
// prices since it was booked. The customer then gets the lower price (and the difference back), but never pays more for
// moving the trip they agreed to. A price the owner set by hand for this booking stays as it is.
import type { PriceLine } from './price-quote.js';

/** The breakdown line the owner's own price for a booking adds (bookings/admin-bookings.service.ts). */
export const OWNER_ADJUSTMENT_LABEL = 'Adjusted by the owner';

export interface MovedPriceInput {
  /** The booking's price as agreed (its total and breakdown). */
  agreed: { totalCents: number; breakdown: readonly PriceLine[] };
  /** The same trip at today's prices, its code applied. */
  current: { totalCents: number; breakdown: readonly PriceLine[] };
}

/** The moved booking's price: today's when it is lower, else the agreed one (unchanged). */
export function movedPrice({ agreed, current }: MovedPriceInput): { totalCents: number; breakdown: readonly PriceLine[] } {
  const setByOwner = agreed.breakdown.some((line) => line.label === OWNER_ADJUSTMENT_LABEL);
  return !setByOwner && current.totalCents < agreed.totalCents ? current : agreed;
}
