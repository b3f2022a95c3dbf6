// Validation of the wizard's details step and the booking form, with their fixed user-facing
// messages, plus the defaults applied on submit. The browser runs these for inline errors;
// the server reruns them on every quote and booking.
import { START_TIME_STEP_MINUTES } from './availability/availability-settings.js';
import { isValidLocalDate, isValidLocalTime, timeToMinutes } from './business-time.js';
import { InquiryOnlyServiceError, ValidationFailedError } from './errors.js';
import { isAllowedText, stripBidiControls, textRefusalMessage } from './text-rules.js';
import {
  FREQUENCIES,
  isInquiryOnlyServiceType,
  isServiceType,
  LUGGAGE_OPTIONS,
  NOT_APPLICABLE,
  PACKAGE_SIZES,
  PACKAGE_WEIGHTS,
  PLAN_TYPES,
  ROOF_RACK_OPTIONS,
  YES_NO,
  type RoofRack,
  type ServiceRequest,
  type ServiceType,
} from './service-types.js';

export const CHAUFFEUR_HOUR_LIMITS = { min: 2, max: 6 } as const;

export const VALIDATION_MESSAGES = {
  serviceTypeRequired: 'Service type is required',
  pickupRequired: 'Pickup location is required',
  destinationRequired: 'Destination location is required',
  dateRequired: 'Service date is required',
  dateInvalid: 'Please enter a valid service date (YYYY-MM-DD)',
  timeRequired: 'Service time is required',
  timeInvalid: 'Please enter a valid service time (HH:MM)',
  timeOffGrid: `Please choose a start time on a ${START_TIME_STEP_MINUTES}-minute step (e.g. 09:00, 09:${String(START_TIME_STEP_MINUTES).padStart(2, '0')}).`,
  endBeforeStart: 'The end time cannot be before the start time.',
  packageSizeRequired: 'Package size is required',
  packageWeightRequired: 'Package weight is required',
  perishableInvalid: 'Please tell us whether the package is perishable',
  needsCoolerInvalid: 'Please tell us whether the package needs a cooler',
  passengersRequired: 'Number of passengers is required',
  passengersOutOfRange: 'Number of passengers must be between 1 and 6',
  passengersWithLuggage: 'A maximum of 4 passengers is allowed when bringing luggage',
  luggageRequired: 'Luggage information is required',
  roofRackInvalid: 'Please select a valid roof rack option',
  bikeCountInvalid: 'Number of bikes must be between 1 and 3',
  hoursInvalid: `Please select a valid service duration (${CHAUFFEUR_HOUR_LIMITS.min} to ${CHAUFFEUR_HOUR_LIMITS.max} hours)`,
  itineraryRequired: 'Itinerary/activities is required',
  termsRequired: 'You must agree to the terms to continue',
  planTypeRequired: 'Plan type is required',
  frequencyRequired: 'Frequency is required',
  distanceInvalid: 'Distance must be a non-negative number of miles',
  fullNameRequired: 'Full name is required',
  emailInvalid: 'Invalid email address',
  phoneRequired: 'Phone number is required',
  legalAgreementRequired: 'You must agree to the legal disclaimer to proceed',
} as const;

export const PASSENGER_LIMITS = { min: 1, max: 6, maxWithLuggage: 4 } as const;
export const BIKE_LIMITS = { min: 1, max: 3 } as const;
export const MIN_PHONE_DIGITS = 10;

// Raw step-2 input as the form or a JSON body delivers it: anything may be missing, numbers may
// arrive as strings ('3'), and option values are not yet known to be valid.
export interface ServiceDetailsDraft {
  packageSize?: string | null;
  packageWeight?: string | null;
  perishable?: string | null;
  needsCooler?: string | null;
  instructions?: string | null;
  passengers?: string | number | null;
  luggage?: string | null;
  needsRoofRack?: string | null;
  bikeCount?: string | number | null;
  hours?: string | number | null;
  itinerary?: string | null;
  termsAgreed?: boolean | null;
  planType?: string | null;
  frequency?: string | null;
  addressesVary?: boolean | null;
  details?: string | null;
  isNonRefundable?: boolean | null;
}

export interface ServiceRequestDraft {
  serviceType: ServiceType | string;
  pickupLocation?: string | null;
  destinationLocation?: string | null;
  serviceDate?: string | null; // 'YYYY-MM-DD'
  serviceTime?: string | null; // 'HH:MM' 24h
  serviceDetails?: ServiceDetailsDraft | null;
}

export interface BookingFormDraft {
  fullName?: string | null;
  email?: string | null;
  phone?: string | null;
  legalAgreement?: boolean | null;
}

// Messages for the details step, in form order; empty means valid.
// longHaul/handyman have no details step (they are inquiries) and always pass here.
export function validateServiceStep(draft: ServiceRequestDraft): string[] {
  const m = VALIDATION_MESSAGES;
  const { serviceType } = draft;
  if (!isServiceType(serviceType)) return [m.serviceTypeRequired];
  if (isInquiryOnlyServiceType(serviceType)) return [];

  const d = draft.serviceDetails ?? {};
  const errors: string[] = [];

  if (serviceType === 'subscription') {
    if (!d.addressesVary) {
      if (!text(draft.pickupLocation)) errors.push(m.pickupRequired);
      if (!text(draft.destinationLocation)) errors.push(m.destinationRequired);
    }
    if (!isOneOf(PLAN_TYPES, d.planType)) errors.push(m.planTypeRequired);
    if (!isOneOf(FREQUENCIES, d.frequency)) errors.push(m.frequencyRequired);
    return [...errors, ...detailTextErrors(d)];
  }

  if (!text(draft.pickupLocation)) errors.push(m.pickupRequired);
  if (serviceType !== 'chauffeur' && !text(draft.destinationLocation)) errors.push(m.destinationRequired);
  const date = text(draft.serviceDate);
  if (!date) errors.push(m.dateRequired);
  else if (!isValidLocalDate(date)) errors.push(m.dateInvalid);
  errors.push(...startTimeProblems(text(draft.serviceTime)));

  switch (serviceType) {
    case 'delivery':
      if (!isOneOf(PACKAGE_SIZES, d.packageSize)) errors.push(m.packageSizeRequired);
      if (!isOneOf(PACKAGE_WEIGHTS, d.packageWeight)) errors.push(m.packageWeightRequired);
      if (!isBlank(d.perishable) && !isOneOf(YES_NO, d.perishable)) errors.push(m.perishableInvalid);
      if (d.perishable === 'yes' && !isBlank(d.needsCooler) && !isOneOf(YES_NO, d.needsCooler)) {
        errors.push(m.needsCoolerInvalid);
      }
      break;
    case 'ride': {
      const passengers = passengerErrors(d.passengers);
      errors.push(...passengers);
      if (!isOneOf(LUGGAGE_OPTIONS, d.luggage)) errors.push(m.luggageRequired);
      else if (passengers.length === 0 && d.luggage !== 'none' && integerOf(d.passengers) > PASSENGER_LIMITS.maxWithLuggage) {
        errors.push(m.passengersWithLuggage);
      }
      errors.push(...roofRackErrors(d));
      break;
    }
    case 'chauffeur': {
      errors.push(...passengerErrors(d.passengers));
      const hours = integerOf(d.hours);
      if (!(hours >= CHAUFFEUR_HOUR_LIMITS.min && hours <= CHAUFFEUR_HOUR_LIMITS.max)) errors.push(m.hoursInvalid);
      errors.push(...roofRackErrors(d));
      if (!text(d.itinerary)) errors.push(m.itineraryRequired);
      if (d.termsAgreed !== true) errors.push(m.termsRequired);
      break;
    }
  }
  return [...errors, ...detailTextErrors(d)];
}

// Whether an 'HH:MM' start lies on the grid start times are booked on (START_TIME_STEP_MINUTES).
export function isOnStartTimeGrid(time: string): boolean {
  return isValidLocalTime(time) && timeToMinutes(time) % START_TIME_STEP_MINUTES === 0;
}

// A start time's problems, the same for a new booking and for a move through the manage link: given, 'HH:MM', and on
// the start-time grid (09:07 is refused with the grid's message, not taken and rounded).
export function startTimeProblems(time: string): string[] {
  if (!time) return [VALIDATION_MESSAGES.timeRequired];
  if (!isValidLocalTime(time)) return [VALIDATION_MESSAGES.timeInvalid];
  return isOnStartTimeGrid(time) ? [] : [VALIDATION_MESSAGES.timeOffGrid];
}

// The details step's free text, with its form label; each is multi-line (see text-rules.ts).
const DETAIL_TEXT_LABELS = { instructions: 'Instructions', itinerary: 'Itinerary', details: 'Details' } as const;

function detailTextErrors(d: ServiceDetailsDraft): string[] {
  return Object.entries(DETAIL_TEXT_LABELS)
    .filter(([key]) => {
      const value = d[key as keyof typeof DETAIL_TEXT_LABELS];
      return typeof value === 'string' && !isAllowedText(value, 'multi-line');
    })
    .map(([, label]) => textRefusalMessage(label, 'multi-line'));
}

/**
 * The contact and the agreement. `emailOptional`: the owner took the booking by phone, and a phone number is
 * enough to reach the customer (an e-mail given must still be one).
 */
export function validateBookingForm(form: BookingFormDraft, { emailOptional = false }: { emailOptional?: boolean } = {}): string[] {
  const m = VALIDATION_MESSAGES;
  const errors: string[] = [];
  if (!text(form.fullName)) errors.push(m.fullNameRequired);
  const email = text(form.email);
  if (!(emailOptional && email === '') && !isEmail(email)) errors.push(m.emailInvalid);
  // At least 10 digits, not just 10 characters, so '(801) 555-12' is rejected too.
  if (phoneDigits(form.phone ?? '').length < MIN_PHONE_DIGITS) errors.push(m.phoneRequired);
  if (form.legalAgreement !== true) errors.push(m.legalAgreementRequired);
  return errors;
}

export function throwIfInvalid(messages: readonly string[]): void {
  if (messages.length > 0) throw new ValidationFailedError(messages);
}

// Validates, then applies the on-submit defaults: missing roof rack → 'no';
// bikeCount 1 when 'yes-bike' and removed otherwise; chauffeur destination = pickup; subscription
// date and time 'N/A'. Strings are trimmed and numbers parsed.
// Throws ValidationFailedError (all messages) or InquiryOnlyServiceError (longHaul/handyman).
export function normalizeServiceDetails(draft: ServiceRequestDraft): ServiceRequest {
  if (isServiceType(draft.serviceType) && isInquiryOnlyServiceType(draft.serviceType)) {
    throw new InquiryOnlyServiceError(draft.serviceType);
  }
  throwIfInvalid(validateServiceStep(draft));

  const d = draft.serviceDetails ?? {};
  const pickupLocation = text(draft.pickupLocation);
  const destinationLocation = text(draft.destinationLocation);
  const serviceDate = text(draft.serviceDate);
  const serviceTime = text(draft.serviceTime);
  const instructions = optionalText('instructions', d.instructions);

  // validateServiceStep has checked every option value below, so the casts only narrow types.
  switch (draft.serviceType as ServiceRequest['serviceType']) {
    case 'delivery': {
      const perishable = d.perishable === 'yes' ? 'yes' : 'no';
      return {
        serviceType: 'delivery',
        pickupLocation,
        destinationLocation,
        serviceDate,
        serviceTime,
        serviceDetails: {
          packageSize: d.packageSize as (typeof PACKAGE_SIZES)[number],
          packageWeight: d.packageWeight as (typeof PACKAGE_WEIGHTS)[number],
          perishable,
          needsCooler: perishable === 'yes' && d.needsCooler === 'yes' ? 'yes' : 'no',
          ...instructions,
        },
      };
    }
    case 'ride':
      return {
        serviceType: 'ride',
        pickupLocation,
        destinationLocation,
        serviceDate,
        serviceTime,
        serviceDetails: {
          passengers: integerOf(d.passengers),
          luggage: d.luggage as (typeof LUGGAGE_OPTIONS)[number],
          ...roofRack(d),
          ...instructions,
        },
      };
    case 'chauffeur':
      return {
        serviceType: 'chauffeur',
        pickupLocation,
        destinationLocation: pickupLocation,
        serviceDate,
        serviceTime,
        serviceDetails: {
          passengers: integerOf(d.passengers),
          hours: integerOf(d.hours),
          ...roofRack(d),
          itinerary: text(d.itinerary),
          termsAgreed: true,
        },
      };
    case 'subscription':
    default:
      return {
        serviceType: 'subscription',
        pickupLocation,
        destinationLocation,
        serviceDate: NOT_APPLICABLE,
        serviceTime: NOT_APPLICABLE,
        serviceDetails: {
          planType: d.planType as (typeof PLAN_TYPES)[number],
          frequency: d.frequency as (typeof FREQUENCIES)[number],
          addressesVary: d.addressesVary === true,
          ...optionalText('details', d.details),
          isNonRefundable: true,
        },
      };
  }
}

// Digits only: '(801) 555-0123' → '8015550123'. Customers are grouped by these digits.
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

// One key per phone, for the rules that count a person's bookings: the digits, and a US number's without its country
// code 1, the 10-digit form ('+1 (801) 555-0123', '1-801-555-0123' and '801.555.0123' → '8015550123').
export function phoneKey(phone: string): string {
  const digits = phoneDigits(phone);
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

function passengerErrors(value: string | number | null | undefined): string[] {
  if (isBlank(value)) return [VALIDATION_MESSAGES.passengersRequired];
  const passengers = integerOf(value);
  return passengers >= PASSENGER_LIMITS.min && passengers <= PASSENGER_LIMITS.max ? [] : [VALIDATION_MESSAGES.passengersOutOfRange];
}

function roofRackErrors(d: ServiceDetailsDraft): string[] {
  if (isBlank(d.needsRoofRack)) return [];
  if (!isOneOf(ROOF_RACK_OPTIONS, d.needsRoofRack)) return [VALIDATION_MESSAGES.roofRackInvalid];
  if (d.needsRoofRack !== 'yes-bike' || isBlank(d.bikeCount)) return [];
  const bikes = integerOf(d.bikeCount);
  return bikes >= BIKE_LIMITS.min && bikes <= BIKE_LIMITS.max ? [] : [VALIDATION_MESSAGES.bikeCountInvalid];
}

function roofRack(d: ServiceDetailsDraft): { needsRoofRack: RoofRack; bikeCount?: number } {
  const needsRoofRack = isOneOf(ROOF_RACK_OPTIONS, d.needsRoofRack) ? d.needsRoofRack : 'no';
  if (needsRoofRack !== 'yes-bike') return { needsRoofRack };
  return { needsRoofRack, bikeCount: isBlank(d.bikeCount) ? BIKE_LIMITS.min : integerOf(d.bikeCount) };
}

function isOneOf<T extends string>(options: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (options as readonly string[]).includes(value);
}

// Trimmed, without bidi controls (see text-rules.ts): what is kept is what the owner reads.
function text(value: unknown): string {
  return typeof value === 'string' ? stripBidiControls(value).trim() : '';
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

// { instructions: 'x' } or {} so optional keys are absent rather than empty.
function optionalText<K extends string>(key: K, value: unknown): Partial<Record<K, string>> {
  const trimmed = text(value);
  return (trimmed ? { [key]: trimmed } : {}) as Partial<Record<K, string>>;
}

// Whole number from a number or numeric string ('3' → 3); NaN for anything else (2.5, 'three').
function integerOf(value: unknown): number {
  const parsed = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof parsed === 'number' && Number.isInteger(parsed) ? parsed : Number.NaN;
}

function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** The longest Idempotency-Key a client may send: a UUID is 36 characters. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 128;

/** Problems with a create-booking request's Idempotency-Key header: 1-128 visible ASCII characters. */
export function idempotencyKeyProblems(key: string): string[] {
  return key.length <= MAX_IDEMPOTENCY_KEY_LENGTH && /^[\x21-\x7e]+$/.test(key)
    ? []
    : [`The Idempotency-Key header must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} visible ASCII characters.`];
}
