import { useEffect, useMemo, useState } from 'react';
import type { SquareConfig } from '@contracts/payment.contract.js';
import { PAYMENT_MESSAGES, squareScriptUrl, type PaymentMessageKey } from '@/features/checkout/checkout-rules';
import { loadSquareSdk, type SquareCard } from '@/features/checkout/square-sdk';
import { intlLocale } from '@/lib/business-zone';

export const CARD_CONTAINER_ID = 'card-container';

/** A failure's message is a catalog key: the form words it in the language shown at the time. */
export type CardSetup = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; card: SquareCard } | { status: 'failed'; message: PaymentMessageKey };

/** The Square card form to load, or why there is none: an error, test mode, or a config not in yet ('idle'). */
type CardPlan = Exclude<CardSetup, { status: 'loading' } | { status: 'ready' }> | { status: 'load'; url: string; applicationId: string; locationId: string };

function planCard(config: SquareConfig | undefined, configFailed: boolean): CardPlan {
  if (configFailed) return { status: 'failed', message: PAYMENT_MESSAGES.configFetchFailed };
  if (!config || config.testMode) return { status: 'idle' };
  let url: string | null;
  try {
    url = squareScriptUrl(config);
  } catch {
    return { status: 'failed', message: PAYMENT_MESSAGES.configError };
  }
  if (!url) return { status: 'idle' };
  const { applicationId, locationId } = config;
  if (!applicationId || !locationId) return { status: 'failed', message: PAYMENT_MESSAGES.setupFailed };
  return { status: 'load', url, applicationId, locationId };
}

/**
 * Loads the Square SDK for the configured environment and attaches its card form to #card-container.
 * Does nothing in test mode (config.testMode), where the simulated card form is shown instead.
 */
export function useSquareCard(config: SquareConfig | undefined, configFailed: boolean): CardSetup {
  const plan = useMemo(() => planCard(config, configFailed), [config, configFailed]);
  // The outcome of loading, for the plan it loaded: a new plan is 'loading' until its own outcome is in.
  const [loaded, setLoaded] = useState<{ plan: CardPlan; setup: CardSetup } | null>(null);

  useEffect(() => {
    if (plan.status !== 'load') return;
    let cancelled = false;
    let attached: SquareCard | null = null;
    const settle = (setup: CardSetup) => {
      if (!cancelled) setLoaded({ plan, setup });
    };
    loadSquareSdk(plan.url).then(
      async (square) => {
        try {
          const payments = square.payments(plan.applicationId, plan.locationId);
          // The card form speaks the page's language, not the browser's.
          await payments.setLocale(intlLocale());
          const card = await payments.card();
          if (cancelled) {
            void card.destroy();
            return;
          }
          await card.attach(`#${CARD_CONTAINER_ID}`);
          // Left while attaching: the cleanup has run already and could not destroy this card.
          if (cancelled) {
            void card.destroy().catch(() => undefined);
            return;
          }
          attached = card;
          settle({ status: 'ready', card });
        } catch {
          settle({ status: 'failed', message: PAYMENT_MESSAGES.setupFailed });
        }
      },
      () => settle({ status: 'failed', message: PAYMENT_MESSAGES.sdkLoadFailed }),
    );
    return () => {
      cancelled = true;
      if (attached) void attached.destroy().catch(() => undefined);
    };
  }, [plan]);

  if (plan.status !== 'load') return plan;
  return loaded?.plan === plan ? loaded.setup : { status: 'loading' };
}
