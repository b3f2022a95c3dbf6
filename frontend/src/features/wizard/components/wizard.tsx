import { Suspense, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { LoadingScreen } from '@/components/loading-screen';
import { StepService } from '@/features/wizard/components/step-service';
import { useConfirmationClose } from '@/features/wizard/components/use-confirmation-close';
import { useNextStepPrefetch } from '@/features/wizard/components/use-next-step-prefetch';
import { useStepHeadingFocus } from '@/features/wizard/components/use-step-heading-focus';
import { useWizardHistory } from '@/features/wizard/components/use-wizard-history';
import { WizardSteps } from '@/features/wizard/components/wizard-steps';
import { selectWizard, wizardReset } from '@/features/wizard/wizard-slice';
import { paths } from '@/config/paths';
import { useGetBusinessQuery } from '@/lib/business-api';
import { lazyNamed } from '@/lib/lazy-named';
import type { WizardStep } from '@/features/wizard/wizard-types';

// '/' ships only step 1 (the service cards): later steps carry the date picker, selects, the form
// library and the payment dialogs, which would double the first download (issue 7's 250 kB budget).
const StepDetails = lazyNamed(() => import('@/features/wizard/components/step-details'), 'StepDetails');
const StepQuote = lazyNamed(() => import('@/features/wizard/components/step-quote'), 'StepQuote');
const StepBook = lazyNamed(() => import('@/features/wizard/components/step-book'), 'StepBook');
const StepInquiry = lazyNamed(() => import('@/features/wizard/components/step-inquiry'), 'StepInquiry');
const BookingConfirmedModal = lazyNamed(() => import('@/features/wizard/components/booking-confirmed-modal'), 'BookingConfirmedModal');

/** What to fetch while the customer is on a step, so the next one opens without a wait. */
const NEXT_STEPS: Record<WizardStep, Array<{ preload: () => Promise<unknown> }>> = {
  service: [StepDetails],
  // The inquiry follows details for plans with varying addresses and out-of-area rides and deliveries.
  details: [StepQuote, StepInquiry],
  quote: [StepBook, StepInquiry],
  book: [BookingConfirmedModal],
  inquiry: [],
};

export function Wizard() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { step, completedBooking } = useAppSelector(selectWizard);
  // Only the confirmation dialog shows the owner's contact: asked for then, so the answer that arrives while '/'
  // starts (the layout asks too) does not render the wizard again.
  const { data: business } = useGetBusinessQuery(undefined, { skip: !completedBooking });
  const { closing, close: closeConfirmation } = useConfirmationClose(completedBooking);
  const container = useRef<HTMLDivElement>(null);
  useStepHeadingFocus(step, container);

  useWizardHistory();

  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [step]);

  // A failed prefetch is harmless: the step's own lazy load retries and reports the error.
  const prefetchNextSteps = useCallback(() => NEXT_STEPS[step].forEach((next) => void next.preload().catch(() => undefined)), [step]);
  useNextStepPrefetch(step, prefetchNextSteps);

  const bookAnother = () => {
    dispatch(wizardReset());
    navigate(paths.home);
  };

  return (
    <div ref={container}>
      <WizardSteps />
      {step === 'service' && <StepService />}
      <Suspense fallback={<LoadingScreen label={t('wizard.loadingNextStep')} />}>
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
            businessZone={business?.timeZone ?? null}
            onClose={closeConfirmation}
            onBookAnother={bookAnother}
          />
        )}
      </Suspense>
    </div>
  );
}
