// The one price function, used for the browser's quote preview and again by the server when a
// quote or booking is saved, so the customer is charged exactly what was shown.
import { VALIDATION_MESSAGES } from '../booking-rules.js';
import { InquiryOnlyServiceError, ValidationFailedError } from '../errors.js';
import { formatUsd, roundHalfUp } from '../money.js';
import type { ChauffeurDetails, DeliveryDetails, InquiryOnlyServiceType, RideDetails, ServiceWithDetails, SubscriptionDetails } from '../service-types.js';
import type { PricingTable } from './pricing-table.js';

export type PriceQuoteInput = (ServiceWithDetails | { serviceType: InquiryOnlyServiceType; serviceDetails?: unknown }) & {
  // Road distance pickup → destination in miles. Billed in tenths of a mile (rounded half up),
  // the precision shown to the customer, so every breakdown line can be checked by hand.
  distanceMiles: number;
};

export interface PriceLine {
  label: string; // the owner's admin and the mails, in English, e.g. 'Distance 12.3 mi × $1.95'
  amountCents: number; // negative for discounts
  /** What the line charges for, as a code and its numbers: the customer's screens word it in their language. */
  item?: PriceItem;
}

/**
 * A price line's subject: `option` is the option chosen (a package size, a luggage size), `rateCents` the unit price
 * (per mile, per hour), `plan` the plan's name as the owner set it.
 */
export interface PriceItem {
  kind: PriceItemKind;
  option?: string;
  count?: number;
  miles?: number;
  rateCents?: number;
  plan?: string;
  rides?: number;
  percent?: number;
}

export const PRICE_ITEM_KINDS = [
  'minimumFare',
  'distance',
  'packageSize',
  'packageWeight',
  'cooler',
  'luggage',
  'skiRack',
  'bikes',
  'driverHours',
  'planFixed',
  'planRidesByDistance',
  'planRidesAtMinimum',
  'planDiscount',
] as const;
export type PriceItemKind = (typeof PRICE_ITEM_KINDS)[number];

export interface PriceQuote {
  totalCents: number; // always the sum of breakdown amounts
  breakdown: PriceLine[];
}

const PACKAGE_SIZE_LABELS = {
  small: 'Small package',
  medium: 'Medium package',
  large: 'Large package',
  'extra-large': 'Extra-large package',
} as const;
const PACKAGE_WEIGHT_LABELS = {
  light: 'Light package',
  medium: 'Medium-weight package',
  heavy: 'Heavy package',
  'extra-heavy': 'Extra-heavy package',
} as const;
const LUGGAGE_LABELS = { none: 'No luggage', small: 'Small luggage', medium: 'Medium luggage', large: 'Large luggage' } as const;

const MAX_BIKES = 3;

// Throws ValidationFailedError for impossible details and InquiryOnlyServiceError for
// longHaul/handyman (custom quotes).
export function priceQuote(input: PriceQuoteInput, table: PricingTable): PriceQuote {
  const tenthsOfMile = billableTenthsOfMile(input.distanceMiles);
  const breakdown = linesFor(input, tenthsOfMile, table).filter((line) => line.amountCents !== 0);
  return { totalCents: breakdown.reduce((sum, line) => sum + line.amountCents, 0), breakdown };
}

// The distance actually billed, in miles with one decimal (12.34 → 12.3).
export function billableMiles(distanceMiles: number): number {
  return billableTenthsOfMile(distanceMiles) / 10;
}

function linesFor(input: PriceQuoteInput, tenthsOfMile: number, table: PricingTable): PriceLine[] {
  switch (input.serviceType) {
    case 'delivery':
      return [mileageLine(tenthsOfMile, table), ...deliverySurcharges(input.serviceDetails, table)];
    case 'ride':
      return [mileageLine(tenthsOfMile, table), ...rideSurcharges(input.serviceDetails, table)];
    case 'chauffeur':
      return [chauffeurLine(input.serviceDetails, table)];
    case 'subscription':
      return subscriptionLines(input.serviceDetails, tenthsOfMile, table);
    case 'longHaul':
    case 'handyman':
      throw new InquiryOnlyServiceError(input.serviceType);
    default:
      throw new ValidationFailedError([VALIDATION_MESSAGES.serviceTypeRequired]);
  }
}

function billableTenthsOfMile(distanceMiles: number): number {
  if (typeof distanceMiles !== 'number' || !Number.isFinite(distanceMiles) || distanceMiles < 0) {
    throw new ValidationFailedError([VALIDATION_MESSAGES.distanceInvalid]);
  }
  return roundHalfUp(distanceMiles * 10);
}

function mileageLine(tenthsOfMile: number, table: PricingTable): PriceLine {
  const { centsPerMile, minimumCents } = table.mileage;
  const mileageCents = roundHalfUp((tenthsOfMile * centsPerMile) / 10);
  if (mileageCents < minimumCents) return { label: 'Minimum fare', amountCents: minimumCents, item: { kind: 'minimumFare' } };
  return {
    label: `Distance ${(tenthsOfMile / 10).toFixed(1)} mi × ${formatUsd(centsPerMile, { dropZeroCents: true })}`,
    amountCents: mileageCents,
    item: { kind: 'distance', miles: tenthsOfMile / 10, rateCents: centsPerMile },
  };
}

function deliverySurcharges(details: DeliveryDetails, table: PricingTable): PriceLine[] {
  const { packageSizeSurchargeCents, packageWeightSurchargeCents, coolerSurchargeCents } = table.delivery;
  const lines: PriceLine[] = [
    {
      label: PACKAGE_SIZE_LABELS[details.packageSize],
      amountCents: lookup(packageSizeSurchargeCents, details.packageSize, VALIDATION_MESSAGES.packageSizeRequired),
      item: { kind: 'packageSize', option: details.packageSize },
    },
    {
      label: PACKAGE_WEIGHT_LABELS[details.packageWeight],
      amountCents: lookup(packageWeightSurchargeCents, details.packageWeight, VALIDATION_MESSAGES.packageWeightRequired),
      item: { kind: 'packageWeight', option: details.packageWeight },
    },
  ];
  if (details.perishable === 'yes' && details.needsCooler === 'yes') {
    lines.push({ label: 'Cooler for perishables', amountCents: coolerSurchargeCents, item: { kind: 'cooler' } });
  }
  return lines;
}

function rideSurcharges(details: RideDetails, table: PricingTable): PriceLine[] {
  const { luggageSurchargeCents, skiRackCents, bikeRackCentsPerBike } = table.ride;
  const lines: PriceLine[] = [
    {
      label: LUGGAGE_LABELS[details.luggage],
      amountCents: lookup(luggageSurchargeCents, details.luggage, VALIDATION_MESSAGES.luggageRequired),
      item: { kind: 'luggage', option: details.luggage },
    },
  ];
  switch (details.needsRoofRack ?? 'no') {
    case 'no':
      break;
    case 'yes-ski':
      lines.push({ label: 'Ski rack', amountCents: skiRackCents, item: { kind: 'skiRack' } });
      break;
    case 'yes-bike': {
      const bikes = details.bikeCount ?? 1;
      if (!Number.isInteger(bikes) || bikes < 1 || bikes > MAX_BIKES) {
        throw new ValidationFailedError([VALIDATION_MESSAGES.bikeCountInvalid]);
      }
      lines.push({ label: bikes === 1 ? '1 bike' : `${bikes} bikes`, amountCents: bikes * bikeRackCentsPerBike, item: { kind: 'bikes', count: bikes } });
      break;
    }
    default:
      throw new ValidationFailedError([VALIDATION_MESSAGES.roofRackInvalid]);
  }
  return lines;
}

// Flat hourly rate; it already includes waiting time and loading help, so no rack surcharges.
function chauffeurLine(details: ChauffeurDetails, table: PricingTable): PriceLine {
  const { centsPerHour, minHours, maxHours } = table.chauffeur;
  const { hours } = details;
  if (!Number.isInteger(hours) || hours < minHours || hours > maxHours) {
    throw new ValidationFailedError([VALIDATION_MESSAGES.hoursInvalid]);
  }
  return {
    label: `Personal driver ${hours} h × ${formatUsd(centsPerHour, { dropZeroCents: true })}`,
    amountCents: hours * centsPerHour,
    item: { kind: 'driverHours', count: hours, rateCents: centsPerHour },
  };
}

// Per-ride cost = max($20, distance × $1.95), discounted, times rides, rounded to
// cents once at the end. Shown as the undiscounted rides plus a discount line that absorbs the rounding.
function subscriptionLines(details: SubscriptionDetails, tenthsOfMile: number, table: PricingTable): PriceLine[] {
  const plan = lookup(table.subscription, details.planType, VALIDATION_MESSAGES.planTypeRequired);
  const planName = `${plan.label} plan: ${plan.rides} rides`;
  if (details.addressesVary) {
    return [
      {
        label: `${planName}, ${plan.discountPercent}% off`,
        amountCents: plan.fixedPriceCents,
        item: { kind: 'planFixed', plan: plan.label, rides: plan.rides, percent: plan.discountPercent },
      },
    ];
  }

  const { centsPerMile, minimumCents } = table.mileage;
  // Tenth-cents keep the arithmetic on integers until the single final rounding.
  const mileageTenthCents = tenthsOfMile * centsPerMile;
  const usesMinimum = mileageTenthCents < minimumCents * 10;
  const perRideTenthCents = usesMinimum ? minimumCents * 10 : mileageTenthCents;
  const grossCents = roundHalfUp((perRideTenthCents * plan.rides) / 10);
  const totalCents = roundHalfUp((perRideTenthCents * plan.rides * (100 - plan.discountPercent)) / 1000);

  const perRide = usesMinimum
    ? `${formatUsd(minimumCents, { dropZeroCents: true })} minimum fare`
    : `${(tenthsOfMile / 10).toFixed(1)} mi × ${formatUsd(centsPerMile, { dropZeroCents: true })}`;
  const ridesItem: PriceItem = usesMinimum
    ? { kind: 'planRidesAtMinimum', plan: plan.label, rides: plan.rides, rateCents: minimumCents }
    : { kind: 'planRidesByDistance', plan: plan.label, rides: plan.rides, miles: tenthsOfMile / 10, rateCents: centsPerMile };
  return [
    { label: `${planName} × ${perRide}`, amountCents: grossCents, item: ridesItem },
    { label: `Plan discount ${plan.discountPercent}%`, amountCents: totalCents - grossCents, item: { kind: 'planDiscount', percent: plan.discountPercent } },
  ];
}

/**
 * What one ride of a plan purchase is worth, from its own price lines (the plan's line comes first, before its
 * discount and any code's): the route's single-ride price for a plan on fixed addresses, the fixed price shared by
 * its rides for one on varying addresses. A ride booked with the plan's code is covered up to this, so the route it
 * was bought for costs nothing more and a dearer trip pays only the difference.
 */
export function planRideValueCents(breakdown: readonly PriceLine[], rides: number): number {
  const planLine = breakdown[0]?.amountCents ?? 0;
  return rides > 0 ? Math.round(planLine / rides) : 0;
}

// Reads a table entry, treating an unknown option (from an untyped caller) as not selected.
function lookup<K extends string, V>(record: Record<K, V>, key: K, message: string): V {
  if (typeof key !== 'string' || !Object.prototype.hasOwnProperty.call(record, key)) {
    throw new ValidationFailedError([message]);
  }
  return record[key];
}
