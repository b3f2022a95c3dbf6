// Rule violations as typed errors with stable codes. The domain does not know HTTP: each error
// declares a `kind`, and one filter at the edge (common/domain-error.filter.ts) maps kind → status.
import type { LocalDateTime } from './business-time.js';

export type DomainErrorKind = 'invalid' | 'not-found' | 'conflict' | 'unprocessable' | 'forbidden' | 'unauthorized' | 'rate-limited' | 'unavailable';

export abstract class DomainError extends Error {
  // SCREAMING_SNAKE identifier that clients may switch on; never changes once published.
  abstract readonly code: string;
  abstract readonly kind: DomainErrorKind;

  constructor(message: string) {
    // A refusal is an answer, not a fault: nothing prints its stack (the error filter logs one line), and capturing
    // one through the framework's deep stack was a twentieth of a refused booking's CPU (docs/performance.md).
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super(message);
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
    this.name = new.target.name;
  }
}

export class ValidationFailedError extends DomainError {
  readonly code = 'VALIDATION_FAILED';
  readonly kind = 'invalid';
  // Customer-facing messages, one per failed rule, in form order.
  readonly messages: readonly string[];

  constructor(messages: readonly string[]) {
    super(messages.join(' ') || 'Validation failed');
    this.messages = [...messages];
  }
}

// Why a slot cannot be booked; these strings are sent to the client as the availability `error`.
export const SLOT_UNAVAILABLE_REASONS = [
  'INVALID_TIME',
  'TIME_TOO_SOON',
  'TOO_FAR_AHEAD',
  'NOTICE_REQUIRED',
  'OUTSIDE_BUSINESS_HOURS',
  'CLOSED',
  'BUFFER_OUTSIDE_HOURS',
  'BLACKED_OUT',
  'SLOT_TAKEN',
  'MAX_DELIVERIES_REACHED',
  'TRAVEL_TIME',
] as const;
export type SlotUnavailableReason = (typeof SLOT_UNAVAILABLE_REASONS)[number];

export class SlotUnavailableError extends DomainError {
  readonly code = 'SLOT_UNAVAILABLE';
  readonly kind = 'conflict';

  constructor(
    readonly reason: SlotUnavailableReason,
    message: string,
    // Earliest bookable business-local slot, when the caller searched for one.
    readonly nextAvailable: LocalDateTime | null = null,
  ) {
    super(message);
  }
}

export type AddressRole = 'pickup' | 'destination';

// An address no provider could place on the map. Never answered with a silent 0 miles,
// which would under-price the trip.
export class AddressNotFoundError extends DomainError {
  readonly code = 'ADDRESS_NOT_FOUND';
  readonly kind = 'unprocessable';

  constructor(
    readonly address: string,
    readonly role?: AddressRole,
  ) {
    super(
      role
        ? `We could not find the ${role} address "${address}". Please choose a suggested address.`
        : `We could not find the address "${address}". Please check it and try again.`,
    );
  }
}

export class OutsideServiceAreaError extends DomainError {
  readonly code = 'OUTSIDE_SERVICE_AREA';
  readonly kind = 'unprocessable';

  // areaText completes "within …" from the owner's service area, e.g. '35 miles of Ogden, UT' for the personal driver.
  constructor(readonly areaText: string) {
    super(`We can only provide service within ${areaText}.`);
  }
}

export class InquiryOnlyServiceError extends DomainError {
  readonly code = 'INQUIRY_ONLY_SERVICE';
  readonly kind = 'invalid';

  constructor(readonly serviceType: string) {
    super('This service is quoted by inquiry only. Please send us an inquiry and we will respond within one business day.');
  }
}
