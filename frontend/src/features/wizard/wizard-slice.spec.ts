import { describe, expect, it } from 'vitest';
import {
  backRequested,
  bookingCompleted,
  bulkContinued,
  bulkOptionsChanged,
  detailsSubmitted,
  initialWizardState,
  quoteAccepted,
  LONG_HAUL_QUOTE,
  longHaulQuoteRequested,
  offersLongHaul,
  quoteReceived,
  serviceChosen,
  stepClicked,
  variedRoutesPlanned,
  visibleSteps,
  wizardReducer,
  wizardReset,
  contactEdited,
  historyStepped,
  takenSlotReplaced,
  wizardRestored,
  type WizardState,
} from '@/features/wizard/wizard-slice';
import type { CompletedBooking, Quote, TripDetails } from '@/features/wizard/wizard-types';

const trip: TripDetails = {
  pickupLocation: '2350 Wall Ave, Ogden, UT 84401, USA',
  destinationLocation: '3848 Harrison Blvd, Ogden, UT 84408, USA',
  serviceDate: '2030-05-01',
  serviceTimeMinutes: 600,
  serviceDetails: { passengers: '2', luggage: 'small', needsRoofRack: 'no', instructions: '' },
};

const quote: Quote = {
  distanceMiles: 4.2,
  withinServiceArea: true,
  serviceAreaMessage: null,
  totalCents: 2000,
  breakdown: [{ label: 'Base fare', amountCents: 2000 }],
  cancellationTerms: null,
};

const booking: CompletedBooking = {
  id: 'b1',
  reference: 'K7Q2',
  status: 'pending',
  serviceType: 'ride',
  serviceDate: '2030-05-01',
  serviceTime: '10:00',
  pickupLocation: trip.pickupLocation,
  destinationLocation: trip.destinationLocation,
  distanceMiles: 4.2,
  totalCents: 2000,
  paymentRequired: true,
  codeApplied: false,
  subscriptionCode: null,
  fullName: 'Ann Smith',
  email: 'ann@example.com',
  phone: '8015550100',
};

const at = (overrides: Partial<WizardState>): WizardState => ({ ...initialWizardState, ...overrides });
const rideAt = (step: WizardState['step']) =>
  at({ step, serviceType: 'ride', details: step === 'service' || step === 'details' ? null : trip, quote: step === 'quote' || step === 'book' ? quote : null });

describe('wizard slice', () => {
  it('starts on the service step', () => {
    expect(wizardReducer(undefined, { type: '@@init' })).toEqual(initialWizardState);
  });

  describe('serviceChosen', () => {
    it.each(['delivery', 'ride', 'chauffeur'] as const)('%s advances to details', (serviceType) => {
      expect(wizardReducer(initialWizardState, serviceChosen({ serviceType }))).toEqual(at({ step: 'details', serviceType }));
    });

    it('subscription opens the bulk panel without advancing', () => {
      expect(wizardReducer(initialWizardState, serviceChosen({ serviceType: 'subscription' }))).toEqual(
        at({ step: 'service', serviceType: 'subscription', bulkPanelOpen: true }),
      );
    });

    it.each(['longHaul', 'handyman'] as const)('%s goes to the inquiry step', (serviceType) => {
      expect(wizardReducer(initialWizardState, serviceChosen({ serviceType })).step).toBe('inquiry');
    });

    it('long haul carries price and distance 0 and jumps to the final step', () => {
      const next = wizardReducer(initialWizardState, serviceChosen({ serviceType: 'longHaul' }));
      expect(next).toMatchObject({ step: 'inquiry', quote: { distanceMiles: 0, totalCents: 0 } });
      expect(next.quote).toEqual(LONG_HAUL_QUOTE);
      expect(visibleSteps(next)).toEqual(['service', 'inquiry']);
    });

    it('keeps confirmed values when the same service is chosen again, clears them for another', () => {
      const state = at({ step: 'service', serviceType: 'ride', details: trip, quote });
      expect(wizardReducer(state, serviceChosen({ serviceType: 'ride' }))).toEqual(at({ step: 'details', serviceType: 'ride', details: trip, quote }));
      expect(wizardReducer(state, serviceChosen({ serviceType: 'delivery' }))).toEqual(at({ step: 'details', serviceType: 'delivery' }));
    });
  });

  describe('bulk options', () => {
    const panel = at({ serviceType: 'subscription', bulkPanelOpen: true });

    it('bulkOptionsChanged updates the selection immediately', () => {
      expect(wizardReducer(panel, bulkOptionsChanged({ planType: 'premium' })).bulk).toEqual({ addressesVary: false, planType: 'premium' });
      expect(wizardReducer(panel, bulkOptionsChanged({ addressesVary: true })).bulk).toEqual({ addressesVary: true, planType: null });
    });

    it('bulkOptionsChanged is ignored for other services', () => {
      const ride = rideAt('details');
      expect(wizardReducer(ride, bulkOptionsChanged({ addressesVary: true }))).toBe(ride);
    });

    it('bulkContinued with fixed addresses goes to details and defaults the plan to basic', () => {
      expect(wizardReducer(panel, bulkContinued())).toEqual({ ...panel, step: 'details', bulk: { addressesVary: false, planType: 'basic' } });
    });

    it('bulkContinued with varying addresses goes to the inquiry step', () => {
      const vary = wizardReducer(panel, bulkOptionsChanged({ addressesVary: true, planType: 'business' }));
      const next = wizardReducer(vary, bulkContinued());
      expect(next.step).toBe('inquiry');
      expect(visibleSteps(next)).toEqual(['service', 'inquiry']);
    });

    it('bulkContinued with varying addresses and no plan chosen names none', () => {
      const vary = wizardReducer(panel, bulkOptionsChanged({ addressesVary: true }));
      expect(wizardReducer(vary, bulkContinued()).bulk).toEqual({ addressesVary: true, planType: null });
    });

    it('bulkContinued does nothing before the panel is open', () => {
      const closed = at({ serviceType: 'subscription', bulkPanelOpen: false });
      expect(wizardReducer(closed, bulkContinued())).toBe(closed);
    });
  });

  describe("the browser's back and forward, the typed contact, a reload", () => {
    const atBook = at({ step: 'book', serviceType: 'ride', details: trip, quote });

    it('historyStepped goes back and forward between the steps whose answers are there', () => {
      const back = wizardReducer(atBook, historyStepped('quote'));
      expect(back.step).toBe('quote');
      expect(wizardReducer(back, historyStepped('book')).step).toBe('book');
      expect(wizardReducer(back, historyStepped('service'))).toMatchObject({ step: 'service', details: trip, quote });
    });

    it('historyStepped refuses a step whose answers are gone or that is off the path', () => {
      const noQuote = at({ step: 'details', serviceType: 'ride', details: trip, quote: null });
      expect(wizardReducer(noQuote, historyStepped('book'))).toBe(noQuote);
      expect(wizardReducer(noQuote, historyStepped('inquiry'))).toBe(noQuote);
      const fresh = at({});
      expect(wizardReducer(fresh, historyStepped('details'))).toBe(fresh);
    });

    it('contactEdited keeps every field typed so far, and a reset clears them', () => {
      const typed = wizardReducer(wizardReducer(atBook, contactEdited({ fullName: 'Quinn Adams' })), contactEdited({ email: 'quinn@example.com' }));
      expect(typed.contact).toEqual({ fullName: 'Quinn Adams', email: 'quinn@example.com' });
      expect(wizardReducer(wizardReducer(typed, backRequested()), backRequested()).contact).toEqual(typed.contact);
      expect(wizardReducer(typed, wizardReset()).contact).toEqual({});
    });

    it('takenSlotReplaced puts the offered start on the booking form, keeping the price and dropping the words on cancelling', () => {
      const atBook = at({
        step: 'book',
        serviceType: 'ride',
        details: trip,
        quote: { ...quote, cancellationTerms: [{ say: 'ifBookedFreeUntil', until: '2030-05-02T05:00:00.000Z' }] },
      });
      const next = wizardReducer(atBook, takenSlotReplaced({ date: '2030-05-02', time: '11:30' }));
      expect(next).toMatchObject({
        step: 'book',
        details: { ...trip, serviceDate: '2030-05-02', serviceTimeMinutes: 690 },
        quote: { totalCents: quote.totalCents, cancellationTerms: null },
      });
      const onQuote = at({ step: 'quote', serviceType: 'ride', details: trip, quote });
      expect(wizardReducer(onQuote, takenSlotReplaced({ date: '2030-05-02', time: '11:30' }))).toBe(onQuote);
    });

    it('wizardRestored brings back every answer, never a confirmation already shown', () => {
      const saved = { ...atBook, contact: { phone: '801 555 0177' }, completedBooking: booking };
      expect(wizardReducer(initialWizardState, wizardRestored(saved))).toEqual({ ...saved, completedBooking: null });
    });
  });

  describe('details and quote', () => {
    it('detailsSubmitted stores the trip and stays on details', () => {
      expect(wizardReducer(rideAt('details'), detailsSubmitted(trip))).toEqual(at({ step: 'details', serviceType: 'ride', details: trip }));
    });

    it('quoteReceived moves to the quote step only after details were submitted', () => {
      expect(wizardReducer(rideAt('details'), quoteReceived(quote)).step).toBe('details');
      const submitted = wizardReducer(rideAt('details'), detailsSubmitted(trip));
      expect(wizardReducer(submitted, quoteReceived(quote))).toEqual(at({ step: 'quote', serviceType: 'ride', details: trip, quote }));
    });

    it('resubmitting details drops the previous quote', () => {
      const back = at({ step: 'details', serviceType: 'ride', details: trip, quote });
      expect(wizardReducer(back, detailsSubmitted(trip)).quote).toBeNull();
    });

    it('quoteAccepted moves to book', () => {
      expect(wizardReducer(rideAt('quote'), quoteAccepted()).step).toBe('book');
      expect(wizardReducer(rideAt('details'), quoteAccepted()).step).toBe('details');
    });
  });

  describe('variedRoutesPlanned', () => {
    const planTrip: TripDetails = {
      pickupLocation: 'Addresses vary ride to ride',
      destinationLocation: 'Addresses vary ride to ride',
      serviceDate: null,
      serviceTimeMinutes: null,
      serviceDetails: { planType: 'premium', frequency: 'monthly', addressesVary: true, details: '', isNonRefundable: true },
    };
    const planQuote: Quote = {
      distanceMiles: 15,
      withinServiceArea: true,
      serviceAreaMessage: null,
      totalCents: 72000,
      breakdown: [],
      cancellationTerms: null,
    };
    const planDetails = at({ step: 'details', serviceType: 'subscription', bulkPanelOpen: true, bulk: { addressesVary: false, planType: 'basic' } });

    it('skips the quote step: stores the fixed plan price and goes to the inquiry step', () => {
      const next = wizardReducer(planDetails, variedRoutesPlanned({ details: planTrip, quote: planQuote }));
      expect(next).toMatchObject({ step: 'inquiry', details: planTrip, quote: planQuote, bulk: { addressesVary: true, planType: 'premium' } });
      expect(visibleSteps(next)).toEqual(['service', 'inquiry']);
    });

    it('is ignored outside the subscription details step', () => {
      const ride = rideAt('details');
      expect(wizardReducer(ride, variedRoutesPlanned({ details: planTrip, quote: planQuote }))).toBe(ride);
      const quoteStep = { ...planDetails, step: 'quote' as const };
      expect(wizardReducer(quoteStep, variedRoutesPlanned({ details: planTrip, quote: planQuote }))).toBe(quoteStep);
    });
  });

  describe('longHaulQuoteRequested', () => {
    // A ride from Ogden to Provo: the quote said outside the area, with the road miles it measured.
    const farTrip: TripDetails = { ...trip, destinationLocation: '100 N University Ave, Provo, UT 84601, USA' };
    const refused = at({ step: 'details', serviceType: 'ride', details: farTrip });
    const lead = { fromService: 'ride' as const, trip: farTrip, distanceMiles: 78.4 };
    const inquiry = wizardReducer(refused, longHaulQuoteRequested({ distanceMiles: 78.4 }));

    it('offers the long-haul inquiry for rides and deliveries only', () => {
      expect((['delivery', 'ride', 'chauffeur', 'subscription', 'longHaul', 'handyman'] as const).filter(offersLongHaul)).toEqual(['delivery', 'ride']);
      expect(offersLongHaul(null)).toBe(false);
    });

    it('turns the submitted trip and the miles into the long-haul inquiry, keeping a details step to go back to', () => {
      expect(inquiry).toEqual(at({ step: 'inquiry', serviceType: 'longHaul', details: null, quote: LONG_HAUL_QUOTE, longHaulLead: lead }));
      expect(visibleSteps(inquiry)).toEqual(['service', 'details', 'inquiry']);
    });

    it('keeps a trip without measured miles (a refusal carries none)', () => {
      expect(wizardReducer(refused, longHaulQuoteRequested({ distanceMiles: null })).longHaulLead).toEqual({ ...lead, distanceMiles: null });
    });

    it('is ignored for other services, before details are submitted, and off the details step', () => {
      const chauffeur = at({ step: 'details', serviceType: 'chauffeur', details: farTrip });
      const plan = at({ step: 'details', serviceType: 'subscription', details: farTrip });
      const unsubmitted = rideAt('details');
      const onQuote = rideAt('quote');
      for (const state of [chauffeur, plan, unsubmitted, onQuote]) {
        expect(wizardReducer(state, longHaulQuoteRequested({ distanceMiles: 78.4 }))).toBe(state);
      }
    });

    it('Back and the Details step return to the trip as submitted, to change its addresses', () => {
      const backOnDetails = at({ step: 'details', serviceType: 'ride', details: farTrip });
      expect(wizardReducer(inquiry, backRequested())).toEqual(backOnDetails);
      expect(wizardReducer(inquiry, stepClicked('details'))).toEqual(backOnDetails);
    });

    it('on step 1, the same services keep what they had and another starts afresh', () => {
      const onService = wizardReducer(inquiry, stepClicked('service'));
      expect(onService).toMatchObject({ step: 'service', longHaulLead: lead });
      expect(wizardReducer(onService, serviceChosen({ serviceType: 'longHaul' }))).toEqual({ ...inquiry, step: 'inquiry' });
      expect(wizardReducer(onService, serviceChosen({ serviceType: 'ride' }))).toEqual(at({ step: 'details', serviceType: 'ride', details: farTrip }));
      expect(wizardReducer(onService, serviceChosen({ serviceType: 'delivery' }))).toEqual(at({ step: 'details', serviceType: 'delivery' }));
    });

    it('wizardReset forgets the trip', () => {
      expect(wizardReducer(inquiry, wizardReset())).toEqual(initialWizardState);
    });
  });

  describe('step indicator', () => {
    it('shows four steps for bookable services and Service then Inquiry in inquiry mode', () => {
      expect(visibleSteps(rideAt('quote'))).toEqual(['service', 'details', 'quote', 'book']);
      expect(visibleSteps(at({ step: 'details', serviceType: 'subscription', bulk: { addressesVary: false, planType: 'basic' } }))).toEqual([
        'service',
        'details',
        'quote',
        'book',
      ]);
      expect(visibleSteps(at({ step: 'service', serviceType: 'handyman' }))).toEqual(['service', 'inquiry']);
      expect(visibleSteps(at({ step: 'service', serviceType: 'subscription', bulk: { addressesVary: true, planType: null } }))).toEqual(['service', 'inquiry']);
    });
  });

  describe('navigation', () => {
    it.each([
      ['book', 'quote'],
      ['quote', 'details'],
      ['details', 'service'],
      ['inquiry', 'service'],
      ['service', 'service'],
    ] as const)('backRequested from %s goes to %s', (from, to) => {
      expect(wizardReducer(at({ step: from, serviceType: 'ride' }), backRequested()).step).toBe(to);
    });

    it('stepClicked allows only the current or an earlier step', () => {
      const state = rideAt('quote');
      expect(wizardReducer(state, stepClicked('details')).step).toBe('details');
      expect(wizardReducer(state, stepClicked('service')).step).toBe('service');
      expect(wizardReducer(state, stepClicked('quote')).step).toBe('quote');
      expect(wizardReducer(state, stepClicked('book')).step).toBe('quote');
      expect(wizardReducer(state, stepClicked('inquiry')).step).toBe('quote');
    });
  });

  describe('completion', () => {
    it('bookingCompleted keeps the booking for the dialog on the book step only', () => {
      expect(wizardReducer(rideAt('book'), bookingCompleted(booking)).completedBooking).toEqual(booking);
      expect(wizardReducer(rideAt('quote'), bookingCompleted(booking)).completedBooking).toBeNull();
    });

    it('wizardReset returns to the initial state', () => {
      const done = wizardReducer(rideAt('book'), bookingCompleted(booking));
      expect(wizardReducer(done, wizardReset())).toEqual(initialWizardState);
    });
  });
});
