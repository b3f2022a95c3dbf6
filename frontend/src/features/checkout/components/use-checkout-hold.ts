import { useEffect } from 'react';
import { checkoutHoldKey, useOpenCheckoutMutation } from '@/features/checkout/api/checkout-api';

/**
 * Until when the booking's slot is held for this payment, as the server says once the payment form is open
 * (its first hold is short, and lengthened then). Null while unknown, when nothing is held, or when `bookingId`
 * is null (nothing to pay). A request already sent for the booking (checkoutHoldKey) is not sent again.
 */
export function useCheckoutHold(bookingId: string | null): string | null {
  const [openCheckout, { data, isUninitialized }] = useOpenCheckoutMutation({ fixedCacheKey: bookingId ? checkoutHoldKey(bookingId) : undefined });

  useEffect(() => {
    // Without an answer the form still works; the hold is the server's business either way.
    if (bookingId && isUninitialized)
      openCheckout(bookingId)
        .unwrap()
        .catch(() => undefined);
  }, [bookingId, isUninitialized, openCheckout]);

  return (bookingId && data?.holdExpiresAt) || null;
}
