import { useEffect, useRef, type RefObject } from 'react';

const STEP_HEADING_ATTRIBUTE = 'data-step-heading';

/** Spread on the heading of each wizard step: the place focus goes when the step opens (focusable by script only). */
export const stepHeadingProps = { tabIndex: -1, [STEP_HEADING_ATTRIBUTE]: '' } as const;

/**
 * Moves focus to the new step's heading on every step change, so keyboard and screen reader users start
 * at the top of what just replaced the previous step instead of on a button that no longer exists. Not on
 * the first render: a visitor opening the page starts at the top as usual. A step that is still loading
 * (lazy) gets focus as soon as its heading appears. The page scroll is the wizard's own (smooth, to the top).
 */
export function useStepHeadingFocus(step: string, container: RefObject<HTMLElement | null>): void {
  const shownStep = useRef(step);

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const root = container.current;
    if (!root) return;
    // True once the heading has focus: a heading React has inserted but still hides (a Suspense boundary
    // revealing a loaded step) cannot take it yet, so the wait goes on until it is shown.
    const focusHeading = () => {
      const heading = root.querySelector<HTMLElement>(`[${STEP_HEADING_ATTRIBUTE}]`);
      heading?.focus({ preventScroll: true });
      return heading !== null && document.activeElement === heading;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden'] });
    return () => observer.disconnect();
  }, [step, container]);
}
