import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { checkoutPath, confirmedBookingPath } from '@/config/paths';
import { saveCompletedBooking } from '@/features/wizard/completed-booking-storage';
import { bookingCompleted, selectWizard, wizardReset } from '@/features/wizard/wizard-slice';
import type { CompletedBooking } from '@/features/wizard/wizard-types';
import type { PaymentFormInfo } from '@contracts/public-booking.contract.js';

/** ms between the booking's answer and the checkout opening */
export const CHECKOUT_DELAY_MS = 300;
/** ms between the booking's answer and the 'Booking Confirmed!' dialog opening */
export const POPUP_DELAY_MS = 100;
/** ms after booking before the confirmation page opens if the dialog never showed */
export const FALLBACK_REDIRECT_MS = 3000;

/**
 * Where the customer goes once the booking is made. With a card payment due: to the checkout, the booking
 * saved for it. Otherwise the 'Booking Confirmed!' dialog opens; if it has not shown FALLBACK_REDIRECT_MS
 * later, the confirmation page opens instead. `handedOff` is true from the call on: the form is done.
 * Pending navigations are dropped when the component leaves.
 */
export function usePostBookingNavigation() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const shownBookingId = useAppSelector((state) => selectWizard(state).completedBooking?.id ?? null);
  const [handedOff, setHandedOff] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  // Read by the fallback timer, which outlives the render that set it.
  const shownBooking = useRef(shownBookingId);

  useEffect(() => {
    shownBooking.current = shownBookingId;
  }, [shownBookingId]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  /** `checkoutPayment`: what the checkout collects; null when nothing is to pay by card. */
  const handOff = (booking: CompletedBooking, checkoutPayment: PaymentFormInfo | null) => {
    setHandedOff(true);
    if (checkoutPayment) {
      saveCompletedBooking(booking, checkoutPayment);
      timers.current.push(
        setTimeout(() => {
          navigate(checkoutPath(booking.id));
          dispatch(wizardReset());
        }, CHECKOUT_DELAY_MS),
      );
      return;
    }
    timers.current.push(setTimeout(() => dispatch(bookingCompleted(booking)), POPUP_DELAY_MS));
    timers.current.push(
      setTimeout(() => {
        if (shownBooking.current === booking.id) return;
        saveCompletedBooking(booking, null);
        navigate(confirmedBookingPath(booking.id));
        dispatch(wizardReset());
      }, FALLBACK_REDIRECT_MS),
    );
  };

  return { handedOff, handOff };
}
