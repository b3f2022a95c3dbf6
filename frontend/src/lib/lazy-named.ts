import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` for a named export, plus `preload()` to start the download before the component is
 * needed (the wizard fetches the next step while the customer is still on this one). Both share one
 * request; a failed download is forgotten so the next attempt retries instead of replaying the error.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the helper serves components of every props shape
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  const preload = importOnce(load);
  const component = lazy(async () => ({ default: (await preload())[name] }));
  return Object.assign(component, { preload });
}

/** One shared download for a dynamic import; after a failure the next call tries again. */
export function importOnce<M>(load: () => Promise<M>): () => Promise<M> {
  let pending: Promise<M> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/** Runs `task` when the browser is idle (or soon, where idle callbacks are missing); returns a cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
