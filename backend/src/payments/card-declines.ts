/**
 * Square card error codes (developer.squareup.com/reference/square/enums/ErrorCode) → what the customer
 * is told. Each reason keeps its own code so the checkout can react (e.g. ask for a new card form after
 * CARD_TOKEN_USED). Codes not listed but in the PAYMENT_METHOD_ERROR category get the generic decline.
 */
export interface CardDecline {
  code: string;
  message: string;
}

// A plain decline, in the customer's words: why a sandbox or test card fails is the logs' business, not the customer's.
const DECLINED = 'Card was declined. Please use another card.';

const DECLINES: Record<string, CardDecline> = {
  CARD_DECLINED: { code: 'CARD_DECLINED', message: DECLINED },
  GENERIC_DECLINE: { code: 'CARD_DECLINED', message: DECLINED },
  PAN_FAILURE: { code: 'CARD_DECLINED', message: DECLINED },
  CARD_DECLINED_CALL_ISSUER: { code: 'CARD_DECLINED', message: 'Card was declined. Please call your card issuer or use another card.' },
  CVV_FAILURE: { code: 'CVV_FAILURE', message: 'The security code (CVV) was not accepted. Please check it and try again.' },
  ADDRESS_VERIFICATION_FAILURE: { code: 'ADDRESS_VERIFICATION_FAILURE', message: 'The postal code does not match the card. Please check it and try again.' },
  INVALID_POSTAL_CODE: { code: 'ADDRESS_VERIFICATION_FAILURE', message: 'The postal code does not match the card. Please check it and try again.' },
  INVALID_EXPIRATION: { code: 'INVALID_EXPIRATION', message: 'The expiration date is not valid. Please check it and try again.' },
  INVALID_EXPIRATION_DATE: { code: 'INVALID_EXPIRATION', message: 'The expiration date is not valid. Please check it and try again.' },
  INVALID_EXPIRATION_YEAR: { code: 'INVALID_EXPIRATION', message: 'The expiration date is not valid. Please check it and try again.' },
  CARD_EXPIRED: { code: 'CARD_EXPIRED', message: 'This card has expired. Please use another card.' },
  INSUFFICIENT_FUNDS: { code: 'INSUFFICIENT_FUNDS', message: 'The card has insufficient funds. Please use another card.' },
  CARD_NOT_SUPPORTED: { code: 'CARD_NOT_SUPPORTED', message: 'This card type is not supported. Please use another card.' },
  INVALID_CARD: { code: 'INVALID_CARD', message: 'The card details are not valid. Please check them and try again.' },
  INVALID_CARD_DATA: { code: 'INVALID_CARD', message: 'The card details are not valid. Please check them and try again.' },
  CARD_TOKEN_USED: { code: 'CARD_TOKEN_USED', message: 'This card entry was already used. Please enter your card again.' },
  CARD_TOKEN_EXPIRED: { code: 'CARD_TOKEN_EXPIRED', message: 'This card entry has expired. Please enter your card again.' },
  TRANSACTION_LIMIT: { code: 'TRANSACTION_LIMIT', message: 'The card issuer refused this amount. Please use another card.' },
};

// The generic payment failure wording.
export const GENERIC_DECLINE: CardDecline = { code: 'PAYMENT_DECLINED', message: 'Payment failed. Please try again.' };

/** The decline for a Square error code, or null when the error is not about the card. */
export function cardDeclineFor(squareCode: string, category?: string): CardDecline | null {
  return DECLINES[squareCode] ?? (category === 'PAYMENT_METHOD_ERROR' ? GENERIC_DECLINE : null);
}
