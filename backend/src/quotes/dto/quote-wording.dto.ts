import type { PriceLine as WirePriceLine, TermsSentence as WireTermsSentence } from '../../contracts/wire.js';
import type { TermsSentence } from '../../domain/cancellation-policy.js';
import { centsToDollars } from '../../domain/money.js';
import type { PriceLine } from '../../domain/pricing/price-quote.js';

/** The terms as the wire carries them: dollars and ISO instants; a number the sentence does not use is left out. */
export function toTermsSentences(sentences: readonly TermsSentence[]): WireTermsSentence[] {
  return sentences.map(({ say, until, fee, windowMinutes, windowBefore, minutes, refundCents, paidCents }) => ({
    say,
    ...(until && { until: until.toISOString() }),
    ...(fee && { fee: { amount: centsToDollars(fee.cents), percent: fee.percent } }),
    ...(windowMinutes !== undefined && { windowMinutes }),
    ...(windowBefore && { windowBefore }),
    ...(minutes !== undefined && { minutes }),
    ...(refundCents !== undefined && { refund: centsToDollars(refundCents) }),
    ...(paidCents !== undefined && { paid: centsToDollars(paidCents) }),
  }));
}

/** A price line as the quote's wire carries it: its English label, its amount, and what it charges for. */
export function toPriceLine({ label, amountCents, item }: PriceLine): WirePriceLine {
  if (!item) return { label, amount: centsToDollars(amountCents) };
  const { rateCents, ...rest } = item;
  return { label, amount: centsToDollars(amountCents), item: { ...rest, ...(rateCents !== undefined && { rate: centsToDollars(rateCents) }) } };
}
