import { cardDeclineFor, GENERIC_DECLINE } from './card-declines.js';

describe(cardDeclineFor.name, () => {
  it.each([
    ['CARD_DECLINED', 'CARD_DECLINED', /^Card was declined\. Please use another card\.$/],
    ['GENERIC_DECLINE', 'CARD_DECLINED', /^Card was declined\./],
    ['CVV_FAILURE', 'CVV_FAILURE', /security code/],
    ['ADDRESS_VERIFICATION_FAILURE', 'ADDRESS_VERIFICATION_FAILURE', /postal code/],
    ['INVALID_EXPIRATION', 'INVALID_EXPIRATION', /expiration date/],
    ['CARD_TOKEN_USED', 'CARD_TOKEN_USED', /already used/],
    ['INSUFFICIENT_FUNDS', 'INSUFFICIENT_FUNDS', /insufficient funds/],
  ])('%s → %s', (squareCode, code, message) => {
    const decline = cardDeclineFor(squareCode, 'PAYMENT_METHOD_ERROR');
    expect(decline?.code).toBe(code);
    expect(decline?.message).toMatch(message);
  });

  it('gives the generic decline for other card errors', () => {
    expect(cardDeclineFor('SOME_NEW_CARD_ERROR', 'PAYMENT_METHOD_ERROR')).toBe(GENERIC_DECLINE);
  });

  it('says nothing about errors that are not about the card', () => {
    expect(cardDeclineFor('UNAUTHORIZED', 'AUTHENTICATION_ERROR')).toBeNull();
    expect(cardDeclineFor('INVALID_VALUE', 'INVALID_REQUEST_ERROR')).toBeNull();
  });
});
