import { startTransition, useEffect, useState } from 'react';

/** Ant Design's breakpoints (its `sm` and `md`), as media queries. */
export const SCREEN_QUERIES = {
  atLeastSm: '(min-width: 576px)',
  atLeastMd: '(min-width: 768px)',
} as const;

/**
 * Whether the media query matches, kept current.
 *
 * `inMarkup`: the component is part of a page prerendered at build time, so its first render must match that markup:
 * the answer is undefined on the first render, then comes from a passive effect as a transition. Otherwise the first
 * render already has it.
 *
 * Why not antd's Grid.useBreakpoint: it answers from a layout effect, and a state update there makes React finish the
 * first render's commit, its effects and a second render of the component in one task (about 200 ms at 4x CPU on a
 * prerendered page, Lighthouse's total blocking time; docs/performance.md).
 */
export function useMediaQuery(query: string, { inMarkup = false }: { inMarkup?: boolean } = {}): boolean | undefined {
  const [matches, setMatches] = useState<boolean | undefined>(() => (inMarkup ? undefined : window.matchMedia(query).matches));
  useEffect(() => {
    const media = window.matchMedia(query);
    const update = () => startTransition(() => setMatches(media.matches));
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, [query]);
  return matches;
}

/** Narrower than antd's `md` (768 px): the owner's phone layout. */
export function usePhoneLayout(): boolean {
  return useMediaQuery(SCREEN_QUERIES.atLeastMd) === false;
}
