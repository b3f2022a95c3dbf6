import type { LongHaulValues } from '@/features/wizard/inquiry-payload';
import type { DeliveryDetails, LongHaulLead, RideDetails, TripDetails } from '@/features/wizard/wizard-types';

// An out-of-area ride or delivery as the long-haul inquiry's starting point: what its form is prefilled
// with, and the note that carries the server's miles to the owner. Pure; the form turns the day into a dayjs.

/** The addresses as the long-haul form names them. */
type RouteValues = Pick<LongHaulValues, 'pickupLocation' | 'deliveryLocation'>;

const SERVICE_WORD = { ride: 'ride', delivery: 'delivery' } as const;

const LUGGAGE_TEXT: Record<RideDetails['luggage'], string> = {
  none: 'no luggage',
  small: 'carry-on bags',
  medium: '1-2 suitcases',
  large: '3 or more suitcases',
};

const PACKAGE_TEXT: Record<DeliveryDetails['packageSize'], string> = {
  small: 'A small package',
  medium: 'A medium package',
  large: 'A large package',
  'extra-large': 'An extra large package',
};

const PACKAGE_SIZE_TEXT: Record<DeliveryDetails['packageSize'], string> = {
  small: 'under 12 in',
  medium: '12-24 in',
  large: '24-36 in',
  'extra-large': '36 in and up',
};

const PACKAGE_WEIGHT_TEXT: Record<DeliveryDetails['packageWeight'], string> = {
  light: 'under 5 lbs',
  medium: '5-20 lbs',
  heavy: '20-50 lbs',
  'extra-heavy': '50 lbs and up',
};

const plural = (count: string, word: string) => `${count} ${word}${count === '1' ? '' : 's'}`;

/** What the trip said about its load, as a first draft of 'What needs to be carried'. */
function cargoText(trip: TripDetails): string {
  const details = trip.serviceDetails;
  let text = '';
  if ('luggage' in details) {
    const rack =
      details.needsRoofRack === 'yes-ski'
        ? 'skis on a roof rack'
        : details.needsRoofRack === 'yes-bike'
          ? `${plural(details.bikeCount ?? '1', 'bike')} on a roof rack`
          : null;
    text = `Ride for ${[plural(details.passengers, 'passenger'), LUGGAGE_TEXT[details.luggage], rack].filter(Boolean).join(', ')}.`;
  } else if ('packageSize' in details) {
    const care = details.perishable === 'yes' ? (details.needsCooler === 'yes' ? ', perishable, kept in a cooler' : ', perishable') : '';
    text = `${PACKAGE_TEXT[details.packageSize]}${care}.`;
  }
  const instructions = 'instructions' in details ? details.instructions.trim() : '';
  return instructions ? `${text}\n${instructions}` : text;
}

/** The long-haul form's first values: both addresses, the load as far as the trip described it, the trip's day. */
export function leadFormValues(lead: LongHaulLead): LongHaulValues {
  const { trip } = lead;
  const details = trip.serviceDetails;
  return {
    pickupLocation: trip.pickupLocation,
    deliveryLocation: trip.destinationLocation,
    itemDescription: cargoText(trip),
    ...('packageSize' in details
      ? { approximateSize: PACKAGE_SIZE_TEXT[details.packageSize], approximateWeight: PACKAGE_WEIGHT_TEXT[details.packageWeight] }
      : {}),
    preferredDate: trip.serviceDate,
  };
}

/** Miles as shown: the server's value (already rounded to 0.1), without a trailing '.0'. */
export function formatMiles(miles: number): string {
  return miles.toLocaleString('en-US', { maximumFractionDigits: 1 });
}

/** The server's miles belong to the trip's two addresses: true while the form still has both (spacing aside). */
export function keepsMeasuredRoute(lead: LongHaulLead, route: RouteValues): boolean {
  const same = (a: string | undefined, b: string) => (a ?? '').trim() === b.trim();
  return same(route.pickupLocation, lead.trip.pickupLocation) && same(route.deliveryLocation, lead.trip.destinationLocation);
}

/** The measured miles while the form keeps the trip's addresses; null once either changed or when none were measured. */
export function measuredMiles(lead: LongHaulLead, route: RouteValues): number | null {
  return lead.distanceMiles !== null && keepsMeasuredRoute(lead, route) ? lead.distanceMiles : null;
}

/**
 * Appended to the item description on send (the endpoint has no distance or origin field), so the owner
 * reads where the inquiry came from and, while the addresses are the measured ones, the server's miles.
 */
export function leadNote(lead: LongHaulLead, route: RouteValues): string {
  const origin = `Sent from a ${SERVICE_WORD[lead.fromService]} quote outside the service area`;
  const miles = measuredMiles(lead, route);
  if (miles === null) return `${origin}.`;
  return `${origin}: about ${formatMiles(miles)} road miles from ${lead.trip.pickupLocation.trim()} to ${lead.trip.destinationLocation.trim()}.`;
}
