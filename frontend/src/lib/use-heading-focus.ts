import { useEffect, useRef } from 'react';

/**
 * Focus on the heading of what just appeared (the page after loading, the result after a cancel), so keyboard and
 * screen-reader users start there instead of on the body or on a button that is gone. The heading needs
 * tabIndex={-1}. `active` false leaves focus where it is (a section shown on load is not news).
 */
export function useHeadingFocus<T extends HTMLElement>(active = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (active) ref.current?.focus();
  }, [active]);
  return ref;
}
