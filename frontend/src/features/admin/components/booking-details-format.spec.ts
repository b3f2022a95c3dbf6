import { describe, expect, it } from 'vitest';
import { aBooking } from '@/features/admin/components/admin-test-fixtures';
import { describePayment, mailtoOf, show, when } from '@/features/admin/components/booking-details-format';

const UNPAID = aBooking().paymentInfo;

describe('booking details format', () => {
  it.each([
    [undefined, '—'],
    [null, '—'],
    ['', '—'],
    [true, 'yes'],
    [false, 'no'],
    [3, '3'],
    ['large', 'large'],
  ])('show(%j) is %j', (value, text) => {
    expect(show(value)).toBe(text);
  });

  it('writes instants in the owner locale, and leaves text that is no date as it came', () => {
    expect(when(null)).toBe('—');
    expect(when('soon')).toBe('soon');
    expect(when('2030-05-14T15:15:00.000Z')).toMatch(/^May 1[45], 2030, \d{1,2}:\d{2}\s?[AP]M$/);
  });

  it('writes the mail to the customer with %20 for spaces', () => {
    const link = mailtoOf(aBooking({ booking_date: '2030-05-14', booking_time: '09:15' }));
    expect(link.startsWith('mailto:quinn@example.com?subject=Your%20booking%20')).toBe(true);
    expect(link).not.toContain('+');
    const body = new URLSearchParams(link.slice(link.indexOf('?') + 1)).get('body');
    expect(body).toMatch(/^Hello Quinn Adams,\n\nAbout your Ride Service on .+ at 9:15 AM:\n\n$/);
    expect(mailtoOf(aBooking({ email: '' })).startsWith('mailto:?subject=')).toBe(true);
  });

  it('describes the payment in one line', () => {
    expect(describePayment(null)).toBe('—');
    expect(describePayment({ ...UNPAID, method: 'card', status: 'paid', transactionId: 'tx_9', cardBrand: 'VISA', last4: '1111' })).toBe(
      'method card, status paid, transaction tx_9, card VISA •••• 1111',
    );
    expect(describePayment(UNPAID)).toBe('method —, status unpaid');
  });
});
