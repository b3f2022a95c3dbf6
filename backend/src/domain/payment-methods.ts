// How money reaches the business, and how a receipt, the owner's lists and the exports name it.

/** Ways the owner records money received by hand. */
export const HAND_PAYMENT_METHODS = ['cash', 'check', 'other'] as const;
export type HandPaymentMethod = (typeof HAND_PAYMENT_METHODS)[number];

/** Every way a payment is recorded: a card through Square, a simulated card in test mode, or by hand. */
export type LedgerMethod = 'card' | 'test' | HandPaymentMethod;

const LABELS: Record<LedgerMethod, string> = {
  card: 'Card',
  test: 'Test card (no money moved)',
  cash: 'Cash',
  check: 'Check',
  other: 'Other',
};

/** 'Visa ending 1111', 'Card', 'Cash'. */
export function paymentMethodLabel(method: LedgerMethod, card: { brand?: string | null; last4?: string | null } = {}): string {
  if ((method === 'card' || method === 'test') && card.last4) {
    const brand = card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1).toLowerCase().replace(/_/g, ' ') : 'Card';
    return `${brand} ending ${card.last4}${method === 'test' ? ' (test, no money moved)' : ''}`;
  }
  return LABELS[method];
}
