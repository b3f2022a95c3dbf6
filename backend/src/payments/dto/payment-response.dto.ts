import type { GatewayPayment } from '../payment-gateway.js';
import type { PaymentResponse } from '../../contracts/payment.contract.js';

/** The answer to POST /api/process-square-payment. */
export function toPaymentResponse(payment: GatewayPayment, subscriptionCode: string | null = null): PaymentResponse {
  return {
    success: true,
    /** Set when the booking bought a plan: the code that carries its rides. */
    subscriptionCode,
    payment: {
      id: payment.id,
      status: payment.status,
      method: payment.method,
      ...(payment.receiptUrl ? { receiptUrl: payment.receiptUrl } : {}),
    },
  };
}
