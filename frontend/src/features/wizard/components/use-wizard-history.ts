import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { canStepTo, historyStepped, selectWizard, wizardReset, wizardRestored } from '@/features/wizard/wizard-slice';
import { loadWizardSession, saveWizardSession } from '@/features/wizard/wizard-session';
import type { WizardStep } from '@/features/wizard/wizard-types';
import { consumeWizardResetRequest } from '@/lib/wizard-reset-flag';

/**
 * Nothing typed is lost: every step change is a browser history entry of the same URL (its state names the step), so
 * the phone's back gesture and the forward button move between steps; the answers are kept for the tab
 * (wizard-session.ts), so a reload returns to the same step with every field. The header's 'Schedule Now' (the reset
 * flag) still starts over.
 *
 * The saved answers are put back after the first render, never before it: '/' is prerendered with step 1, and the page
 * hydrates only a first render that matches it.
 */
export function useWizardHistory(): void {
  const dispatch = useAppDispatch();
  const wizard = useAppSelector(selectWizard);
  const location = useLocation();
  const navigate = useNavigate();
  const shownStep = (location.state as { wizardStep?: WizardStep } | null)?.wizardStep;

  // On mount and on each navigation to '/': the reset flag wins; else, once, what this tab saved.
  const restored = useRef(false);
  useEffect(() => {
    if (consumeWizardResetRequest()) dispatch(wizardReset());
    else if (!restored.current) {
      const saved = loadWizardSession();
      if (saved) dispatch(wizardRestored(saved));
    }
    restored.current = true;
  }, [location.key, dispatch]);

  useEffect(() => {
    if (restored.current) saveWizardSession(wizard);
  }, [wizard]);

  // A step the customer moved to is a new entry; an entry the browser moved to is a step to show. An entry without a
  // step (a fresh visit to '/') is step 1.
  const lastStep = useRef<WizardStep | null>(null);
  const { step } = wizard;
  useEffect(() => {
    const entryStep = shownStep ?? 'service';
    const record = (replace: boolean) =>
      navigate({ pathname: location.pathname, search: location.search }, { replace, state: { wizardStep: step }, preventScrollReset: true });
    const mounted = lastStep.current !== null;
    const stepChanged = lastStep.current !== step;
    lastStep.current = step;
    if (!mounted) {
      // A reload keeps the entry's step: the saved answers are about to show it.
      if (shownStep === undefined) record(true);
      return;
    }
    if (stepChanged) {
      // A reset is no step of the customer's: it comes with a navigation of its own (to the checkout, the
      // confirmation, a fresh '/'), which an entry pushed here would cut short.
      const reset = step === 'service' && wizard.serviceType === null;
      if (!reset && entryStep !== step) record(false);
      return;
    }
    if (entryStep !== step) {
      if (canStepTo(wizard, entryStep)) dispatch(historyStepped(entryStep));
      else record(true);
    }
  }, [step, shownStep, location.key, location.pathname, location.search, navigate, dispatch, wizard]);
}
