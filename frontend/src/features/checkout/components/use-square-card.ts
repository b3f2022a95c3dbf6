import { useEffect, useRef, useState } from 'react';
import type { SquareConfig } from '@/features/checkout/api/checkout-api';
import { PAYMENT_MESSAGES, squareScriptUrl } from '@/features/checkout/checkout-rules';
import { loadSquareSdk, type SquareCard } from '@/features/checkout/square-sdk';

export const CARD_CONTAINER_ID = 'card-container';

export type CardSetup = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; card: SquareCard } | { status: 'failed'; message: string };

/**
 * Loads the Square SDK for the configured environment and attaches its card form to #card-container.
 * Does nothing in test mode (config.testMode), where the simulated card form is shown instead.
 */
export function useSquareCard(config: SquareConfig | undefined, configFailed: boolean): CardSetup {
  const [setup, setSetup] = useState<CardSetup>({ status: 'idle' });
  const cardRef = useRef<SquareCard | null>(null);

  useEffect(() => {
    if (configFailed) {
      setSetup({ status: 'failed', message: PAYMENT_MESSAGES.configFetchFailed });
      return;
    }
    if (!config || config.testMode) return;
    let url: string | null;
    try {
      url = squareScriptUrl(config);
    } catch {
      setSetup({ status: 'failed', message: PAYMENT_MESSAGES.configError });
      return;
    }
    if (!url) return;
    const { applicationId, locationId } = config;
    if (!applicationId || !locationId) {
      setSetup({ status: 'failed', message: PAYMENT_MESSAGES.setupFailed });
      return;
    }

    let cancelled = false;
    setSetup({ status: 'loading' });
    loadSquareSdk(url)
      .then(
        async (square) => {
          try {
            const card = await square.payments(applicationId, locationId).card();
            if (cancelled) {
              void card.destroy();
              return;
            }
            await card.attach(`#${CARD_CONTAINER_ID}`);
            cardRef.current = card;
            if (!cancelled) setSetup({ status: 'ready', card });
          } catch {
            if (!cancelled) setSetup({ status: 'failed', message: PAYMENT_MESSAGES.setupFailed });
          }
        },
        () => {
          if (!cancelled) setSetup({ status: 'failed', message: PAYMENT_MESSAGES.sdkLoadFailed });
        },
      );
    return () => {
      cancelled = true;
      const card = cardRef.current;
      cardRef.current = null;
      if (card) void card.destroy().catch(() => undefined);
    };
  }, [config, configFailed]);

  return setup;
}
