import type { GatewayPayment } from '../payment-gateway.js';

/** The answer to POST /api/process-square-payment. */
export function toPaymentResponse(payment: GatewayPayment, subscriptionCode: string | null = null) {
  return {
    success: true as const,
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
