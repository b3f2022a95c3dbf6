import { displayReference } from '@domain/booking-reference.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicBooking } from '@contracts/public-booking.contract.js';
import {
  bookingToFetch,
  cancelMailto,
  confirmationHeading,
  isInquiry,
  paymentLines,
  resolveConfirmation,
  type ConfirmationDetails,
  type ConfirmationQuery,
} from '@/features/confirmation/confirmation-rules';
import type { StoredBookingDetails } from '@/lib/booking-details-storage';
import { i18n, showLanguage } from '@/lib/i18n';
import { serviceDayText } from '@/lib/service-day-text';

// The rules word texts with the caller's `t`; English here, Spanish at the end.
const t = i18n.getFixedT('en');

const none: ConfirmationQuery = { code: null, type: null, status: null, id: null, name: null, email: null, phone: null };
const q = (over: Partial<ConfirmationQuery>): ConfirmationQuery => ({ ...none, ...over });

const saved: Partial<StoredBookingDetails> = {
  bookingId: 'bk_1',
  reference: 'ABC2345',
  serviceType: 'ride',
  serviceDate: '2030-05-01',
  serviceTime: '10:00',
  pickupLocation: 'A',
  destinationLocation: 'B',
  totalPrice: 42.5,
  paymentRequired: true,
  subscriptionCode: null,
  fullName: 'Jamie Rivera',
  email: 'jamie@example.com',
  phone: '8015550123',
};

/** GET /api/bookings/{id} for the saved booking, paid by card. */
const paidRide: PublicBooking = {
  id: 'bk_1',
  reference: 'ABC2345',
  status: 'pending',
  serviceType: 'ride',
  distance: 3.2,
  bookingDate: '2030-05-01',
  bookingTime: '10:00',
  bookingTimeText: '10:00',
  pickupLocation: 'A',
  destinationLocation: 'B',
  totalPrice: 42.5,
  fullName: 'Jamie Rivera',
  email: 'jamie@example.com',
  phone: '8015550123',
  paymentStatus: 'paid',
  cardPayment: { amount: 42.5, paidAt: '2030-04-28T16:00:00.000Z', receiptEmail: 'jamie@example.com' },
  planName: null,
  hasCalendarEvent: true,
  manageUrl: null,
};

describe('isInquiry', () => {
  it.each<[ConfirmationQuery, Partial<StoredBookingDetails> | null, string]>([
    [q({ type: 'bulk-rides' }), null, ''],
    [q({ type: 'longHaul' }), null, ''],
    [q({ type: 'handyman' }), null, ''],
    [q({}), null, '/confirmation/bulk-rides'],
    [q({ type: 'subscription' }), null, ''],
    [q({}), { serviceType: 'subscription' }, ''],
  ])('inquiry: %j %j %s', (query, stored, path) => {
    expect(isInquiry(query, stored, path)).toBe(true);
  });

  it('a paid plan purchase with its id is a booking', () => {
    expect(isInquiry(q({ status: 'confirmed', id: 'bk_1' }), { bookingId: 'bk_1', serviceType: 'subscription' })).toBe(false);
    expect(isInquiry(q({}), { bookingId: 'bk_1', serviceType: 'subscription' })).toBe(false);
    expect(isInquiry(q({ status: 'confirmed', id: 'bk_1' }), null)).toBe(false);
  });
});

describe('resolveConfirmation', () => {
  it('merges the saved summary of the same booking', () => {
    const model = resolveConfirmation(q({ status: 'confirmed', id: 'bk_1' }), saved);
    expect(model).toEqual({
      variant: 'booking',
      details: expect.objectContaining({
        bookingId: 'bk_1',
        reference: 'ABC2345',
        totalPrice: 42.5,
        paymentRequired: true,
        codeApplied: false,
        serviceTime: '10:00',
      }),
    });
  });

  it('ignores a saved summary of another booking and uses the API answer', () => {
    const model = resolveConfirmation(q({ status: 'confirmed', id: 'bk_2' }), saved, {
      id: 'bk_2',
      reference: 'ZZZ2345',
      status: 'pending',
      serviceType: 'chauffeur',
      distance: 0,
      bookingDate: '2030-06-01',
      bookingTime: '13:00',
      bookingTimeText: '13:00',
      pickupLocation: 'C',
      destinationLocation: 'C',
      totalPrice: 0,
      fullName: 'Sam',
      email: 's@x.io',
      phone: '8015550000',
      paymentStatus: 'not-required',
      cardPayment: null,
      planName: null,
      hasCalendarEvent: true,
      manageUrl: null,
    });
    expect(model.variant === 'booking' && model.details).toMatchObject({
      reference: 'ZZZ2345',
      serviceType: 'chauffeur',
      paymentRequired: false,
      codeApplied: true,
      totalPrice: 0,
    });
  });

  it("takes the manage link from the server's answer only", () => {
    const withLink = { ...paidRide, manageUrl: 'https://book.example.com/manage/abcdefghijklmnopqrstuv' };
    const model = resolveConfirmation(q({ status: 'confirmed', id: 'bk_1' }), saved, withLink);
    expect(model.variant === 'booking' && model.details.manageUrl).toBe('https://book.example.com/manage/abcdefghijklmnopqrstuv');
    const without = resolveConfirmation(q({ status: 'confirmed', id: 'bk_1' }), saved, { ...paidRide, manageUrl: null });
    expect(without.variant === 'booking' && without.details.manageUrl).toBeNull();
  });

  it('shows the service code badge when payment was not required and keeps a plan code', () => {
    const model = resolveConfirmation(q({ id: 'bk_1' }), { ...saved, paymentRequired: false, subscriptionCode: 'PLAN-XY' });
    expect(model.variant === 'booking' && model.details).toMatchObject({ codeApplied: true, subscriptionCode: 'PLAN-XY' });
  });

  it("treats 'N/A' dates as absent", () => {
    const model = resolveConfirmation(q({ id: 'bk_1' }), { ...saved, serviceDate: 'N/A', serviceTime: 'N/A' });
    expect(model.variant === 'booking' && model.details).toMatchObject({ serviceDate: null, serviceTime: null });
  });

  it('pre-fills the inquiry contact from the query string', () => {
    expect(resolveConfirmation(q({ type: 'longHaul', name: 'Lee', email: 'lee@x.io', phone: '801' }), null)).toEqual({
      variant: 'inquiry',
      contact: { name: 'Lee', email: 'lee@x.io', phone: '801' },
    });
  });

  it.each<[string, ConfirmationQuery, Partial<StoredBookingDetails> | null, string | null]>([
    ['the booking in the URL, even with its summary saved', q({ id: 'bk_1' }), saved, 'bk_1'],
    ['the booking in the URL, not the saved one', q({ id: 'bk_2' }), saved, 'bk_2'],
    ['the saved booking when the URL names none', q({ status: 'confirmed' }), saved, 'bk_1'],
    ['nothing when no booking is known', q({}), null, null],
    ['nothing for an inquiry', q({ id: 'bk_2', type: 'handyman' }), null, null],
  ])('asks the API for %s', (_name, query, stored, expected) => {
    expect(bookingToFetch(query, stored)).toBe(expected);
  });

  it("takes what was paid from the server's answer, never from the saved summary", () => {
    const before = resolveConfirmation(q({ id: 'bk_1' }), saved);
    expect(before.variant === 'booking' && before.details).toMatchObject({ cardPayment: null, hasCalendarEvent: false });
    const after = resolveConfirmation(q({ id: 'bk_1' }), saved, paidRide);
    expect(after.variant === 'booking' && after.details).toMatchObject({
      cardPayment: { amount: 42.5, receiptEmail: 'jamie@example.com' },
      hasCalendarEvent: true,
      isPlan: false,
      paymentRequired: true,
    });
    const unpaid = resolveConfirmation(q({ id: 'bk_1' }), saved, { ...paidRide, paymentStatus: 'unpaid', cardPayment: null });
    expect(unpaid.variant === 'booking' && unpaid.details.cardPayment).toBeNull();
  });

  it('reads a plan purchase as a plan, with the name the server gives', () => {
    const model = resolveConfirmation(
      q({ id: 'bk_1' }),
      { ...saved, serviceType: 'subscription', serviceDate: 'N/A', serviceTime: 'N/A' },
      {
        ...paidRide,
        serviceType: 'subscription',
        bookingDate: 'N/A',
        bookingTime: 'N/A',
        bookingTimeText: 'N/A',
        planName: 'Premium',
        hasCalendarEvent: false,
      },
    );
    expect(model.variant === 'booking' && model.details).toMatchObject({ isPlan: true, planName: 'Premium', hasCalendarEvent: false });
  });
});

describe('confirmationHeading', () => {
  const card = { amount: 420, receiptEmail: 'pat@example.com' };
  const RECEIVED = 'We have received your request. The owner will reach out within the hour to confirm your booking.';
  it.each<[string, Pick<ConfirmationDetails, 'isPlan' | 'planName' | 'cardPayment' | 'confirmed'>, string, string]>([
    ['a paid plan', { isPlan: true, planName: 'Premium', cardPayment: card, confirmed: true }, 'Plan Purchased', 'Your Premium plan is active.'],
    ['a paid plan without its name', { isPlan: true, planName: null, cardPayment: card, confirmed: true }, 'Plan Purchased', 'Your plan is active.'],
    [
      'a plan not paid by card',
      { isPlan: true, planName: 'Basic', cardPayment: null, confirmed: false },
      'Plan Purchase Received',
      "We have received your plan purchase. Your plan's code comes by e-mail as soon as it is paid.",
    ],
    [
      'a paid ride the server confirmed',
      { isPlan: false, planName: null, cardPayment: card, confirmed: true },
      'Booking Confirmed',
      'Your booking is confirmed. A confirmation is on its way to your e-mail.',
    ],
    ['a paid ride waiting for the owner', { isPlan: false, planName: null, cardPayment: card, confirmed: false }, 'Booking Request Received', RECEIVED],
    ['an unpaid booking', { isPlan: false, planName: null, cardPayment: null, confirmed: false }, 'Booking Request Received', RECEIVED],
  ])('%s', (_name, details, title, subtitle) => {
    const heading = confirmationHeading(details, t);
    expect(heading).toEqual({ title, subtitle });
    if (details.isPlan) expect(`${heading.title} ${heading.subtitle}`).not.toMatch(/booking request/i);
  });
});

describe('paymentLines', () => {
  it.each<[string, Pick<ConfirmationDetails, 'cardPayment'>, { paid: string; receipt: string } | null]>([
    [
      'a card payment',
      { cardPayment: { amount: 42.5, receiptEmail: 'jamie@example.com' } },
      { paid: 'Paid $42.50', receipt: 'A receipt was e-mailed to jamie@example.com.' },
    ],
    [
      'thousands',
      { cardPayment: { amount: 1020, receiptEmail: 'pat@example.com' } },
      { paid: 'Paid $1,020.00', receipt: 'A receipt was e-mailed to pat@example.com.' },
    ],
    ['no address on file', { cardPayment: { amount: 20, receiptEmail: '' } }, { paid: 'Paid $20.00', receipt: 'A receipt was e-mailed to you.' }],
    ['nothing paid by card', { cardPayment: null }, null],
  ])('%s', (_name, details, expected) => {
    expect(paymentLines(details, t)).toEqual(expected);
  });
});

describe('cancelMailto', () => {
  it('names the reference in subject and body', () => {
    const link = cancelMailto('owner@example.com', 'ABC2345', 'Jamie', t);
    const shown = displayReference('ABC2345');
    expect(link.startsWith(`mailto:owner@example.com?subject=${encodeURIComponent(`Cancel booking ${shown}`)}&body=`)).toBe(true);
    expect(decodeURIComponent(link.split('body=')[1])).toContain(`please cancel my booking ${shown}`);
  });
});

describe('service days', () => {
  it('writes the day, keeping what it cannot read', () => {
    expect(serviceDayText('2030-05-01', t)).toBe('May 1, 2030');
    expect(serviceDayText('soon', t)).toBe('soon');
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

  it('words the heading, the payment, the day and the cancel e-mail', () => {
    expect(confirmationHeading({ isPlan: true, planName: 'Premium', cardPayment: { amount: 420, receiptEmail: '' }, confirmed: true }, es)).toEqual({
      title: 'Plan comprado',
      subtitle: 'Su plan Premium está activo.',
    });
    expect(paymentLines({ cardPayment: { amount: 42.5, receiptEmail: 'jamie@example.com' } }, es)).toEqual({
      paid: 'Pagado: $42.50',
      receipt: 'Le enviamos el recibo a jamie@example.com.',
    });
    expect(serviceDayText('2030-11-24', es)).toBe('24 de noviembre de 2030');
    const link = cancelMailto('owner@example.com', 'ABC2345', 'Jamie', es);
    expect(decodeURIComponent(link.split('body=')[1])).toBe(`Hola, por favor cancelen esta reservación: ${displayReference('ABC2345')}.\n\nGracias,\nJamie`);
  });
});
