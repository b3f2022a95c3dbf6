import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_STEP_PREFETCH_DELAY_MS, useNextStepPrefetch } from '@/features/wizard/components/use-next-step-prefetch';
import type { WizardStep } from '@/features/wizard/wizard-types';

describe(useNextStepPrefetch.name, () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no idle callbacks: whenIdle then waits a short timer, which the fake clock runs.
    vi.stubGlobal('requestIdleCallback', undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits on step 1 until the visitor acts on the page, then fetches once', () => {
    const prefetch = vi.fn();
    renderHook(() => useNextStepPrefetch('service', prefetch));
    vi.advanceTimersByTime(FIRST_STEP_PREFETCH_DELAY_MS - 1000);
    expect(prefetch).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(1000);
    expect(prefetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FIRST_STEP_PREFETCH_DELAY_MS);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('fetches on step 1 after the delay when the visitor does nothing', () => {
    const prefetch = vi.fn();
    renderHook(() => useNextStepPrefetch('service', prefetch));
    vi.advanceTimersByTime(FIRST_STEP_PREFETCH_DELAY_MS);
    expect(prefetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('fetches at once (when idle) on later steps, and not at all once the wizard has left', () => {
    const prefetch = vi.fn();
    const { rerender, unmount } = renderHook(({ step }: { step: WizardStep }) => useNextStepPrefetch(step, prefetch), { initialProps: { step: 'details' } });
    vi.advanceTimersByTime(1000);
    expect(prefetch).toHaveBeenCalledTimes(1);
    rerender({ step: 'service' });
    unmount();
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(FIRST_STEP_PREFETCH_DELAY_MS * 2);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });
});
