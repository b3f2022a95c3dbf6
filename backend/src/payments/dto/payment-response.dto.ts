import type { GatewayPayment } from '../payment-gateway.js';
import type { SquareSettings } from '../square-settings.js';

/** Spec point 3, payment config response; test mode is labelled so the checkout shows the test card form. */
export function toSquareConfigResponse(settings: SquareSettings) {
  if (settings.mode === 'test') return { environment: 'test' as const, applicationId: null, locationId: null, testMode: true };
  return { environment: settings.environment, applicationId: settings.applicationId, locationId: settings.locationId, testMode: false };
}

/** Spec point 7, process-payment answer. */
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
