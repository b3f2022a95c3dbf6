import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { confirmedBookingPath } from '@/config/paths';
import { saveCompletedBooking } from '@/features/wizard/completed-booking-storage';
import { wizardReset } from '@/features/wizard/wizard-slice';
import type { CompletedBooking } from '@/features/wizard/wizard-types';

/** ms between closing the success dialog and leaving for the confirmation page */
export const CLOSE_REDIRECT_MS = 300;

/**
 * Closing the 'Booking Confirmed!' dialog of `completedBooking`: the booking is saved for the confirmation
 * page, the dialog closes (`closing`), and CLOSE_REDIRECT_MS later the confirmation page opens and the
 * wizard starts over. A later booking gets its dialog open again; a pending redirect is dropped on unmount.
 */
export function useConfirmationClose(completedBooking: CompletedBooking | null) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [closedId, setClosedId] = useState<string | null>(null);
  const closing = completedBooking !== null && closedId === completedBooking.id;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const close = () => {
    if (!completedBooking || closing) return;
    saveCompletedBooking(completedBooking);
    setClosedId(completedBooking.id);
    const id = completedBooking.id;
    timer.current = setTimeout(() => {
      navigate(confirmedBookingPath(id));
      dispatch(wizardReset());
    }, CLOSE_REDIRECT_MS);
  };

  return { closing, close };
}
