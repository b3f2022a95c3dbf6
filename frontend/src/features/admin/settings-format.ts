import { WEEKDAY_NAMES } from '@domain/availability/availability-settings.js';
import { formatDay } from '@/lib/dayjs';
import { formatTime12h, formatTimeText, instantToZonedWallTime } from '@domain/business-time.js';
import { formatUsd } from '@domain/money.js';
import {
  LUGGAGE_OPTIONS,
  PACKAGE_SIZES,
  PACKAGE_WEIGHTS,
  PLAN_TYPES,
  type Luggage,
  type PackageSize,
  type PackageWeight,
  type PlanType,
} from '@domain/service-types.js';

// What the owner reads for each business setting: the settings form's labels and the change log's lines use
// the same words. Paths are the contract's ('prices.chauffeur.centsPerHour'); amounts there are integer cents.

const SIZE_NAMES: Record<PackageSize, string> = { small: 'small', medium: 'medium', large: 'large', 'extra-large': 'extra large' };
const WEIGHT_NAMES: Record<PackageWeight, string> = { light: 'light', medium: 'medium', heavy: 'heavy', 'extra-heavy': 'extra heavy' };
const LUGGAGE_NAMES: Record<Luggage, string> = { none: 'no luggage', small: 'small', medium: 'medium', large: 'large' };
const PLAN_NAMES: Record<PlanType, string> = { basic: 'Basic', premium: 'Premium', business: 'Business' };

/** 'Premium plan' */
export function planTitle(plan: PlanType): string {
  return `${PLAN_NAMES[plan]} plan`;
}

/** Labels of the amounts kept in cents (shown and entered in dollars). */
const MONEY_LABELS: Record<string, string> = {
  'prices.mileage.centsPerMile': 'Price per mile ($)',
  'prices.mileage.minimumCents': 'Minimum price of a ride or delivery ($)',
  ...Object.fromEntries(PACKAGE_SIZES.map((size) => [`prices.delivery.packageSizeSurchargeCents.${size}`, `Size surcharge, ${SIZE_NAMES[size]} package ($)`])),
  ...Object.fromEntries(
    PACKAGE_WEIGHTS.map((weight) => [`prices.delivery.packageWeightSurchargeCents.${weight}`, `Weight surcharge, ${WEIGHT_NAMES[weight]} package ($)`]),
  ),
  'prices.delivery.coolerSurchargeCents': 'Cooler surcharge ($)',
  ...Object.fromEntries(LUGGAGE_OPTIONS.map((luggage) => [`prices.ride.luggageSurchargeCents.${luggage}`, `Luggage surcharge, ${LUGGAGE_NAMES[luggage]} ($)`])),
  'prices.ride.skiRackCents': 'Ski rack ($)',
  'prices.ride.bikeRackCentsPerBike': 'Bike rack, per bike ($)',
  'prices.chauffeur.centsPerHour': 'Personal driver, price per hour ($)',
  ...Object.fromEntries(PLAN_TYPES.map((plan) => [`prices.subscription.${plan}.fixedPriceCents`, `${planTitle(plan)}: price when addresses vary ($)`])),
};

const OTHER_LABELS: Record<string, string> = {
  'prices.chauffeur.minHours': 'Personal driver, fewest hours',
  'prices.chauffeur.maxHours': 'Personal driver, most hours',
  ...Object.fromEntries(
    PLAN_TYPES.flatMap((plan) => [
      [`prices.subscription.${plan}.label`, `${planTitle(plan)}: name customers see`],
      [`prices.subscription.${plan}.rides`, `${planTitle(plan)}: rides included`],
      [`prices.subscription.${plan}.discountPercent`, `${planTitle(plan)}: discount per ride (%)`],
    ]),
  ),
  'schedule.minLeadMinutes': 'Minimum lead time (minutes)',
  'schedule.maxDaysAhead': 'Days ahead customers can book',
  'schedule.chauffeurNoticeHours': 'Personal-driver notice (hours)',
  'schedule.driverBufferMinutes': 'Buffer before and after each ride or personal-driver job (minutes)',
  'schedule.rideSpeedMph': 'Average ride speed (mph)',
  'schedule.rideExtraMinutes': 'Loading and drop-off time per ride (minutes)',
  'schedule.weeklyHours': 'Working hours',
  'schedule.deliveryWindows': 'Delivery windows',
  'schedule.deliveryWindowCapacity': 'Deliveries per window',
  'serviceArea.homeBase': 'Home base (where the driver starts each day)',
  'serviceArea.serviceRadiusMiles': 'Ride and delivery service area radius (miles)',
  'serviceArea.chauffeurRadiusMiles': 'Personal-driver service area radius (miles)',
  'serviceArea.paidMapCallsPerDay': 'Paid map calls a day (Google Maps; then prices are estimates)',
  'notifications.ownerTexts.new': 'Text me a new booking that needs no card payment',
  'notifications.ownerTexts.paid': 'Text me a paid booking',
  'notifications.ownerTexts.cancelled': "Text me a customer's cancellation",
  'notifications.ownerTexts.moved': "Text me a customer's move",
  'notifications.ownerTexts.inquiry': 'Text me an inquiry',
  'notifications.quietHours.start': 'Quiet hours start',
  'notifications.quietHours.end': 'Quiet hours end',
  'notifications.reminderMailHours': "Customer's reminder mail (hours before)",
  'notifications.reminderTextHours': "Customer's reminder text (hours before)",
  'notifications.inquiryAcknowledgementsPerDay': 'Inquiry thank-you mails per day, all senders together',
  'bookings.confirmPaidAutomatically': 'Confirm paid bookings automatically',
  'bookings.freeCancelGraceMinutes': 'Free cancelling after booking (minutes)',
  'bookings.noShowWaitMinutes': 'Wait before a no-show (minutes after arriving)',
  'bookings.recordTripPosition': "Keep the phone's position with each trip step",
  'pages.about': 'About page',
  'pages.privacy': 'Privacy page',
  'pages.terms': 'Terms page',
};

/** The settings' parts, as the settings tab names its sections. */
const PART_NAMES: Record<string, string> = {
  prices: 'Prices',
  schedule: 'Schedule',
  serviceArea: 'Service area',
  notifications: 'Notifications',
  bookings: 'Bookings',
  pages: 'Pages',
};

/** 'minimumCents' → 'minimum cents', 'extra-heavy' → 'extra heavy'. */
function words(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
}

/**
 * The owner's words for a setting. A path this list does not know (one an older or newer version recorded) is worded
 * from its parts, never shown as the code names it: 'schedule.somethingNew' → 'Schedule: something new'.
 */
export function settingLabel(path: string): string {
  const known = MONEY_LABELS[path] ?? OTHER_LABELS[path];
  if (known) return known;
  const [part = '', ...rest] = path.split('.');
  const partName = PART_NAMES[part] ?? (part ? words(part).charAt(0).toUpperCase() + words(part).slice(1) : 'Setting');
  return rest.length > 0 ? `${partName}: ${rest.map(words).join(', ')}` : partName;
}

/** True when the setting is an amount in cents. */
export function isMoneySetting(path: string): boolean {
  return path in MONEY_LABELS;
}

/** A page's text in the change log: its start, on one line. */
function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}

function isWindow(value: unknown): value is { start: string; end: string } {
  return typeof value === 'object' && value !== null && 'start' in value && 'end' in value;
}

/** A recorded old or new value as the owner reads it: cents as dollars, times as '8:00 AM', windows as ranges. */
export function formatSettingValue(path: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (typeof value === 'number') return isMoneySetting(path) ? formatUsd(value) : String(value);
  if (typeof value === 'string') return path.startsWith('pages.') ? excerpt(value) : formatTimeText(value);
  if (isWindow(value)) return formatTimeText(`${value.start}-${value.end}`);
  if (path === 'schedule.weeklyHours' && Array.isArray(value)) {
    // Sunday first, as the server keeps them; a closed day reads 'closed'.
    return value.map((day, weekday) => `${WEEKDAY_NAMES[weekday]?.slice(0, 3)} ${day === null ? 'closed' : formatSettingValue(path, day)}`).join(', ');
  }
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map((item) => formatSettingValue(path, item)).join(', ');
  return JSON.stringify(value);
}

/** An ISO instant as the business's wall clock reads it, e.g. 'Mar 4, 2026, 9:15 AM'; no zone means the domain's default zone. */
export function formatBusinessInstant(iso: string, zone?: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const wall = instantToZonedWallTime(instant, zone);
  return `${formatDay(wall.date)}, ${formatTime12h(wall.time)}`;
}
