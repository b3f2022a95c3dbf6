import type { TokenizeResult } from '@/features/checkout/checkout-rules';

// The slice of the Square Web Payments SDK (window.Square) the card form uses.

export interface SquareCard {
  attach(selector: string | HTMLElement): Promise<void>;
  tokenize(): Promise<TokenizeResult>;
  destroy(): Promise<boolean>;
}

export interface SquarePayments {
  /** The card form's language ('en-US', 'es-US'); the browser's language when never called. */
  setLocale(locale: string): Promise<void> | void;
  card(options?: Record<string, unknown>): Promise<SquareCard>;
}

export interface SquareGlobal {
  payments(applicationId: string, locationId: string): SquarePayments;
}

declare global {
  interface Window {
    Square?: SquareGlobal;
  }
}

const loads = new Map<string, Promise<SquareGlobal>>();

/** Adds the SDK script once per URL; a failed load is forgotten so a retry can add it again. */
export function loadSquareSdk(url: string): Promise<SquareGlobal> {
  if (window.Square) return Promise.resolve(window.Square);
  const pending = loads.get(url);
  if (pending) return pending;
  const load = new Promise<SquareGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => (window.Square ? resolve(window.Square) : reject(new Error('Square SDK loaded without window.Square')));
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${url}`));
    };
    document.head.appendChild(script);
  });
  loads.set(url, load);
  load.catch(() => loads.delete(url));
  return load;
}
