import type { PriceLine } from '@contracts/wire.js';
import { dollarsToCents, formatUsd } from '@domain/money.js';
import type { TFunction } from 'i18next';
import type { QuoteLine } from '@/features/wizard/wizard-types';

// A quote's price lines in the page's language: the server says what each line charges for (a code and its numbers,
// domain/pricing/price-quote.ts PriceItem); the English label is the owner's and the mails', shown only for a line
// without one.

type PriceItem = NonNullable<PriceLine['item']>;

const OPTION_KEYS = {
  packageSize: {
    small: 'wizard.lineSmallPackage',
    medium: 'wizard.lineMediumPackage',
    large: 'wizard.lineLargePackage',
    'extra-large': 'wizard.lineExtraLargePackage',
  },
  packageWeight: {
    light: 'wizard.lineLightPackage',
    medium: 'wizard.lineMediumWeightPackage',
    heavy: 'wizard.lineHeavyPackage',
    'extra-heavy': 'wizard.lineExtraHeavyPackage',
  },
  luggage: { none: 'wizard.lineNoLuggage', small: 'wizard.lineSmallLuggage', medium: 'wizard.lineMediumLuggage', large: 'wizard.lineLargeLuggage' },
} as const;
/** Any of the option texts above. */
type OptionKey = { [Kind in keyof typeof OPTION_KEYS]: (typeof OPTION_KEYS)[Kind][keyof (typeof OPTION_KEYS)[Kind]] }[keyof typeof OPTION_KEYS];

/** A rate as the lines write it: whole dollars without cents ('$20', '$1.95'). */
const rate = (dollars: number | undefined) => formatUsd(dollarsToCents(dollars ?? 0), { dropZeroCents: true });
const miles = (value: number | undefined) => (value ?? 0).toFixed(1);

function itemText(item: PriceItem, t: TFunction): string | null {
  switch (item.kind) {
    case 'minimumFare':
      return t('wizard.lineMinimumFare');
    case 'distance':
      return t('wizard.lineDistance', { miles: miles(item.miles), rate: rate(item.rate) });
    case 'packageSize':
    case 'packageWeight':
    case 'luggage': {
      const options: Partial<Record<string, OptionKey>> = OPTION_KEYS[item.kind];
      const key = item.option === undefined ? undefined : options[item.option];
      return key ? t(key) : null;
    }
    case 'cooler':
      return t('wizard.lineCooler');
    case 'skiRack':
      return t('wizard.lineSkiRack');
    case 'bikes':
      return item.count === 1 ? t('wizard.lineOneBike') : t('wizard.lineBikes', { count: item.count });
    case 'driverHours':
      return t('wizard.lineDriverHours', { hours: item.count, rate: rate(item.rate) });
    case 'planFixed':
      return t('wizard.linePlanFixed', { plan: item.plan, rides: item.rides, percent: item.percent });
    case 'planRidesByDistance':
      return t('wizard.linePlanRidesByDistance', { plan: item.plan, rides: item.rides, miles: miles(item.miles), rate: rate(item.rate) });
    case 'planRidesAtMinimum':
      return t('wizard.linePlanRidesAtMinimum', { plan: item.plan, rides: item.rides, rate: rate(item.rate) });
    case 'planDiscount':
      return t('wizard.linePlanDiscount', { percent: item.percent });
  }
}

/** What a price line charges for, in the page's language; the server's English label for a line it cannot word. */
export function priceLineText(line: QuoteLine, t: TFunction): string {
  return (line.item && itemText(line.item, t)) ?? line.label;
}
