import type { message, ModalFuncProps } from 'antd';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { FeedbackHoldersProps, LoadedFeedback } from '@/lib/feedback-holder-types';
import { importOnce, whenIdle } from '@/lib/lazy-named';

type MessageArgs = Parameters<ReturnType<typeof message.useMessage>[0]['success']>;

/** The toasts and dialogs the app raises: antd's message and modal hooks, narrowed to what we use. */
export interface FeedbackApi {
  message: Record<'success' | 'error' | 'info' | 'warning', (...args: MessageArgs) => void>;
  modal: Record<'confirm' | 'error', (props: ModalFuncProps) => void>;
}

const FeedbackContext = createContext<FeedbackApi | null>(null);

const loadHolders = importOnce(() => import('@/lib/feedback-holders'));

/**
 * Stands in for antd's <App>: its message, notification and modal code is a large part of the first
 * download, yet '/' shows no toast or dialog until the customer acts. The holders load when the browser
 * is idle after the first paint, or at once on the first call; calls made before they arrive wait in
 * order and run as soon as they do. The children never remount when the holders appear.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const loaded = useRef<LoadedFeedback | null>(null);
  const waiting = useRef<Array<(feedback: LoadedFeedback) => void>>([]);
  const [Holders, setHolders] = useState<ComponentType<FeedbackHoldersProps> | null>(null);

  const load = useCallback(() => {
    loadHolders().then(
      (module) => setHolders(() => module.FeedbackHolders),
      // Offline or a stale deploy: the waiting calls stay queued and the next call tries again.
      () => undefined,
    );
  }, []);

  useEffect(() => whenIdle(load), [load]);

  const api = useMemo<FeedbackApi>(() => {
    const run = (call: (feedback: LoadedFeedback) => void) => {
      if (loaded.current) return call(loaded.current);
      waiting.current.push(call);
      load();
    };
    return {
      message: {
        success: (...args) => run((f) => void f.message.success(...args)),
        error: (...args) => run((f) => void f.message.error(...args)),
        info: (...args) => run((f) => void f.message.info(...args)),
        warning: (...args) => run((f) => void f.message.warning(...args)),
      },
      modal: {
        confirm: (props) => run((f) => void f.modal.confirm(props)),
        error: (props) => run((f) => void f.modal.error(props)),
      },
    };
  }, [load]);

  const onReady = useCallback((feedback: LoadedFeedback) => {
    loaded.current = feedback;
    for (const call of waiting.current.splice(0)) call(feedback);
  }, []);

  return (
    <FeedbackContext.Provider value={api}>
      {children}
      {Holders && <Holders onReady={onReady} />}
    </FeedbackContext.Provider>
  );
}

/** Toasts and dialogs for the current page; needs a FeedbackProvider above (the app's providers have one). */
export function useFeedback(): FeedbackApi {
  const api = useContext(FeedbackContext);
  if (!api) throw new Error('useFeedback() needs a <FeedbackProvider> above it');
  return api;
}
