import {
  idempotencyKeyProblems,
  isOnStartTimeGrid,
  normalizeServiceDetails,
  phoneDigits,
  phoneKey,
  startTimeProblems,
  throwIfInvalid,
  validateBookingForm,
  validateServiceStep,
  VALIDATION_MESSAGES,
  type BookingFormDraft,
  type ServiceDetailsDraft,
  type ServiceRequestDraft,
} from './booking-rules.js';
import { InquiryOnlyServiceError, ValidationFailedError } from './errors.js';
import type { ServiceRequest } from './service-types.js';

const where = {
  pickupLocation: '2400 Washington Blvd, Ogden, UT, USA',
  destinationLocation: '123 Main St, Layton, UT, USA',
  serviceDate: '2026-07-14',
  serviceTime: '10:00',
};
const draft = (serviceType: string, serviceDetails: ServiceDetailsDraft, overrides: Partial<ServiceRequestDraft> = {}): ServiceRequestDraft => ({
  serviceType,
  ...where,
  serviceDetails,
  ...overrides,
});
const parcel: ServiceDetailsDraft = { packageSize: 'medium', packageWeight: 'light' };
const rider: ServiceDetailsDraft = { passengers: '2', luggage: 'none' };
const driver: ServiceDetailsDraft = { passengers: '2', hours: '3', itinerary: 'Errands in Ogden', termsAgreed: true };
const planDetails: ServiceDetailsDraft = { planType: 'premium', frequency: 'monthly', addressesVary: false };
const OFF_GRID = 'Please choose a start time on a 15-minute step (e.g. 09:00, 09:15).';

describe('validateServiceStep', () => {
  it.each<[string, ServiceRequestDraft, string[]]>([
    // valid drafts
    ['valid delivery', draft('delivery', parcel), []],
    ['valid ride', draft('ride', rider), []],
    ['valid chauffeur without destination', draft('chauffeur', driver, { destinationLocation: '' }), []],
    ['valid subscription without date and time', draft('subscription', planDetails, { serviceDate: '', serviceTime: undefined }), []],
    [
      'subscription with varying addresses needs none',
      draft('subscription', { ...planDetails, addressesVary: true }, { pickupLocation: '', destinationLocation: '' }),
      [],
    ],
    ['longHaul has no details step', draft('longHaul', {}), []],
    ['handyman has no details step', draft('handyman', {}), []],
    // common fields
    ['unknown service type', draft('boat', {}), ['Service type is required']],
    [
      'everything missing',
      { serviceType: 'delivery' },
      [
        'Pickup location is required',
        'Destination location is required',
        'Service date is required',
        'Service time is required',
        'Package size is required',
        'Package weight is required',
      ],
    ],
    ['blank-only pickup', draft('ride', rider, { pickupLocation: '   ' }), ['Pickup location is required']],
    ['missing destination', draft('ride', rider, { destinationLocation: null }), ['Destination location is required']],
    ['malformed date', draft('ride', rider, { serviceDate: '07/14/2026' }), ['Please enter a valid service date (YYYY-MM-DD)']],
    ['impossible date', draft('ride', rider, { serviceDate: '2026-02-30' }), ['Please enter a valid service date (YYYY-MM-DD)']],
    ['malformed time', draft('ride', rider, { serviceTime: '10am' }), ['Please enter a valid service time (HH:MM)']],
    // the start-time grid (15 minutes)
    ['a start on the quarter hour', draft('ride', rider, { serviceTime: '09:45' }), []],
    ['a start off the grid', draft('ride', rider, { serviceTime: '09:07' }), [OFF_GRID]],
    ['a start one minute before the hour', draft('chauffeur', driver, { serviceTime: '09:59' }), [OFF_GRID]],
    ['a delivery off the grid', draft('delivery', parcel, { serviceTime: '10:01' }), [OFF_GRID]],
    ['a window range is not a start time', draft('delivery', parcel, { serviceTime: '10:00-12:00' }), ['Please enter a valid service time (HH:MM)']],
    // free text in the details (multi-line: line breaks kept, other controls refused)
    ['instructions over two lines', draft('delivery', { ...parcel, instructions: 'Gate 12\nLeave at the door' }), []],
    [
      'instructions with an escape sequence',
      draft('delivery', { ...parcel, instructions: 'A\u001B[2JB' }),
      ['Instructions must not contain control characters.'],
    ],
    ['an itinerary with a C1 control', draft('chauffeur', { ...driver, itinerary: 'Errands\u0085' }), ['Itinerary must not contain control characters.']],
    ['plan details with a vertical tab', draft('subscription', { ...planDetails, details: 'A\u000BB' }), ['Details must not contain control characters.']],
    ['a bidi override in instructions (stripped later)', draft('ride', { ...rider, instructions: '\u202Eabc' }), []],
    // delivery
    ['unknown package size', draft('delivery', { ...parcel, packageSize: 'huge' }), ['Package size is required']],
    ['missing package weight', draft('delivery', { packageSize: 'large' }), ['Package weight is required']],
    ['unknown perishable value', draft('delivery', { ...parcel, perishable: 'maybe' }), ['Please tell us whether the package is perishable']],
    ['unknown cooler value', draft('delivery', { ...parcel, perishable: 'yes', needsCooler: 'ice' }), ['Please tell us whether the package needs a cooler']],
    // ride
    ['missing passengers', draft('ride', { luggage: 'none' }), ['Number of passengers is required']],
    ['blank passengers', draft('ride', { passengers: ' ', luggage: 'none' }), ['Number of passengers is required']],
    ['0 passengers', draft('ride', { passengers: 0, luggage: 'none' }), ['Number of passengers must be between 1 and 6']],
    ['7 passengers', draft('ride', { passengers: '7', luggage: 'none' }), ['Number of passengers must be between 1 and 6']],
    ['2.5 passengers', draft('ride', { passengers: 2.5, luggage: 'none' }), ['Number of passengers must be between 1 and 6']],
    ['6 passengers without luggage', draft('ride', { passengers: 6, luggage: 'none' }), []],
    ['4 passengers with luggage', draft('ride', { passengers: '4', luggage: 'large' }), []],
    ['5 passengers with luggage', draft('ride', { passengers: '5', luggage: 'small' }), ['A maximum of 4 passengers is allowed when bringing luggage']],
    ['missing luggage', draft('ride', { passengers: '2' }), ['Luggage information is required']],
    ['unknown roof rack', draft('ride', { ...rider, needsRoofRack: 'kayak' }), ['Please select a valid roof rack option']],
    ['3 bikes', draft('ride', { ...rider, needsRoofRack: 'yes-bike', bikeCount: '3' }), []],
    ['4 bikes', draft('ride', { ...rider, needsRoofRack: 'yes-bike', bikeCount: 4 }), ['Number of bikes must be between 1 and 3']],
    ['bike count ignored without a bike rack', draft('ride', { ...rider, needsRoofRack: 'yes-ski', bikeCount: 9 }), []],
    // chauffeur
    ['chauffeur 6 h', draft('chauffeur', { ...driver, hours: 6 }), []],
    ['chauffeur 1 h', draft('chauffeur', { ...driver, hours: 1 }), ['Please select a valid service duration (2 to 6 hours)']],
    ['chauffeur 7 h', draft('chauffeur', { ...driver, hours: '7' }), ['Please select a valid service duration (2 to 6 hours)']],
    ['chauffeur without hours', draft('chauffeur', { ...driver, hours: null }), ['Please select a valid service duration (2 to 6 hours)']],
    ['chauffeur without passengers', draft('chauffeur', { ...driver, passengers: undefined }), ['Number of passengers is required']],
    ['chauffeur with blank itinerary', draft('chauffeur', { ...driver, itinerary: '  ' }), ['Itinerary/activities is required']],
    ['chauffeur terms not agreed', draft('chauffeur', { ...driver, termsAgreed: false }), ['You must agree to the terms to continue']],
    // subscription
    ['unknown plan type', draft('subscription', { ...planDetails, planType: 'gold' }), ['Plan type is required']],
    ['missing frequency', draft('subscription', { planType: 'basic' }), ['Frequency is required']],
    [
      'fixed-address plan without addresses',
      draft('subscription', planDetails, { pickupLocation: ' ', destinationLocation: undefined }),
      ['Pickup location is required', 'Destination location is required'],
    ],
  ])('%s → %p', (_name, input, messages) => {
    expect(validateServiceStep(input)).toEqual(messages);
  });
});

describe('normalizeServiceDetails', () => {
  it.each<[string, ServiceRequestDraft, ServiceRequest]>([
    [
      'delivery: perishable and cooler default to no, strings trimmed',
      draft('delivery', { ...parcel, instructions: '  Leave at door ' }, { pickupLocation: ` ${where.pickupLocation} ` }),
      {
        serviceType: 'delivery',
        ...where,
        serviceDetails: { packageSize: 'medium', packageWeight: 'light', perishable: 'no', needsCooler: 'no', instructions: 'Leave at door' },
      },
    ],
    [
      'delivery: cooler cleared when not perishable',
      draft('delivery', { ...parcel, perishable: 'no', needsCooler: 'yes' }),
      { serviceType: 'delivery', ...where, serviceDetails: { packageSize: 'medium', packageWeight: 'light', perishable: 'no', needsCooler: 'no' } },
    ],
    [
      'delivery: perishable with cooler kept',
      draft('delivery', { ...parcel, perishable: 'yes', needsCooler: 'yes', instructions: '' }),
      { serviceType: 'delivery', ...where, serviceDetails: { packageSize: 'medium', packageWeight: 'light', perishable: 'yes', needsCooler: 'yes' } },
    ],
    [
      'ride: missing roof rack becomes no, passengers parsed',
      draft('ride', rider),
      { serviceType: 'ride', ...where, serviceDetails: { passengers: 2, luggage: 'none', needsRoofRack: 'no' } },
    ],
    [
      'ride: bikeCount defaults to 1 with a bike rack',
      draft('ride', { ...rider, needsRoofRack: 'yes-bike' }),
      { serviceType: 'ride', ...where, serviceDetails: { passengers: 2, luggage: 'none', needsRoofRack: 'yes-bike', bikeCount: 1 } },
    ],
    [
      'ride: bikeCount kept with a bike rack',
      draft('ride', { ...rider, needsRoofRack: 'yes-bike', bikeCount: '3' }),
      { serviceType: 'ride', ...where, serviceDetails: { passengers: 2, luggage: 'none', needsRoofRack: 'yes-bike', bikeCount: 3 } },
    ],
    [
      'ride: bikeCount cleared without a bike rack',
      draft('ride', { ...rider, needsRoofRack: 'yes-ski', bikeCount: 2 }),
      { serviceType: 'ride', ...where, serviceDetails: { passengers: 2, luggage: 'none', needsRoofRack: 'yes-ski' } },
    ],
    [
      'chauffeur: destination forced to pickup, hours parsed',
      draft('chauffeur', driver, { destinationLocation: 'somewhere else' }),
      {
        serviceType: 'chauffeur',
        ...where,
        destinationLocation: where.pickupLocation,
        serviceDetails: { passengers: 2, hours: 3, needsRoofRack: 'no', itinerary: 'Errands in Ogden', termsAgreed: true },
      },
    ],
    [
      'bidi controls are stripped from kept text',
      draft('delivery', { ...parcel, instructions: 'Ring \u202Etwice\u202C' }, { pickupLocation: `\u2066${where.pickupLocation}\u2069` }),
      {
        serviceType: 'delivery',
        ...where,
        serviceDetails: { packageSize: 'medium', packageWeight: 'light', perishable: 'no', needsCooler: 'no', instructions: 'Ring twice' },
      },
    ],
    [
      'subscription: date and time become N/A',
      draft('subscription', { ...planDetails, details: ' weekly airport runs ' }),
      {
        serviceType: 'subscription',
        ...where,
        serviceDate: 'N/A',
        serviceTime: 'N/A',
        serviceDetails: { planType: 'premium', frequency: 'monthly', addressesVary: false, details: 'weekly airport runs', isNonRefundable: true },
      },
    ],
    [
      'subscription: varying addresses kept as empty strings',
      draft('subscription', { planType: 'basic', frequency: 'monthly', addressesVary: true }, { pickupLocation: undefined, destinationLocation: undefined }),
      {
        serviceType: 'subscription',
        pickupLocation: '',
        destinationLocation: '',
        serviceDate: 'N/A',
        serviceTime: 'N/A',
        serviceDetails: { planType: 'basic', frequency: 'monthly', addressesVary: true, isNonRefundable: true },
      },
    ],
  ])('%s', (_name, input, expected) => {
    expect(normalizeServiceDetails(input)).toEqual(expected);
  });

  it('throws every validation message at once', () => {
    expect(() => normalizeServiceDetails(draft('ride', {}, { pickupLocation: '' }))).toThrow(
      expect.objectContaining({
        constructor: ValidationFailedError,
        messages: ['Pickup location is required', 'Number of passengers is required', 'Luggage information is required'],
      }),
    );
  });

  it.each(['longHaul', 'handyman'])('%s is inquiry-only', (serviceType) => {
    expect(() => normalizeServiceDetails(draft(serviceType, {}))).toThrow(InquiryOnlyServiceError);
  });
});

describe(isOnStartTimeGrid.name, () => {
  it.each<[string, boolean]>([
    ['00:00', true],
    ['09:00', true],
    ['09:15', true],
    ['17:45', true],
    ['23:45', true],
    ['09:07', false],
    ['09:14', false],
    ['09:59', false],
    ['9:00', false],
    ['24:00', false],
    ['N/A', false],
  ])('%s → %s', (time, onGrid) => {
    expect(isOnStartTimeGrid(time)).toBe(onGrid);
  });
});

describe(startTimeProblems.name, () => {
  const { timeRequired, timeInvalid, timeOffGrid } = VALIDATION_MESSAGES;
  it.each<[string, string[]]>([
    ['09:15', []],
    ['', [timeRequired]],
    ['25:00', [timeInvalid]],
    ['9:00', [timeInvalid]],
    ['09:07', [timeOffGrid]],
  ])('%p → %p', (time, problems) => {
    expect(startTimeProblems(time)).toEqual(problems);
  });
});

describe('validateBookingForm', () => {
  const valid: BookingFormDraft = { fullName: 'Jane Doe', email: 'jane@example.com', phone: '(801) 555-0123', legalAgreement: true };

  it.each<[string, BookingFormDraft, string[]]>([
    ['valid form', valid, []],
    ['empty form', {}, ['Full name is required', 'Invalid email address', 'Phone number is required', 'You must agree to the legal disclaimer to proceed']],
    ['blank name', { ...valid, fullName: '  ' }, ['Full name is required']],
    ['email without domain', { ...valid, email: 'jane@' }, ['Invalid email address']],
    ['email with spaces', { ...valid, email: 'jane doe@example.com' }, ['Invalid email address']],
    ['email with surrounding spaces is trimmed', { ...valid, email: ' jane@example.com ' }, []],
    ['phone with 9 digits', { ...valid, phone: '(801) 555-012' }, ['Phone number is required']],
    ['phone with 10 digits, no punctuation', { ...valid, phone: '8015550123' }, []],
    ['phone with country code', { ...valid, phone: '+1 801-555-0123' }, []],
    ['agreement not ticked', { ...valid, legalAgreement: false }, ['You must agree to the legal disclaimer to proceed']],
  ])('%s → %p', (_name, input, messages) => {
    expect(validateBookingForm(input)).toEqual(messages);
  });

  it.each<[string, BookingFormDraft, string[]]>([
    ['no e-mail: the phone is enough', { ...valid, email: '' }, []],
    ['a blank e-mail', { ...valid, email: '   ' }, []],
    ['an e-mail given must still be one', { ...valid, email: 'jane@' }, ['Invalid email address']],
    ['the phone is still required', { ...valid, email: '', phone: '' }, ['Phone number is required']],
  ])('taken by phone, %s → %p', (_name, input, messages) => {
    expect(validateBookingForm(input, { emailOptional: true })).toEqual(messages);
  });
});

describe(idempotencyKeyProblems.name, () => {
  it.each<[string, string, boolean]>([
    ['a UUID', '0b7f1c9e-3d4a-4c2b-9a51-2f6e8d0c1b3a', true],
    ['128 characters', 'k'.repeat(128), true],
    ['129 characters', 'k'.repeat(129), false],
    ['8,000 characters', 'k'.repeat(8000), false],
    ['a space', 'a b', false],
    ['a control character', 'a\u0001b', false],
    ['non-ASCII', 'clé', false],
  ])('%s: accepted %s', (_name, key, accepted) => {
    expect(idempotencyKeyProblems(key)).toHaveLength(accepted ? 0 : 1);
  });
});

describe('throwIfInvalid', () => {
  it.each<[string[], boolean]>([
    [[], false],
    [['Full name is required'], true],
  ])('%p → throws %p', (messages, throws) => {
    const run = () => throwIfInvalid(messages);
    if (throws) expect(run).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED', kind: 'invalid', messages }));
    else expect(run).not.toThrow();
  });
});

describe('phoneDigits', () => {
  it.each([
    ['(801) 555-0123', '8015550123'],
    ['+1 801.555.0123', '18015550123'],
    ['801 555 0123 ext. 4', '80155501234'],
    ['', ''],
  ])('%p → %p', (phone, digits) => {
    expect(phoneDigits(phone)).toBe(digits);
  });
});

describe(phoneKey.name, () => {
  it.each([
    ['(801) 555-0123', '8015550123'],
    ['+1 801.555.0123', '8015550123'],
    ['1-801-555-0123', '8015550123'],
    ['18015550123', '8015550123'],
    ['+44 20 7946 0958', '442079460958'],
    ['801 555 0123 ext. 4', '80155501234'],
  ])('%p → %p', (phone, key) => {
    expect(phoneKey(phone)).toBe(key);
  });
});
