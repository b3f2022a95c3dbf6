import { randomBytes } from 'node:crypto';
import { cardDeclineFor } from './card-declines.js';
import { PaymentDeclinedError, TestCardRequiredError } from './payment-errors.js';
import type { ChargeRequest, GatewayPayment, GatewayRefund, PaymentGateway, RefundRequest } from './payment-gateway.js';

/** What the test-mode card form sends instead of a real card nonce. */
export const TEST_CARD_OK = 'test-card-ok';
export const TEST_CARD_DECLINED = 'test-card-declined';

/**
 * The site without Square credentials: simulated payments, in memory, with the same idempotency rule as
 * Square (one key → one payment), so the whole checkout works offline. Never used in production.
 */
export class TestModePaymentGateway implements PaymentGateway {
  private readonly byKey = new Map<string, GatewayPayment>();
  private readonly refundsByKey = new Map<string, GatewayRefund>();

  async charge(request: ChargeRequest): Promise<GatewayPayment> {
    const earlier = this.byKey.get(request.idempotencyKey);
    if (earlier) return earlier;
    if (request.sourceId === TEST_CARD_DECLINED) {
      const decline = cardDeclineFor('CARD_DECLINED')!;
      throw new PaymentDeclinedError(decline.code, decline.message);
    }
    if (request.sourceId !== TEST_CARD_OK) throw new TestCardRequiredError();
    const payment: GatewayPayment = {
      id: `test_${randomBytes(12).toString('base64url')}`,
      status: 'COMPLETED',
      amountCents: request.amountCents,
      method: 'test',
      cardBrand: null,
      last4: null,
      receiptUrl: null,
      referenceId: request.referenceId,
    };
    this.byKey.set(request.idempotencyKey, payment);
    return payment;
  }

  async findByReference(referenceId: string): Promise<GatewayPayment[]> {
    return [...this.byKey.values()].filter((payment) => payment.referenceId === referenceId).reverse();
  }

  /** A simulated refund, labelled so: nothing was charged, so nothing goes back. One per key, as at Square. */
  async refund(request: RefundRequest): Promise<GatewayRefund> {
    const refund = this.refundsByKey.get(request.idempotencyKey) ?? {
      id: `test_refund_${randomBytes(12).toString('base64url')}`,
      status: 'COMPLETED',
      amountCents: request.amountCents,
      paymentId: request.paymentId,
      reason: request.reason,
      simulated: true,
    };
    this.refundsByKey.set(request.idempotencyKey, refund);
    return refund;
  }

  async getRefund(refundId: string): Promise<GatewayRefund> {
    const refund = [...this.refundsByKey.values()].find((candidate) => candidate.id === refundId);
    // A process restart forgets simulated refunds; one asked for was completed when it was made.
    return refund ?? { id: refundId, status: 'COMPLETED', amountCents: 0, paymentId: null, reason: null, simulated: true };
  }

  async findRefunds(paymentId: string): Promise<GatewayRefund[]> {
    return [...this.refundsByKey.values()].filter((refund) => refund.paymentId === paymentId);
  }
}
