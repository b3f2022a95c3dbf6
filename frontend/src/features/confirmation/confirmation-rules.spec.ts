import { displayReference } from '@domain/booking-reference.js';
import { describe, expect, it } from 'vitest';
import { cancelMailto, isInquiry, needsFetch, resolveConfirmation, type ConfirmationQuery } from '@/features/confirmation/confirmation-rules';
import type { StoredBookingDetails } from '@/lib/booking-details-storage';

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
      serviceType: 'chauffeur',
      distance: 0,
      bookingDate: '2030-06-01',
      bookingTime: '13:00',
      pickupLocation: 'C',
      destinationLocation: 'C',
      totalPrice: 0,
      fullName: 'Sam',
      email: 's@x.io',
      phone: '8015550000',
      paymentStatus: 'not-required',
    });
    expect(model.variant === 'booking' && model.details).toMatchObject({
      reference: 'ZZZ2345',
      serviceType: 'chauffeur',
      paymentRequired: false,
      codeApplied: true,
      totalPrice: 0,
    });
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

  it('asks the API only for a booking id with nothing saved for it', () => {
    expect(needsFetch(q({ id: 'bk_1' }), saved)).toBe(false);
    expect(needsFetch(q({ id: 'bk_2' }), saved)).toBe(true);
    expect(needsFetch(q({}), null)).toBe(false);
    expect(needsFetch(q({ id: 'bk_2', type: 'handyman' }), null)).toBe(false);
  });
});

describe('cancelMailto', () => {
  it('names the reference in subject and body', () => {
    const link = cancelMailto('owner@example.com', 'ABC2345', 'Jamie');
    const shown = displayReference('ABC2345');
    expect(link.startsWith(`mailto:owner@example.com?subject=${encodeURIComponent(`Cancel booking ${shown}`)}&body=`)).toBe(true);
    expect(decodeURIComponent(link.split('body=')[1])).toContain(`please cancel my booking ${shown}`);
  });
});
