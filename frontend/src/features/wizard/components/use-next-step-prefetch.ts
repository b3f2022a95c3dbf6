import { useEffect } from 'react';
import { whenIdle } from '@/lib/lazy-named';
import type { WizardStep } from '@/features/wizard/wizard-types';

/** Events that say the visitor is acting on the page, so the next step may be wanted soon. */
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'scroll'] as const;
/** Without any sign of the visitor, step 1 fetches the next step this long after it showed, in ms. */
export const FIRST_STEP_PREFETCH_DELAY_MS = 5000;

/**
 * Fetches the code of the steps that may follow `step` (`prefetch`), so the next one opens without a wait.
 *
 * On step 1 it waits for the visitor's first touch, key, scroll or mouse move (or FIRST_STEP_PREFETCH_DELAY_MS):
 * importing the details step runs the date picker's and the selects' code, main-thread work a mid-range phone
 * would otherwise do while the page is still starting (it was most of '/'s blocking time after load). Later steps
 * are reached by acting on the page, so they fetch when the browser is next idle.
 */
export function useNextStepPrefetch(step: WizardStep, prefetch: () => void): void {
  useEffect(() => {
    if (step !== 'service') return whenIdle(prefetch);
    let cancelIdle: (() => void) | undefined;
    const start = () => {
      stopWaiting();
      cancelIdle = whenIdle(prefetch);
    };
    const timer = window.setTimeout(start, FIRST_STEP_PREFETCH_DELAY_MS);
    const stopWaiting = () => {
      window.clearTimeout(timer);
      INTENT_EVENTS.forEach((type) => window.removeEventListener(type, start, true));
    };
    INTENT_EVENTS.forEach((type) => window.addEventListener(type, start, { capture: true, passive: true }));
    return () => {
      stopWaiting();
      cancelIdle?.();
    };
  }, [step, prefetch]);
}
