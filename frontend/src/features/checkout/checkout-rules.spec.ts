import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAYMENT_MESSAGES,
  distanceText,
  holdNotice,
  holdTimeText,
  paymentFailureMessage,
  readTokenizeResult,
  savedDetailsFor,
  squareScriptUrl,
  summaryFromBooking,
  summaryFromSaved,
  toPaidDetails,
} from '@/features/checkout/checkout-rules';
import { i18n, showLanguage } from '@/lib/i18n';

// The rules word texts with the caller's `t`; the app's instance speaks English here.
const t = i18n.getFixedT('en');

describe('holdTimeText', () => {
  const HOLD = '2026-07-01T21:45:00.000Z';
  it("reads the hold on the business's clock", () => {
    expect(holdTimeText(HOLD, 'America/Denver', 'America/Denver')).toBe('3:45 PM');
  });
  it('names the business zone for a visitor whose clock differs', () => {
    expect(holdTimeText(HOLD, 'America/Denver', 'Asia/Tokyo')).toBe('3:45 PM Mountain Time');
  });
  it('gives nothing for an unreadable instant', () => {
    expect(holdTimeText('soon', 'America/Denver', 'America/Denver')).toBeNull();
  });
});

describe('holdNotice', () => {
  it('holds a time slot for a trip, and a plan order (no time of its own) for a plan', () => {
    expect(holdNotice('ride', '3:45 PM', t)).toBe('Your time slot is held until 3:45 PM. Please complete payment before then.');
    expect(holdNotice('subscription', '3:45 PM', t)).toBe('Your plan order is kept until 3:45 PM. Please complete payment before then.');
  });
});

describe('distanceText', () => {
  it.each([
    [0, 'Short distance'],
    [0.09, 'Short distance'],
    [0.1, '0 miles'],
    [0.6, '1 mile'],
    [12.4, '12 miles'],
    [12.5, '13 miles'],
    ['7.2', '7 miles'],
    [null, 'Short distance'],
    [Number.NaN, 'Short distance'],
  ])('%s → %s', (miles, text) => {
    expect(distanceText(miles as number, t)).toBe(text);
  });
});

describe('savedDetailsFor', () => {
  it('uses the saved summary of the same booking or when the URL names none', () => {
    expect(savedDetailsFor('bk_1', { bookingId: 'bk_1' })).toEqual({ bookingId: 'bk_1' });
    expect(savedDetailsFor(null, { bookingId: 'bk_1' })).toEqual({ bookingId: 'bk_1' });
  });
  it('ignores a summary of another booking or one without an id', () => {
    expect(savedDetailsFor('bk_2', { bookingId: 'bk_1' })).toBeNull();
    expect(savedDetailsFor('bk_2', { serviceType: 'ride' })).toBeNull();
    expect(savedDetailsFor('bk_2', null)).toBeNull();
  });
});

describe('summaries', () => {
  it('charges the amount create-booking announced', () => {
    const summary = summaryFromSaved({
      bookingId: 'bk_1',
      reference: 'ABC2345',
      serviceType: 'ride',
      totalPrice: 42.5,
      distance: 3.2,
      squarePaymentInfo: {
        bookingId: 'bk_1',
        amount: 40,
        currency: 'USD',
        holdExpiresAt: null,
        environment: 'test',
        applicationId: null,
        locationId: null,
        testMode: true,
      },
    });
    expect(summary).toMatchObject({ bookingId: 'bk_1', reference: 'ABC2345', totalPrice: 42.5, amountDue: 40, serviceDate: 'N/A', paymentStatus: null });
  });

  it('reads the API booking and keeps its payment status', () => {
    const summary = summaryFromBooking({
      id: 'bk_1',
      reference: 'R',
      status: 'pending',
      serviceType: 'delivery',
      bookingDate: '2030-01-02',
      bookingTime: '10:00',
      bookingTimeText: '10:00-12:00',
      pickupLocation: 'A',
      destinationLocation: 'B',
      distance: 5,
      totalPrice: 30,
      email: 'e@x.io',
      phone: '8015550123',
      fullName: 'N',
      paymentStatus: 'paid',
      cardPayment: { amount: 30, paidAt: '2030-01-01T16:00:00.000Z', receiptEmail: 'e@x.io' },
      planName: null,
      hasCalendarEvent: true,
      manageUrl: null,
    });
    // A delivery reads as its window.
    expect(summary).toMatchObject({ amountDue: 30, dueFor: 'booking', serviceDate: '2030-01-02', serviceTime: '10:00-12:00', paymentStatus: 'paid' });
  });

  it("charges a cancelled booking's owed cancellation fee, not its price (the owner's link for the fee)", () => {
    const summary = summaryFromBooking({
      id: 'bk_1',
      reference: 'R',
      status: 'pending',
      serviceType: 'ride',
      bookingDate: '2030-01-02',
      bookingTime: '10:00',
      bookingTimeText: '10:00',
      pickupLocation: 'A',
      destinationLocation: 'B',
      distance: 5,
      totalPrice: 45,
      email: 'e@x.io',
      phone: '8015550123',
      fullName: 'N',
      paymentStatus: 'unpaid',
      cardPayment: null,
      cancellationFeeDue: 20,
      planName: null,
      hasCalendarEvent: true,
      manageUrl: null,
    });
    expect(summary).toMatchObject({ totalPrice: 45, amountDue: 20, dueFor: 'cancellation-fee' });
  });

  it('records the subscription code of a paid plan for the confirmation page', () => {
    const summary = summaryFromSaved({ bookingId: 'bk_1', serviceType: 'subscription', totalPrice: 720 });
    expect(toPaidDetails(summary, 'PLAN-1')).toMatchObject({ bookingId: 'bk_1', paymentRequired: true, subscriptionCode: 'PLAN-1', totalPrice: 720 });
  });
});

describe('squareScriptUrl', () => {
  it('picks the SDK host per environment and none in test mode', () => {
    expect(squareScriptUrl({ environment: 'sandbox', testMode: false })).toBe('https://sandbox.web.squarecdn.com/v1/square.js');
    expect(squareScriptUrl({ environment: 'production', testMode: false })).toBe('https://web.squarecdn.com/v1/square.js');
    expect(squareScriptUrl({ environment: 'test', testMode: true })).toBeNull();
  });
  it('refuses an unknown environment with the configuration error', () => {
    expect(() => squareScriptUrl({ environment: 'staging' as 'sandbox', testMode: false })).toThrow(PAYMENT_MESSAGES.configError);
  });
});

describe('readTokenizeResult', () => {
  it('returns the token of an OK result', () => {
    expect(readTokenizeResult({ status: 'OK', token: 'cnon:1' }, t)).toEqual({ token: 'cnon:1' });
  });
  it('uses the first error message, else the default', () => {
    expect(readTokenizeResult({ status: 'Invalid', errors: [{ message: 'Card number is not valid' }, { message: 'CVV' }] }, t)).toEqual({
      error: 'Card number is not valid',
    });
    const failed = { error: 'Card verification failed. Please check your details.' };
    expect(readTokenizeResult({ status: 'Invalid' }, t)).toEqual(failed);
    expect(readTokenizeResult({ status: 'OK' }, t)).toEqual(failed);
    expect(readTokenizeResult(null, t)).toEqual(failed);
  });
  it('explains PAN_FAILURE as a declined card', () => {
    expect(readTokenizeResult({ status: 'Invalid', errors: [{ type: 'PAN_FAILURE', message: 'x' }] }, t)).toEqual({
      error: 'Card was declined. Please use another card.',
    });
  });
});

describe('paymentFailureMessage', () => {
  it("shows the server's message", () => {
    expect(
      paymentFailureMessage({ status: 422, data: { statusCode: 422, error: 'Unprocessable Entity', message: 'The amount does not match the booking.' } }, t),
    ).toBe('The amount does not match the booking.');
    expect(paymentFailureMessage({ status: 400, data: { message: ['amount must be a number of dollars'] } }, t)).toBe('amount must be a number of dollars');
  });
  it('falls back to the generic wording', () => {
    const generic = 'Payment failed. Please try again.';
    expect(paymentFailureMessage({ status: 'FETCH_ERROR', error: 'TypeError' }, t)).toBe(generic);
    expect(paymentFailureMessage({ status: 502, data: '<html>' }, t)).toBe(generic);
    expect(paymentFailureMessage({ status: 422, data: { message: ' ' } }, t)).toBe(generic);
    expect(paymentFailureMessage(undefined, t)).toBe(generic);
  });
});

describe('in Spanish', () => {
  const es = i18n.getFixedT('es');
  beforeAll(async () => {
    await showLanguage('es');
  });
  afterAll(async () => {
    await showLanguage('en');
  });

  it('words the hold, the distance and the payment problems', () => {
    expect(holdNotice('ride', '3:45 PM', es)).toBe('Le guardamos este horario hasta las 3:45 PM. Por favor complete el pago antes de esa hora.');
    expect(distanceText(1, es)).toBe('1 milla');
    expect(distanceText(12.4, es)).toBe('12 millas');
    expect(distanceText(0, es)).toBe('Distancia corta');
    expect(readTokenizeResult({ status: 'Invalid', errors: [{ type: 'PAN_FAILURE' }] }, es)).toEqual({
      error: 'La tarjeta fue rechazada. Por favor use otra tarjeta.',
    });
    expect(paymentFailureMessage(undefined, es)).toBe('El pago no se realizó. Por favor intente de nuevo.');
  });
});
