import { InquiryOnlyServiceError, ValidationFailedError } from '../errors.js';
import type { DeliveryDetails, RideDetails } from '../service-types.js';
import { billableMiles, planRideValueCents, priceQuote, type PriceItem, type PriceLine, type PriceQuote, type PriceQuoteInput } from './price-quote.js';
import { DEFAULT_PRICING_TABLE, type PricingTable } from './pricing-table.js';

const parcel: DeliveryDetails = { packageSize: 'small', packageWeight: 'light', perishable: 'no', needsCooler: 'no' };
const rider: RideDetails = { passengers: 2, luggage: 'none', needsRoofRack: 'no' };
const delivery = (distanceMiles: number, details: Partial<DeliveryDetails> = {}): PriceQuoteInput => ({
  serviceType: 'delivery',
  distanceMiles,
  serviceDetails: { ...parcel, ...details },
});
const ride = (distanceMiles: number, details: Partial<RideDetails> = {}): PriceQuoteInput => ({
  serviceType: 'ride',
  distanceMiles,
  serviceDetails: { ...rider, ...details },
});
const chauffeur = (hours: number, distanceMiles = 0): PriceQuoteInput => ({
  serviceType: 'chauffeur',
  distanceMiles,
  serviceDetails: { passengers: 2, hours, needsRoofRack: 'no', itinerary: 'Errands', termsAgreed: true },
});
const plan = (planType: 'basic' | 'premium' | 'business', distanceMiles: number, addressesVary = false): PriceQuoteInput => ({
  serviceType: 'subscription',
  distanceMiles,
  serviceDetails: { planType, frequency: 'monthly', addressesVary },
});
const line = (label: string, amountCents: number): PriceLine => ({ label, amountCents });

/** A quote's lines as the owner reads them (English labels), without the codes the customer's screens word. */
const labelled = (quote: PriceQuote) => ({
  totalCents: quote.totalCents,
  breakdown: quote.breakdown.map(({ label, amountCents }) => ({ label, amountCents })),
});

describe('priceQuote', () => {
  it.each<[string, PriceQuoteInput, number, PriceLine[]]>([
    // mileage and the minimum fare
    ['delivery 12.3 mi', delivery(12.3), 2399, [line('Distance 12.3 mi × $1.95', 2399)]], // 2398.5 → 2399
    ['billed in tenths: 12.34 mi', delivery(12.34), 2399, [line('Distance 12.3 mi × $1.95', 2399)]],
    ['billed in tenths: 12.35 mi', delivery(12.35), 2418, [line('Distance 12.4 mi × $1.95', 2418)]],
    ['just above the minimum', delivery(10.3), 2009, [line('Distance 10.3 mi × $1.95', 2009)]],
    ['just below the minimum', delivery(10.2), 2000, [line('Minimum fare', 2000)]],
    ['short trip', delivery(0.05), 2000, [line('Minimum fare', 2000)]],
    ['zero distance', delivery(0), 2000, [line('Minimum fare', 2000)]],
    // delivery surcharges
    ['medium package, medium weight', delivery(5, { packageSize: 'medium', packageWeight: 'medium' }), 2000, [line('Minimum fare', 2000)]],
    ['large package', delivery(5, { packageSize: 'large' }), 3000, [line('Minimum fare', 2000), line('Large package', 1000)]],
    ['extra-large package', delivery(5, { packageSize: 'extra-large' }), 4500, [line('Minimum fare', 2000), line('Extra-large package', 2500)]],
    ['heavy package', delivery(5, { packageWeight: 'heavy' }), 3000, [line('Minimum fare', 2000), line('Heavy package', 1000)]],
    ['extra-heavy package', delivery(5, { packageWeight: 'extra-heavy' }), 4500, [line('Minimum fare', 2000), line('Extra-heavy package', 2500)]],
    ['perishable with cooler', delivery(5, { perishable: 'yes', needsCooler: 'yes' }), 2500, [line('Minimum fare', 2000), line('Cooler for perishables', 500)]],
    ['perishable without cooler', delivery(5, { perishable: 'yes', needsCooler: 'no' }), 2000, [line('Minimum fare', 2000)]],
    ['cooler ignored when not perishable', delivery(5, { perishable: 'no', needsCooler: 'yes' }), 2000, [line('Minimum fare', 2000)]],
    [
      'every delivery surcharge',
      delivery(20, { packageSize: 'extra-large', packageWeight: 'extra-heavy', perishable: 'yes', needsCooler: 'yes' }),
      9400,
      [line('Distance 20.0 mi × $1.95', 3900), line('Extra-large package', 2500), line('Extra-heavy package', 2500), line('Cooler for perishables', 500)],
    ],
    // ride surcharges
    ['ride 12.3 mi', ride(12.3), 2399, [line('Distance 12.3 mi × $1.95', 2399)]],
    ['ride below the minimum', ride(3), 2000, [line('Minimum fare', 2000)]],
    ['small luggage', ride(3, { luggage: 'small' }), 2000, [line('Minimum fare', 2000)]],
    ['medium luggage', ride(3, { luggage: 'medium' }), 2500, [line('Minimum fare', 2000), line('Medium luggage', 500)]],
    ['large luggage', ride(3, { luggage: 'large' }), 3000, [line('Minimum fare', 2000), line('Large luggage', 1000)]],
    ['ski rack', ride(3, { needsRoofRack: 'yes-ski' }), 3000, [line('Minimum fare', 2000), line('Ski rack', 1000)]],
    ['bike rack, count defaults to 1', ride(3, { needsRoofRack: 'yes-bike' }), 3000, [line('Minimum fare', 2000), line('1 bike', 1000)]],
    ['2 bikes', ride(3, { needsRoofRack: 'yes-bike', bikeCount: 2 }), 4000, [line('Minimum fare', 2000), line('2 bikes', 2000)]],
    ['3 bikes', ride(3, { needsRoofRack: 'yes-bike', bikeCount: 3 }), 5000, [line('Minimum fare', 2000), line('3 bikes', 3000)]],
    ['bikeCount ignored without a bike rack', ride(3, { needsRoofRack: 'yes-ski', bikeCount: 3 }), 3000, [line('Minimum fare', 2000), line('Ski rack', 1000)]],
    [
      'large luggage and bikes on a long ride',
      ride(30.5, { luggage: 'large', needsRoofRack: 'yes-bike', bikeCount: 2 }),
      8948, // 30.5 × 195 = 5947.5 → 5948
      [line('Distance 30.5 mi × $1.95', 5948), line('Large luggage', 1000), line('2 bikes', 2000)],
    ],
    // personal driver: flat hourly, distance and racks ignored
    ['chauffeur 2 h', chauffeur(2), 10000, [line('Personal driver 2 h × $50', 10000)]],
    ['chauffeur 3 h', chauffeur(3, 40), 15000, [line('Personal driver 3 h × $50', 15000)]],
    ['chauffeur 4 h', chauffeur(4), 20000, [line('Personal driver 4 h × $50', 20000)]],
    ['chauffeur 5 h', chauffeur(5), 25000, [line('Personal driver 5 h × $50', 25000)]],
    ['chauffeur 6 h', chauffeur(6), 30000, [line('Personal driver 6 h × $50', 30000)]],
    // subscription, fixed addresses: max($20, d × $1.95) discounted × rides, rounded once
    ['basic 12.3 mi', plan('basic', 12.3), 9114, [line('Basic plan: 4 rides × 12.3 mi × $1.95', 9594), line('Plan discount 5%', -480)]], // 91.143
    ['premium 12.3 mi', plan('premium', 12.3), 17269, [line('Premium plan: 8 rides × 12.3 mi × $1.95', 19188), line('Plan discount 10%', -1919)]], // 172.692
    ['business 12.3 mi', plan('business', 12.3), 24465, [line('Business plan: 12 rides × 12.3 mi × $1.95', 28782), line('Plan discount 15%', -4317)]], // 244.647
    ['basic half cent rounds up', plan('basic', 10.5), 7781, [line('Basic plan: 4 rides × 10.5 mi × $1.95', 8190), line('Plan discount 5%', -409)]], // 77.805
    ['basic at the minimum', plan('basic', 5), 7600, [line('Basic plan: 4 rides × $20 minimum fare', 8000), line('Plan discount 5%', -400)]],
    ['premium at the minimum', plan('premium', 0), 14400, [line('Premium plan: 8 rides × $20 minimum fare', 16000), line('Plan discount 10%', -1600)]],
    ['business at the minimum', plan('business', 10), 20400, [line('Business plan: 12 rides × $20 minimum fare', 24000), line('Plan discount 15%', -3600)]],
    // subscription, varying addresses: fixed plan price whatever the distance
    ['basic, addresses vary', plan('basic', 15, true), 40000, [line('Basic plan: 4 rides, 5% off', 40000)]],
    ['premium, addresses vary', plan('premium', 99, true), 72000, [line('Premium plan: 8 rides, 10% off', 72000)]],
    ['business, addresses vary', plan('business', 0, true), 102000, [line('Business plan: 12 rides, 15% off', 102000)]],
  ])('%s → %p', (_name, input, totalCents, breakdown) => {
    const quote = priceQuote(input, DEFAULT_PRICING_TABLE);
    expect(labelled(quote)).toEqual({ totalCents, breakdown });
    expect(quote.breakdown.reduce((sum, l) => sum + l.amountCents, 0)).toBe(quote.totalCents);
  });

  it.each<[string, PriceQuoteInput, string]>([
    ['negative distance', delivery(-1), 'Distance must be a non-negative number of miles'],
    ['NaN distance', ride(Number.NaN), 'Distance must be a non-negative number of miles'],
    ['infinite distance', ride(Number.POSITIVE_INFINITY), 'Distance must be a non-negative number of miles'],
    ['unknown package size', delivery(5, { packageSize: 'huge' as never }), 'Package size is required'],
    ['unknown package weight', delivery(5, { packageWeight: 'tons' as never }), 'Package weight is required'],
    ['unknown luggage', ride(5, { luggage: 'trunk' as never }), 'Luggage information is required'],
    ['unknown roof rack', ride(5, { needsRoofRack: 'kayak' as never }), 'Please select a valid roof rack option'],
    ['0 bikes', ride(5, { needsRoofRack: 'yes-bike', bikeCount: 0 }), 'Number of bikes must be between 1 and 3'],
    ['4 bikes', ride(5, { needsRoofRack: 'yes-bike', bikeCount: 4 }), 'Number of bikes must be between 1 and 3'],
    ['chauffeur 1 h', chauffeur(1), 'Please select a valid service duration (2 to 6 hours)'],
    ['chauffeur 7 h', chauffeur(7), 'Please select a valid service duration (2 to 6 hours)'],
    ['chauffeur 2.5 h', chauffeur(2.5), 'Please select a valid service duration (2 to 6 hours)'],
    ['unknown plan', plan('gold' as never, 10), 'Plan type is required'],
    ['unknown service type', { serviceType: 'boat', distanceMiles: 1 } as never, 'Service type is required'],
  ])('%s → ValidationFailedError %p', (_name, input, message) => {
    expect(() => priceQuote(input, DEFAULT_PRICING_TABLE)).toThrow(ValidationFailedError);
    expect(() => priceQuote(input, DEFAULT_PRICING_TABLE)).toThrow(expect.objectContaining({ messages: [message] }));
  });

  it.each(['longHaul', 'handyman'] as const)('%s is inquiry-only', (serviceType) => {
    expect(() => priceQuote({ serviceType, distanceMiles: 120 }, DEFAULT_PRICING_TABLE)).toThrow(InquiryOnlyServiceError);
  });

  it('prices from an overriding table', () => {
    const table: PricingTable = {
      ...DEFAULT_PRICING_TABLE,
      mileage: { centsPerMile: 250, minimumCents: 2500 },
      chauffeur: { centsPerHour: 6000, minHours: 1, maxHours: 8 },
    };
    expect(labelled(priceQuote(delivery(12), table))).toEqual({
      totalCents: 3000,
      breakdown: [line('Distance 12.0 mi × $2.50', 3000)],
    });
    expect(priceQuote(delivery(9.9), table).totalCents).toBe(2500);
    expect(labelled(priceQuote(chauffeur(8), table)).breakdown).toEqual([line('Personal driver 8 h × $60', 48000)]);
  });
});

describe('billableMiles', () => {
  it.each([
    [12.34, 12.3],
    [12.35, 12.4],
    [0.04, 0],
    [0.05, 0.1],
    [7, 7],
  ])('%p → %p', (distance, expected) => {
    expect(billableMiles(distance)).toBe(expected);
  });
});

describe(planRideValueCents.name, () => {
  it.each<[string, PriceQuoteInput, number, number]>([
    // The route's own fare, before the plan's discount: the route it was bought for is covered in full.
    ['a plan on a short route: the minimum fare', plan('premium', 5), 8, 2000],
    ['a plan on a 20-mile route: its mileage', plan('basic', 20), 4, 3900],
    // Varying addresses: the fixed price shared by the rides.
    ['a plan on varying addresses', plan('premium', 5, true), 8, 9000],
  ])('%s', (_name, input, rides, expected) => {
    expect(planRideValueCents(priceQuote(input, DEFAULT_PRICING_TABLE).breakdown, rides)).toBe(expected);
  });

  it('reads a code discount after the plan line as no part of the ride value', () => {
    expect(planRideValueCents([line('Premium plan: 8 rides × $20 minimum fare', 16000), line('Plan discount 10%', -1600), line('Code X', -1000)], 8)).toBe(
      2000,
    );
  });
});

describe('what each price line charges for, for the screens to word', () => {
  it.each<[string, PriceQuoteInput, PriceItem[]]>([
    [
      'a delivery with a cooler',
      {
        serviceType: 'delivery',
        distanceMiles: 12.34,
        serviceDetails: { packageSize: 'large', packageWeight: 'heavy', perishable: 'yes', needsCooler: 'yes' },
      } as PriceQuoteInput,
      [
        { kind: 'distance', miles: 12.3, rateCents: 195 },
        { kind: 'packageSize', option: 'large' },
        { kind: 'packageWeight', option: 'heavy' },
        { kind: 'cooler' },
      ],
    ],
    [
      'a short ride with two bikes',
      {
        serviceType: 'ride',
        distanceMiles: 3,
        serviceDetails: { passengers: 2, luggage: 'large', needsRoofRack: 'yes-bike', bikeCount: 2 },
      } as PriceQuoteInput,
      [{ kind: 'minimumFare' }, { kind: 'luggage', option: 'large' }, { kind: 'bikes', count: 2 }],
    ],
    [
      'a ride with skis',
      { serviceType: 'ride', distanceMiles: 20, serviceDetails: { passengers: 1, luggage: 'medium', needsRoofRack: 'yes-ski' } } as PriceQuoteInput,
      [{ kind: 'distance', miles: 20, rateCents: 195 }, { kind: 'luggage', option: 'medium' }, { kind: 'skiRack' }],
    ],
    [
      'a personal driver',
      { serviceType: 'chauffeur', distanceMiles: 0, serviceDetails: { passengers: 1, hours: 3 } } as PriceQuoteInput,
      [{ kind: 'driverHours', count: 3, rateCents: 5000 }],
    ],
    [
      'a plan on one route',
      { serviceType: 'subscription', distanceMiles: 12.3, serviceDetails: { planType: 'premium', frequency: 'monthly' } } as PriceQuoteInput,
      [
        { kind: 'planRidesByDistance', plan: 'Premium', rides: 8, miles: 12.3, rateCents: 195 },
        { kind: 'planDiscount', percent: 10 },
      ],
    ],
    [
      'a plan on a short route',
      { serviceType: 'subscription', distanceMiles: 5, serviceDetails: { planType: 'basic', frequency: 'monthly' } } as PriceQuoteInput,
      [
        { kind: 'planRidesAtMinimum', plan: 'Basic', rides: 4, rateCents: 2000 },
        { kind: 'planDiscount', percent: 5 },
      ],
    ],
    [
      'a plan whose addresses vary',
      { serviceType: 'subscription', distanceMiles: 0, serviceDetails: { planType: 'business', frequency: 'monthly', addressesVary: true } } as PriceQuoteInput,
      [{ kind: 'planFixed', plan: 'Business', rides: 12, percent: 15 }],
    ],
  ])('%s', (_name, input, items) => {
    expect(priceQuote(input, DEFAULT_PRICING_TABLE).breakdown.map((line) => line.item)).toEqual(items);
  });
});
