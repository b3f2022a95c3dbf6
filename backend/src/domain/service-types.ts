// The service catalogue and the typed shape of each service's details.
// These are the *normalized* shapes: what booking-rules.ts `normalizeServiceDetails` returns and
// what pricing and availability consume. Raw form input is `ServiceRequestDraft` in booking-rules.ts.

export const SERVICE_TYPES = ['delivery', 'ride', 'chauffeur', 'subscription', 'longHaul', 'handyman'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

// Custom quotes only: the customer sends an inquiry, nothing is priced or scheduled.
export const INQUIRY_ONLY_SERVICE_TYPES = ['longHaul', 'handyman'] as const;
export type InquiryOnlyServiceType = (typeof INQUIRY_ONLY_SERVICE_TYPES)[number];

export type BookableServiceType = Exclude<ServiceType, InquiryOnlyServiceType>;

export const PACKAGE_SIZES = ['small', 'medium', 'large', 'extra-large'] as const;
// small < 12 in, medium 12-24 in, large 24-36 in, extra-large 36+ in (longest side).
export type PackageSize = (typeof PACKAGE_SIZES)[number];

export const PACKAGE_WEIGHTS = ['light', 'medium', 'heavy', 'extra-heavy'] as const;
// light < 5 lb, medium 5-20 lb, heavy 20-50 lb, extra-heavy 50+ lb.
export type PackageWeight = (typeof PACKAGE_WEIGHTS)[number];

export const YES_NO = ['no', 'yes'] as const;
export type YesNo = (typeof YES_NO)[number];

export const LUGGAGE_OPTIONS = ['none', 'small', 'medium', 'large'] as const;
export type Luggage = (typeof LUGGAGE_OPTIONS)[number];

export const ROOF_RACK_OPTIONS = ['no', 'yes-ski', 'yes-bike'] as const;
export type RoofRack = (typeof ROOF_RACK_OPTIONS)[number];

export const PLAN_TYPES = ['basic', 'premium', 'business'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const FREQUENCIES = ['monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export interface DeliveryDetails {
  packageSize: PackageSize;
  packageWeight: PackageWeight;
  perishable: YesNo;
  // Always 'no' unless perishable is 'yes'.
  needsCooler: YesNo;
  instructions?: string;
}

export interface RideDetails {
  // Integer 1-6; at most 4 when luggage is not 'none' (the SUV's cargo space).
  passengers: number;
  luggage: Luggage;
  needsRoofRack: RoofRack;
  // Integer 1-3, present only when needsRoofRack is 'yes-bike'.
  bikeCount?: number;
  instructions?: string;
}

export interface ChauffeurDetails {
  // Integer 1-6.
  passengers: number;
  // Whole hours, 2-6.
  hours: number;
  needsRoofRack: RoofRack;
  // Integer 1-3, present only when needsRoofRack is 'yes-bike'.
  bikeCount?: number;
  itinerary: string;
  termsAgreed: boolean;
}

export interface SubscriptionDetails {
  planType: PlanType;
  frequency: Frequency;
  // true → plan bought by inquiry at the fixed plan price; false → priced from the fixed route's distance.
  addressesVary: boolean;
  details?: string;
  // Plans are paid upfront and non-refundable; the flag records that the customer was told so.
  isNonRefundable?: boolean;
}

export interface ServiceDetailsByType {
  delivery: DeliveryDetails;
  ride: RideDetails;
  chauffeur: ChauffeurDetails;
  subscription: SubscriptionDetails;
}

// Discriminated by serviceType: narrowing on it types serviceDetails.
export type ServiceWithDetails = {
  [K in BookableServiceType]: { serviceType: K; serviceDetails: ServiceDetailsByType[K] };
}[BookableServiceType];

// A validated, defaulted step-2 request (see booking-rules.ts `normalizeServiceDetails`).
export type ServiceRequest = ServiceWithDetails & {
  pickupLocation: string;
  // For chauffeur: equal to pickupLocation (the driver returns the customer to the start).
  destinationLocation: string;
  // 'YYYY-MM-DD' business-local date, or 'N/A' for subscriptions.
  serviceDate: string;
  // 'HH:MM' 24h business-local time, or 'N/A' for subscriptions.
  serviceTime: string;
};

// Subscriptions are not tied to a date: plan rides are scheduled later with the subscription code.
export const NOT_APPLICABLE = 'N/A';

export function isServiceType(value: unknown): value is ServiceType {
  return typeof value === 'string' && (SERVICE_TYPES as readonly string[]).includes(value);
}

// How customers and the owner read a service type; any other value (a legacy row) gets a generic label.
const SERVICE_LABELS: Record<ServiceType, string> = {
  delivery: 'Delivery Service',
  ride: 'Ride Service',
  chauffeur: 'Personal Driver',
  subscription: 'Subscription Service',
  longHaul: 'Long Haul Delivery',
  handyman: 'Handyman Service',
};

export function serviceLabel(serviceType: string | null | undefined): string {
  return isServiceType(serviceType) ? SERVICE_LABELS[serviceType] : 'Transportation Service';
}

export function isInquiryOnlyServiceType(value: ServiceType): value is InquiryOnlyServiceType {
  return (INQUIRY_ONLY_SERVICE_TYPES as readonly string[]).includes(value);
}
