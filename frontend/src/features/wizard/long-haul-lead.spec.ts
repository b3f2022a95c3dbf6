import { validateLongHaulInquiry } from '@domain/inquiry-rules.js';
import { afterEach, describe, expect, it } from 'vitest';
import { longHaulPayload } from '@/features/wizard/inquiry-payload';
import { formatMiles, keepsMeasuredRoute, leadFormValues, leadNote, measuredMiles } from '@/features/wizard/long-haul-lead';
import type { LongHaulLead, TripDetails } from '@/features/wizard/wizard-types';
import { showLanguage } from '@/lib/i18n';

const OGDEN = '2350 Wall Ave, Ogden, UT 84401, USA';
const PROVO = '100 N University Ave, Provo, UT 84601, USA';

const rideTrip: TripDetails = {
  pickupLocation: OGDEN,
  destinationLocation: PROVO,
  serviceDate: '2030-05-01',
  serviceTimeMinutes: 600,
  serviceDetails: { passengers: '2', luggage: 'medium', needsRoofRack: 'yes-bike', bikeCount: '2', instructions: '' },
};
const deliveryTrip: TripDetails = {
  ...rideTrip,
  serviceDetails: { packageSize: 'extra-large', packageWeight: 'heavy', perishable: 'yes', needsCooler: 'yes', instructions: ' Ring twice ' },
};
const ride: LongHaulLead = { fromService: 'ride', trip: rideTrip, distanceMiles: 78.4 };
const delivery: LongHaulLead = { fromService: 'delivery', trip: deliveryTrip, distanceMiles: 78 };
const sameRoute = { pickupLocation: OGDEN, deliveryLocation: PROVO };

describe('leadFormValues', () => {
  it('prefills a ride: both addresses, who and what travels, the day', () => {
    expect(leadFormValues(ride)).toEqual({
      pickupLocation: OGDEN,
      deliveryLocation: PROVO,
      itemDescription: 'Ride for 2 passengers, 1-2 suitcases, 2 bikes on a roof rack.',
      preferredDate: '2030-05-01',
    });
  });

  it('words one passenger, no luggage and skis', () => {
    const alone = {
      ...ride,
      trip: { ...rideTrip, serviceDetails: { passengers: '1', luggage: 'none', needsRoofRack: 'yes-ski', instructions: 'Call on arrival' } },
    };
    expect(leadFormValues(alone as LongHaulLead).itemDescription).toBe('Ride for 1 passenger, no luggage, skis on a roof rack.\nCall on arrival');
  });

  it('prefills a delivery: the package, its size and weight, care and instructions', () => {
    expect(leadFormValues(delivery)).toEqual({
      pickupLocation: OGDEN,
      deliveryLocation: PROVO,
      itemDescription: 'An extra large package, perishable, kept in a cooler.\nRing twice',
      approximateSize: '36 in and up',
      approximateWeight: '20-50 lbs',
      preferredDate: '2030-05-01',
    });
  });
});

describe('the measured miles', () => {
  it('belong to the trip while its addresses stay (spacing aside)', () => {
    expect(keepsMeasuredRoute(ride, { pickupLocation: ` ${OGDEN} `, deliveryLocation: PROVO })).toBe(true);
    expect(measuredMiles(ride, sameRoute)).toBe(78.4);
  });

  it('are dropped once an address changes, or when none were measured', () => {
    expect(keepsMeasuredRoute(ride, { pickupLocation: OGDEN, deliveryLocation: '1 Capitol Ave, Boise, ID, USA' })).toBe(false);
    expect(measuredMiles(ride, { pickupLocation: undefined, deliveryLocation: PROVO })).toBeNull();
    expect(measuredMiles({ ...ride, distanceMiles: null }, sameRoute)).toBeNull();
  });

  it('show as the server rounded them', () => {
    expect([formatMiles(78.4), formatMiles(78), formatMiles(1234.5)]).toEqual(['78.4', '78', '1,234.5']);
  });
});

describe('leadNote', () => {
  it('names the origin and, for the measured addresses, the miles', () => {
    expect(leadNote(ride, sameRoute)).toBe(`Sent from a ride quote outside the service area: about 78.4 road miles from ${OGDEN} to ${PROVO}.`);
    expect(leadNote(delivery, { ...sameRoute, deliveryLocation: 'Boise, ID' })).toBe('Sent from a delivery quote outside the service area.');
  });

  it('travels after the customer text in a payload the shared rule accepts', () => {
    const body = longHaulPayload(
      { name: 'Ann Lee', email: 'ann@example.com', phone: '801 555 0101', ...sameRoute, itemDescription: ' Two of us and bags ' },
      { note: leadNote(ride, sameRoute) },
    );
    expect(body.itemDescription).toBe(`Two of us and bags\n\n${leadNote(ride, sameRoute)}`);
    expect(validateLongHaulInquiry(body)).toEqual([]);
  });
});

describe('leadFormValues in Spanish', () => {
  afterEach(async () => {
    await showLanguage('en');
  });

  it("drafts the load in the customer's language", async () => {
    await showLanguage('es');
    expect(leadFormValues(ride).itemDescription).toBe('Viaje para 2 pasajeros, 1-2 maletas, 2 bicicletas en portaequipajes de techo.');
    expect(leadFormValues(delivery)).toMatchObject({
      itemDescription: 'Un paquete extra grande, perecedero, en hielera.\nRing twice',
      approximateSize: '36 pulg. o más',
      approximateWeight: '20-50 lb',
    });
  });
});
