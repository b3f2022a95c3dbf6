import { useEffect, useState } from 'react';
import { useOpenCheckoutMutation } from '@/features/checkout/api/checkout-api';

/**
 * Until when the booking's slot is held for this payment, as the server says once the payment form is open
 * (its first hold is short, and lengthened then). Null while unknown, when nothing is held, or when `bookingId`
 * is null (nothing to pay).
 */
export function useCheckoutHold(bookingId: string | null): string | null {
  const [openCheckout] = useOpenCheckoutMutation();
  const [holdExpiresAt, setHoldExpiresAt] = useState<string | null>(null);

  useEffect(() => {
    if (!bookingId) return;
    let current = true;
    openCheckout(bookingId)
      .unwrap()
      .then((hold) => current && setHoldExpiresAt(hold.holdExpiresAt))
      // Without an answer the form still works; the hold is the server's business either way.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [bookingId, openCheckout]);

  return holdExpiresAt;
}
