import { randomBytes } from 'node:crypto';
import { cardDeclineFor } from './card-declines.js';
import { PaymentDeclinedError, TestCardRequiredError } from './payment-errors.js';
import type { ChargeRequest, GatewayPayment, PaymentGateway } from './payment-gateway.js';

/** What the test-mode card form sends instead of a real card nonce. */
export const TEST_CARD_OK = 'test-card-ok';
export const TEST_CARD_DECLINED = 'test-card-declined';

/**
 * The site without Square credentials: simulated payments, in memory, with the same idempotency rule as
 * Square (one key → one payment), so the whole checkout works offline. Never used in production.
 */
export class TestModePaymentGateway implements PaymentGateway {
  private readonly byKey = new Map<string, GatewayPayment>();

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
}
