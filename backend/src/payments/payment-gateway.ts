/** The small surface the payment flow needs from a card processor; Square and the offline test mode implement it. */

export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');

export interface ChargeRequest {
  /** Card nonce from the browser's card form. Single-use; never logged or stored. */
  sourceId: string;
  amountCents: number;
  /** Same key → the processor returns the first payment instead of charging again. At most 45 characters. */
  idempotencyKey: string;
  /** The booking id, stored on the payment so it can be found again (lookups, webhooks). */
  referenceId: string;
  buyerEmail: string;
  note: string;
}

export interface GatewayPayment {
  id: string;
  /** The processor's status, e.g. 'COMPLETED', 'FAILED', 'CANCELED'. */
  status: string;
  amountCents: number;
  method: 'card' | 'test';
  cardBrand: string | null;
  last4: string | null;
  receiptUrl: string | null;
  referenceId: string | null;
}

/** A refund of (part of) a payment. */
export interface RefundRequest {
  paymentId: string;
  amountCents: number;
  /** One per refund, for its whole life: a replay with it returns the first refund instead of refunding again. At most 45 characters. */
  idempotencyKey: string;
  reason: string;
}

export interface GatewayRefund {
  id: string;
  /** The processor's status: 'PENDING', 'COMPLETED', 'REJECTED' or 'FAILED'. */
  status: string;
  amountCents: number;
  paymentId: string | null;
  /** As sent with the request: names the booking, so a refund whose answer was lost can be recognised. */
  reason: string | null;
  /** Test mode: nothing was charged, so nothing is refunded either. */
  simulated: boolean;
}

export interface PaymentGateway {
  /**
   * Charges the card once per idempotency key. Throws PaymentDeclinedError (nothing charged),
   * PaymentOutcomeUnknownError (maybe charged: replay the same request or look it up),
   * IdempotencyKeyReusedError or PaymentProviderRefusedError (nothing charged by this request).
   */
  charge(request: ChargeRequest): Promise<GatewayPayment>;
  /** Payments carrying this reference created at or after `since`, newest first. */
  findByReference(referenceId: string, since: Date): Promise<GatewayPayment[]>;
  /**
   * Refunds once per idempotency key. Throws PaymentOutcomeUnknownError (maybe refunded: replay the same request),
   * IdempotencyKeyReusedError or PaymentProviderRefusedError (nothing refunded by this request).
   */
  refund(request: RefundRequest): Promise<GatewayRefund>;
  /** A refund as the processor has it now (PENDING ones settle later). */
  getRefund(refundId: string): Promise<GatewayRefund>;
  /** Every refund of a payment, as the processor has them now. */
  findRefunds(paymentId: string): Promise<GatewayRefund[]>;
}

/** Timeout, dropped connection or a 5xx: the processor may or may not have charged. */
export class PaymentOutcomeUnknownError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`Payment outcome unknown: ${reason}`, options);
    this.name = 'PaymentOutcomeUnknownError';
  }
}

/** The key was already used with other request data (e.g. a new card nonce after an unanswered attempt). */
export class IdempotencyKeyReusedError extends Error {
  constructor() {
    super('The idempotency key was already used with different request data');
    this.name = 'IdempotencyKeyReusedError';
  }
}

/** A definite refusal that is not about the card: bad credentials, bad request, rate limit. Nothing was charged. */
export class PaymentProviderRefusedError extends Error {
  constructor(
    readonly statusCode: number | undefined,
    readonly providerCode: string,
  ) {
    super(`The payment provider refused the request: ${statusCode ?? '-'} ${providerCode}`);
    this.name = 'PaymentProviderRefusedError';
  }
}
