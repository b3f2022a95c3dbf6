import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { addEnglishSections } from '@/lib/i18n';
import { en } from '@/locales/en';

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

// findBy and waitFor wait up to 5 s instead of 1 s: validating a whole antd form (the owner's settings) takes over a
// second in jsdom on a busy 2-core machine, and the 1 s default made such tests fail now and then. A test that waits
// for something that never comes still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

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

// Components render here without their lazy routes, which bring the checkout's and the manage page's English texts.
addEnglishSections(en);
