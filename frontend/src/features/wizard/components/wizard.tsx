import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { BookingConfirmedModal } from '@/features/wizard/components/booking-confirmed-modal';
import { StepBook } from '@/features/wizard/components/step-book';
import { StepDetails } from '@/features/wizard/components/step-details';
import { StepInquiry } from '@/features/wizard/components/step-inquiry';
import { StepQuote } from '@/features/wizard/components/step-quote';
import { StepService } from '@/features/wizard/components/step-service';
import { WizardSteps } from '@/features/wizard/components/wizard-steps';
import { selectWizard, wizardReset } from '@/features/wizard/wizard-slice';
import { confirmedBookingPath, paths } from '@/config/paths';
import { saveCompletedBooking } from '@/features/wizard/completed-booking-storage';
import { useGetBusinessQuery } from '@/lib/business-api';
import { consumeWizardResetRequest } from '@/lib/wizard-reset-flag';

/** ms between closing the success dialog and leaving for the confirmation page */
const CLOSE_REDIRECT_MS = 300;

export function Wizard() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { step, completedBooking } = useAppSelector(selectWizard);
  const { data: business } = useGetBusinessQuery();
  const [closing, setClosing] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Header 'Schedule Now' sets a reset flag; honour it on mount and on every navigation to '/'.
  useEffect(() => {
    if (consumeWizardResetRequest()) dispatch(wizardReset());
  }, [location.key, dispatch]);

  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [step]);

  useEffect(() => () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
  }, []);

  useEffect(() => {
    if (completedBooking) setClosing(false);
  }, [completedBooking]);

  const closeConfirmation = () => {
    if (!completedBooking || closing) return;
    saveCompletedBooking(completedBooking);
    setClosing(true);
    const id = completedBooking.id;
    closeTimer.current = setTimeout(() => {
      navigate(confirmedBookingPath(id));
      dispatch(wizardReset());
    }, CLOSE_REDIRECT_MS);
  };

  const bookAnother = () => {
    dispatch(wizardReset());
    navigate(paths.home);
  };

  return (
    <div>
      <WizardSteps />
      {step === 'service' && <StepService />}
      {step === 'details' && <StepDetails />}
      {step === 'quote' && <StepQuote />}
      {step === 'book' && <StepBook />}
      {step === 'inquiry' && <StepInquiry />}
      {completedBooking && (
        <BookingConfirmedModal
          booking={completedBooking}
          open={!closing}
          ownerPhone={business?.phone ?? null}
          ownerEmail={business?.email ?? null}
          onClose={closeConfirmation}
          onBookAnother={bookAnother}
        />
      )}
    </div>
  );
}
