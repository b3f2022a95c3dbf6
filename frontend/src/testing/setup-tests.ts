import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// antd reads these browser APIs that jsdom does not implement.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: typeof ResizeObserverStub }).ResizeObserver = ResizeObserverStub;
}

window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// Toasts and dialogs come from a chunk FeedbackProvider loads on demand (see lib/feedback.tsx). On a cold
// transform cache that first import can take seconds; loading it before the tests keeps their timing honest.
beforeAll(async () => {
  await import('@/lib/feedback-holders');
}, 60_000);
