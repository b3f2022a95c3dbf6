import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_QUERIES, useMediaQuery, usePhoneLayout } from '@/lib/use-media-query';

/** A media query list whose answer the test sets, telling its listeners as a browser does on a resize. */
function fakeMediaQuery(initially: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: initially,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const resize = (matches: boolean) => {
    media.matches = matches;
    listeners.forEach((listener) => listener());
  };
  return { media, listeners, resize };
}

describe(useMediaQuery.name, () => {
  afterEach(() => vi.restoreAllMocks());

  it('in prerendered markup: is unknown on the first render, then answers and follows the width, and stops listening when unmounted', () => {
    const { media, listeners, resize } = fakeMediaQuery(true);
    const matchMedia = vi.spyOn(window, 'matchMedia').mockReturnValue(media as unknown as MediaQueryList);
    const answers: (boolean | undefined)[] = [];
    const { result, unmount } = renderHook(() => {
      const matches = useMediaQuery(SCREEN_QUERIES.atLeastMd, { inMarkup: true });
      answers.push(matches);
      return matches;
    });
    expect(answers[0]).toBeUndefined();
    expect(result.current).toBe(true);
    expect(matchMedia).toHaveBeenCalledWith('(min-width: 768px)');
    act(() => resize(false));
    expect(result.current).toBe(false);
    unmount();
    expect(listeners.size).toBe(0);
  });

  it('elsewhere: answers on the first render already, so a phone never paints the wide layout first', () => {
    const { media, resize } = fakeMediaQuery(false);
    vi.spyOn(window, 'matchMedia').mockReturnValue(media as unknown as MediaQueryList);
    const answers: boolean[] = [];
    const { result } = renderHook(() => {
      const phone = usePhoneLayout();
      answers.push(phone);
      return phone;
    });
    expect(answers[0]).toBe(true);
    act(() => resize(true));
    expect(result.current).toBe(false);
  });
});
