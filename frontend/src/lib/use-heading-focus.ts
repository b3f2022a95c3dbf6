import { useEffect, useRef } from 'react';

/**
 * Focus on the heading of what just appeared (the page after loading, the result after a cancel), so keyboard and
 * screen-reader users start there instead of on the body or on a button that is gone. The heading needs
 * tabIndex={-1}. `active` false leaves focus where it is (a section shown on load is not news).
 *
 * The focus moves once the browser has laid out and painted what appeared (a task queued from the next frame's
 * callback runs after that frame). Focused at once, the browser had to lay the new page out inside the render's own
 * task: on the manage page a quarter of its longest task on a slow phone (Lighthouse's total blocking time, issue 29).
 */
export function useHeadingFocus<T extends HTMLElement>(active = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => ref.current?.focus());
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [active]);
  return ref;
}
