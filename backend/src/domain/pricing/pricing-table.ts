// Every price the app charges, as data, so settings can override it without touching the rules
// in price-quote.ts. All amounts are integer cents (USD).
import type { Luggage, PackageSize, PackageWeight, PlanType } from '../service-types.js';

export interface SubscriptionPlanPrice {
  label: string; // 'Premium', shown in the breakdown
  rides: number;
  discountPercent: number; // percent units: 10 means 10 % off each ride
  fixedPriceCents: number; // price when addresses vary ride to ride
}

export interface PricingTable {
  // Delivery and ride fares, and the per-ride cost inside fixed-address subscription plans.
  mileage: { centsPerMile: number; minimumCents: number };
  delivery: {
    packageSizeSurchargeCents: Record<PackageSize, number>;
    packageWeightSurchargeCents: Record<PackageWeight, number>;
    coolerSurchargeCents: number; // only when perishable AND needsCooler
  };
  ride: {
    luggageSurchargeCents: Record<Luggage, number>;
    skiRackCents: number;
    bikeRackCentsPerBike: number;
  };
  chauffeur: { centsPerHour: number; minHours: number; maxHours: number };
  subscription: Record<PlanType, SubscriptionPlanPrice>;
}

export const DEFAULT_PRICING_TABLE: PricingTable = {
  mileage: { centsPerMile: 195, minimumCents: 2000 },
  delivery: {
    packageSizeSurchargeCents: { small: 0, medium: 0, large: 1000, 'extra-large': 2500 },
    packageWeightSurchargeCents: { light: 0, medium: 0, heavy: 1000, 'extra-heavy': 2500 },
    coolerSurchargeCents: 500,
  },
  ride: {
    luggageSurchargeCents: { none: 0, small: 0, medium: 500, large: 1000 },
    skiRackCents: 1000,
    bikeRackCentsPerBike: 1000,
  },
  chauffeur: { centsPerHour: 5000, minHours: 2, maxHours: 6 },
  subscription: {
    basic: { label: 'Basic', rides: 4, discountPercent: 5, fixedPriceCents: 40000 },
    premium: { label: 'Premium', rides: 8, discountPercent: 10, fixedPriceCents: 72000 },
    business: { label: 'Business', rides: 12, discountPercent: 15, fixedPriceCents: 102000 },
  },
};

// When plan addresses vary, the quote uses the fixed plan price and records this nominal
// distance. Applying it is the caller's concern.
export const VARYING_ADDRESS_PLAN_DISTANCE_MILES = 15;
