import { SquareClient, SquareEnvironment, SquareError, SquareTimeoutError, type Square } from 'square';
import { cardDeclineFor, GENERIC_DECLINE } from './card-declines.js';
import { PaymentDeclinedError } from './payment-errors.js';
import {
  IdempotencyKeyReusedError,
  PaymentOutcomeUnknownError,
  PaymentProviderRefusedError,
  type ChargeRequest,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
  type RefundRequest,
} from './payment-gateway.js';
import type { SquareSettings } from '../payments-config/square-settings.js';
import { cardBrand, cardLast4 } from '../domain/payment-methods.js';

/** Payments through the official SDK. Every call has our timeout and no SDK retries: the payment flow decides when to retry. */
export class SquarePaymentGateway implements PaymentGateway {
  private readonly client: SquareClient;
  private readonly requestOptions: SquareClient.RequestOptions;

  constructor(private readonly settings: SquareSettings) {
    const host = settings.baseUrl
      ? { baseUrl: settings.baseUrl }
      : { environment: settings.environment === 'production' ? SquareEnvironment.Production : SquareEnvironment.Sandbox };
    this.requestOptions = { timeoutInSeconds: settings.timeoutMs / 1000, maxRetries: 0 };
    this.client = new SquareClient({ token: settings.accessToken ?? '', ...host, ...this.requestOptions });
  }

  async charge(request: ChargeRequest): Promise<GatewayPayment> {
    let response: Square.CreatePaymentResponse;
    try {
      response = await this.client.payments.create(
        {
          sourceId: request.sourceId,
          idempotencyKey: request.idempotencyKey,
          amountMoney: { amount: BigInt(request.amountCents), currency: 'USD' },
          locationId: this.settings.locationId ?? undefined,
          referenceId: request.referenceId,
          buyerEmailAddress: request.buyerEmail,
          note: request.note,
          autocomplete: true,
        },
        this.requestOptions,
      );
    } catch (error) {
      throw translateError(error);
    }
    const payment = response.payment;
    if (!payment?.id) throw new PaymentOutcomeUnknownError('Square answered without a payment');
    if (payment.status === 'FAILED' || payment.status === 'CANCELED') throw new PaymentDeclinedError(GENERIC_DECLINE.code, GENERIC_DECLINE.message);
    return toGatewayPayment(payment);
  }

  async findByReference(referenceId: string, since: Date): Promise<GatewayPayment[]> {
    try {
      const page = await this.client.payments.list(
        { beginTime: since.toISOString(), locationId: this.settings.locationId, sortOrder: 'DESC', limit: 100 },
        this.requestOptions,
      );
      const found: GatewayPayment[] = [];
      for await (const payment of page) {
        if (payment.referenceId === referenceId && payment.id) found.push(toGatewayPayment(payment));
      }
      return found;
    } catch (error) {
      throw translateError(error);
    }
  }

  /** POST /v2/refunds, back to the card the payment was taken from. */
  async refund(request: RefundRequest): Promise<GatewayRefund> {
    let response: Square.RefundPaymentResponse;
    try {
      response = await this.client.refunds.refundPayment(
        {
          idempotencyKey: request.idempotencyKey,
          paymentId: request.paymentId,
          amountMoney: { amount: BigInt(request.amountCents), currency: 'USD' },
          reason: request.reason,
        },
        this.requestOptions,
      );
    } catch (error) {
      throw translateRefundError(error);
    }
    if (!response.refund?.id) throw new PaymentOutcomeUnknownError('Square answered without a refund');
    return toGatewayRefund(response.refund);
  }

  /** GET /v2/refunds/{id}. */
  async getRefund(refundId: string): Promise<GatewayRefund> {
    try {
      const response = await this.client.refunds.get({ refundId }, this.requestOptions);
      if (!response.refund?.id) throw new PaymentOutcomeUnknownError('Square answered without the refund');
      return toGatewayRefund(response.refund);
    } catch (error) {
      throw error instanceof PaymentOutcomeUnknownError ? error : translateRefundError(error);
    }
  }

  /** The payment lists its refunds' ids (GET /v2/payments/{id}); each is read with GET /v2/refunds/{id}. */
  async findRefunds(paymentId: string): Promise<GatewayRefund[]> {
    let refundIds: string[];
    try {
      const response = await this.client.payments.get({ paymentId }, this.requestOptions);
      refundIds = response.payment?.refundIds ?? [];
    } catch (error) {
      throw translateRefundError(error);
    }
    const refunds: GatewayRefund[] = [];
    for (const refundId of refundIds) refunds.push(await this.getRefund(refundId));
    return refunds;
  }
}

/** Like a charge's errors, without card declines: a refused refund is the processor's or our request's problem. */
function translateRefundError(error: unknown): Error {
  if (error instanceof SquareError && error.statusCode !== undefined && error.statusCode < 500) {
    const code = String(error.errors[0]?.code ?? 'Unknown');
    return code === 'IDEMPOTENCY_KEY_REUSED' ? new IdempotencyKeyReusedError() : new PaymentProviderRefusedError(error.statusCode, code);
  }
  return translateError(error);
}

function toGatewayRefund(refund: Square.PaymentRefund): GatewayRefund {
  return {
    id: refund.id,
    status: refund.status ?? 'PENDING',
    amountCents: Number(refund.amountMoney?.amount ?? 0),
    paymentId: refund.paymentId ?? null,
    reason: refund.reason ?? null,
    simulated: false,
  };
}

/** Square's error → what it means for the money. Only codes and statuses are kept: error texts are never logged as-is. */
function translateError(error: unknown): Error {
  if (error instanceof SquareTimeoutError) return new PaymentOutcomeUnknownError('timeout');
  if (!(error instanceof SquareError)) return new PaymentOutcomeUnknownError('unexpected client error');
  const status = error.statusCode;
  // No status (timeout, connection dropped) or 5xx: Square may have processed the request.
  // With Node's fetch the SDK's own timeout arrives as a status-less SquareError whose cause is the abort reason 'timeout'.
  if (status === undefined) return new PaymentOutcomeUnknownError(error.cause === 'timeout' ? 'timeout' : 'connection failed');
  if (status >= 500) return new PaymentOutcomeUnknownError(`HTTP ${status}`);
  const [first] = error.errors;
  const code = String(first?.code ?? 'Unknown');
  if (code === 'IDEMPOTENCY_KEY_REUSED') return new IdempotencyKeyReusedError();
  const decline = cardDeclineFor(code, first?.category);
  if (decline) return new PaymentDeclinedError(decline.code, decline.message);
  return new PaymentProviderRefusedError(status, code);
}

function toGatewayPayment(payment: Square.Payment): GatewayPayment {
  const card = payment.cardDetails?.card;
  return {
    id: payment.id!,
    status: payment.status ?? 'UNKNOWN',
    amountCents: Number(payment.amountMoney?.amount ?? 0),
    method: 'card',
    cardBrand: cardBrand(card?.cardBrand),
    last4: cardLast4(card?.last4),
    receiptUrl: payment.receiptUrl ?? null,
    referenceId: payment.referenceId ?? null,
  };
}
