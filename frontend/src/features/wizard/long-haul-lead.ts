import type { LongHaulValues } from '@/features/wizard/inquiry-payload';
import type { DeliveryDetails, LongHaulLead, RideDetails, TripDetails } from '@/features/wizard/wizard-types';
import { i18n } from '@/lib/i18n';

// An out-of-area ride or delivery as the long-haul inquiry's starting point: what its form is prefilled
// with, and the note that carries the server's miles to the owner. The form's draft is in the customer's language
// (i18n.t: the inquiry form calls this without a `t` of its own); the note is for the owner, so it stays in English.
// The form turns the day into a dayjs.

/** The addresses as the long-haul form names them. */
type RouteValues = Pick<LongHaulValues, 'pickupLocation' | 'deliveryLocation'>;

const SERVICE_WORD = { ride: 'ride', delivery: 'delivery' } as const;

const LUGGAGE_TEXT = {
  none: 'wizard.leadLuggageNone',
  small: 'wizard.leadLuggageSmall',
  medium: 'wizard.leadLuggageMedium',
  large: 'wizard.leadLuggageLarge',
} as const satisfies Record<RideDetails['luggage'], string>;

const PACKAGE_TEXT = {
  small: 'wizard.leadPackageSmall',
  medium: 'wizard.leadPackageMedium',
  large: 'wizard.leadPackageLarge',
  'extra-large': 'wizard.leadPackageExtraLarge',
} as const satisfies Record<DeliveryDetails['packageSize'], string>;

const PACKAGE_SIZE_TEXT = {
  small: 'wizard.leadSizeSmall',
  medium: 'wizard.leadSizeMedium',
  large: 'wizard.leadSizeLarge',
  'extra-large': 'wizard.leadSizeExtraLarge',
} as const satisfies Record<DeliveryDetails['packageSize'], string>;

const PACKAGE_WEIGHT_TEXT = {
  light: 'wizard.leadWeightLight',
  medium: 'wizard.leadWeightMedium',
  heavy: 'wizard.leadWeightHeavy',
  'extra-heavy': 'wizard.leadWeightExtraHeavy',
} as const satisfies Record<DeliveryDetails['packageWeight'], string>;

/** What the trip said about its load, as a first draft of 'What needs to be carried', in the customer's language. */
function cargoText(trip: TripDetails): string {
  const details = trip.serviceDetails;
  let text = '';
  if ('luggage' in details) {
    const bikes = Number(details.bikeCount ?? '1');
    const rack =
      details.needsRoofRack === 'yes-ski'
        ? i18n.t('wizard.leadSkis')
        : details.needsRoofRack === 'yes-bike'
          ? bikes === 1
            ? i18n.t('wizard.leadOneBike', { count: bikes })
            : i18n.t('wizard.leadBikes', { count: bikes })
          : null;
    const passengers = Number(details.passengers);
    const who = passengers === 1 ? i18n.t('wizard.leadOnePassenger', { count: passengers }) : i18n.t('wizard.leadPassengers', { count: passengers });
    text = i18n.t('wizard.leadRide', { load: [who, i18n.t(LUGGAGE_TEXT[details.luggage]), rack].filter(Boolean).join(', ') });
  } else if ('packageSize' in details) {
    const pkg = i18n.t(PACKAGE_TEXT[details.packageSize]);
    text =
      details.perishable !== 'yes'
        ? `${pkg}.`
        : details.needsCooler === 'yes'
          ? i18n.t('wizard.leadPackageCooler', { pkg })
          : i18n.t('wizard.leadPackagePerishable', { pkg });
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
      ? { approximateSize: i18n.t(PACKAGE_SIZE_TEXT[details.packageSize]), approximateWeight: i18n.t(PACKAGE_WEIGHT_TEXT[details.packageWeight]) }
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
