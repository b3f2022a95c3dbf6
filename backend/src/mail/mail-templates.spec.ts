import type { MoneyState } from '../domain/money-line.js';
import { en } from '../i18n/catalogs/en.js';
import { wordsFor } from '../i18n/server-i18n.js';
import { mailHtml } from './mail-html.js';
import { moneyWords } from './mail-words.js';
import {
  bookingCancelledMail,
  bookingConfirmedMail,
  bookingMovedMail,
  bookingReceivedMail,
  customerCancelledOwnerMail,
  customerMovedOwnerMail,
  refundFailedOwnerMail,
  escapeHtml,
  formatServiceDate,
  formatServiceTime,
  inquiryAckMail,
  inquiryOwnerMail,
  newBookingOwnerMail,
  passwordResetMail,
  payLinkMail,
  paymentReceiptMail,
  refundIssuedMail,
  planPurchasedMail,
  manageLinkMail,
  type BookingMailFacts,
  type MailContact,
  type RenderedMail,
} from './mail-templates.js';

const contact: MailContact = {
  businessName: 'Ogden Rides & Deliveries',
  ownerEmail: 'owner@ogden-rides.test',
  ownerPhone: '(801) 555-0199',
  timeZone: 'America/Denver',
};

const ride: BookingMailFacts = {
  reference: 'K7Q2XM',
  serviceType: 'ride',
  customerName: 'Dana Smith',
  customerEmail: 'dana@example.com',
  customerPhone: '(801) 555-0123',
  serviceDate: '2026-06-03',
  serviceTime: '14:30',
  pickupLocation: '2510 Washington Blvd, Ogden, UT',
  destinationLocation: 'Salt Lake City International Airport',
  totalCents: 8550,
  money: { kind: 'card', paidCents: 8550, paidWith: { method: 'card', brand: 'VISA', last4: '1111' } },
  confirmed: false,
  language: 'en',
};

/** A plan bought without a date. */
const PLAN: Partial<BookingMailFacts> = { serviceType: 'subscription', serviceDate: null, serviceTime: null, pickupLocation: '', destinationLocation: '' };

const MANAGE_URL = 'https://rides.example.test/manage/T0kenT0kenT0kenT0kenT0kenT0ken_-';

const hostile = '<script>alert("x")</script> & \'quotes\'';
const hostileEscaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;';

/** Every mail rendered with customer-controlled values set to markup. */
const INQUIRY_ID = '3f2a9c1b-0d4e-4a5b-8c6d-7e8f9a0b1c2d';

const withHostileInput: [string, RenderedMail][] = [
  [
    'booking received',
    bookingReceivedMail({ ...ride, customerName: hostile, pickupLocation: hostile, destinationLocation: hostile, reference: hostile }, contact),
  ],
  ['new booking', newBookingOwnerMail({ ...ride, customerName: hostile, notes: hostile, customerEmail: hostile }, contact)],
  [
    'payment receipt',
    paymentReceiptMail(
      {
        booking: { ...ride, customerName: hostile },
        amountCents: 8550,
        paymentId: hostile,
        paidAt: new Date(),
        paidWith: { method: 'card', brand: hostile, last4: '1111' },
      },
      contact,
    ),
  ],
  ['plan purchased', planPurchasedMail({ booking: { ...ride, customerName: hostile }, code: hostile, rides: 8, planName: hostile }, contact)],
  ['booking cancelled', bookingCancelledMail({ booking: { ...ride, customerName: hostile, pickupLocation: hostile }, feeCents: 2000 }, contact)],
  ['booking confirmed', bookingConfirmedMail({ ...ride, customerName: hostile, manageUrl: `https://x.test/manage/"><script>` }, contact)],
  [
    'booking moved',
    bookingMovedMail({ booking: { ...ride, customerName: hostile, pickupLocation: hostile }, from: { serviceDate: hostile, serviceTime: hostile } }, contact),
  ],
  [
    'customer cancelled, to the owner',
    customerCancelledOwnerMail(
      { booking: { ...ride, customerName: hostile, customerEmail: hostile }, feeCents: 0, refund: { amountCents: 100, simulated: false } },
      contact,
    ),
  ],
  [
    'customer moved, to the owner',
    customerMovedOwnerMail(
      { booking: { ...ride, customerName: hostile, customerEmail: hostile }, from: { serviceDate: hostile, serviceTime: hostile } },
      contact,
    ),
  ],
  ['refund failed', refundFailedOwnerMail({ reference: hostile, customerName: hostile, amountCents: 100, paymentId: hostile, failureCode: hostile }, contact)],
  [
    'inquiry to owner',
    inquiryOwnerMail(
      { inquiryType: 'bulk-rides', inquiryId: hostile, name: hostile, email: hostile, phone: hostile, details: hostile, language: 'en' },
      contact,
    ),
  ],
  ['password reset', passwordResetMail({ resetUrl: `https://x.test/reset?t="><script>`, expiresInMinutes: 30 }, { ...contact, businessName: hostile })],
];

describe('mail templates', () => {
  describe('escaping', () => {
    it.each(withHostileInput)('%s: no interpolated value reaches the HTML unescaped', (_name, mail) => {
      expect(mail.mjml).not.toContain('<script>');
      expect(mail.mjml).not.toContain('"x"');
      expect(mail.mjml).not.toMatch(/"><script/);
    });

    it.each(withHostileInput)('%s: renders to HTML through MJML, still escaped', async (_name, mail) => {
      const html = await mailHtml(mail.mjml);
      expect(html.startsWith('<!doctype html>')).toBe(true);
      expect(html).toContain('<html lang="en"');
      expect(html).not.toContain('<script>');
      expect(html).not.toMatch(/"><script/);
      expect(html).toContain(hostileEscaped);
    });

    it.each(withHostileInput)('%s: the text body keeps the values as typed', (_name, mail) => {
      expect(mail.text).toContain('<script>');
    });

    it('escapes the five HTML special characters', () => {
      expect(escapeHtml(hostile)).toBe(hostileEscaped);
      expect(bookingReceivedMail({ ...ride, customerName: hostile }, contact).mjml).toContain(hostileEscaped);
    });

    it('keeps subjects to one line whatever the input', () => {
      const mail = inquiryOwnerMail(
        {
          inquiryType: 'longHaul',
          inquiryId: INQUIRY_ID,
          name: 'Eve\r\nBcc: victim@example.com',
          email: 'e@x.y',
          phone: '8015550123',
          details: 'x',
          language: 'en',
        },
        contact,
      );
      expect(mail.subject).toBe('New long haul delivery inquiry from Eve Bcc: victim@example.com');
    });
  });

  describe(bookingReceivedMail.name, () => {
    const mail = bookingReceivedMail(ride, contact);

    it('tells the customer what was booked, with the prefixed reference', () => {
      expect(mail.subject).toBe('Booking 254-K7Q2XM received: Ride Service on Wednesday, June 3, 2026');
      for (const body of [mail.text, mail.mjml]) {
        expect(body).toContain('254-K7Q2XM');
        expect(body).toContain('Ride Service');
        expect(body).toContain('Wednesday, June 3, 2026');
        expect(body).toContain('2:30 PM');
        expect(body).toContain('2510 Washington Blvd, Ogden, UT');
        expect(body).toContain('Salt Lake City International Airport');
        expect(body).toContain('$85.50');
        expect(body).toContain('the owner will reach out within the hour to confirm');
        expect(body).toContain('(801) 555-0199');
        expect(body).toContain('owner@ogden-rides.test');
      }
    });

    it("states the cancellation policy of the booking's service and how to cancel", () => {
      expect(mail.text).toContain('free of charge up to 6 hours before');
      expect(mail.text).toContain('$20 fee');
      expect(mail.text).toContain('50%');
      expect(mail.mjml).toContain('href="mailto:owner@ogden-rides.test?subject=Cancel%20booking%20254-K7Q2XM"');
    });

    it('says a confirmed booking is confirmed, in the subject and the text, and not that the owner will call', () => {
      const confirmed = bookingReceivedMail({ ...ride, confirmed: true }, contact);
      expect(confirmed.subject).toBe('Booking 254-K7Q2XM confirmed: Ride Service on Wednesday, June 3, 2026');
      expect(confirmed.text).toContain('Your booking is confirmed.');
      expect(confirmed.text).not.toContain('within the hour');
      expect(mail.text).toContain('the owner will reach out within the hour to confirm');
      const owner = newBookingOwnerMail({ ...ride, confirmed: true }, contact);
      expect(owner.text).toContain('A new booking came in and is confirmed');
      expect(owner.text).not.toContain('within the hour');
    });

    it('carries the private manage link in place of writing in to cancel', () => {
      const linked = bookingReceivedMail({ ...ride, manageUrl: MANAGE_URL }, contact);
      expect(linked.text).toContain(`To cancel, use your booking's page below, or e-mail owner@ogden-rides.test`);
      expect(linked.text).toContain(`See or cancel your booking online:\n${MANAGE_URL}\n`);
      expect(linked.mjml).toContain(`<a href="${MANAGE_URL}">${MANAGE_URL}</a>`);
      expect(mail.text).not.toContain('/manage/');
    });

    it('speaks of a plan bought without a date as a purchase, with no date or time', () => {
      const plan = bookingReceivedMail({ ...ride, ...PLAN, money: { kind: 'due', dueCents: 8550, linkSent: true } }, contact);
      expect(plan.subject).toBe('Purchase 254-K7Q2XM received: Subscription Service');
      expect(plan.text).toContain("Your plan's code comes by e-mail as soon as it is paid.");
      expect(plan.text).not.toMatch(/N\/A|Date:|Time:|From:|To:|within the hour/);
      expect(plan.text).toMatch(/Payment: +To pay: \$85\.50 \(payment link sent\)/);
    });
  });

  describe('the money line: every mail about a booking says how it was paid, from its payment record', () => {
    // Each way a booking stands with its money (their wording: mail-words.spec.ts).
    const states: MoneyState[] = [
      { kind: 'card', paidCents: 2165, paidWith: { method: 'card', brand: 'VISA', last4: '1111' } },
      { kind: 'by-hand', paidCents: 2000, paidWith: { method: 'cash', brand: null, last4: null } },
      { kind: 'code' },
      { kind: 'plan-ride' },
      { kind: 'no-charge' },
      { kind: 'due', dueCents: 2165, linkSent: true },
      { kind: 'due', dueCents: 2165, linkSent: false },
    ];
    const paidAt = new Date('2026-06-01T14:05:00Z');
    const cancellation = { feeCents: 0 };
    const kinds: [string, (booking: BookingMailFacts) => RenderedMail][] = [
      ['booking received', (booking) => bookingReceivedMail(booking, contact)],
      ['new booking (owner)', (booking) => newBookingOwnerMail(booking, contact)],
      [
        'payment receipt',
        (booking) =>
          paymentReceiptMail({ booking, amountCents: 2165, paymentId: 'pay_1', paidAt, paidWith: { method: 'card', brand: 'VISA', last4: '1111' } }, contact),
      ],
      ['refund issued', (booking) => refundIssuedMail({ booking, refund: { amountCents: 500, simulated: false }, reason: 'Shorter trip' }, contact)],
      ['plan purchased', (booking) => planPurchasedMail({ booking: { ...booking, ...PLAN }, code: 'PLAN-K7Q2XM9A', rides: 8, planName: 'Premium' }, contact)],
      ['pay link', (booking) => payLinkMail({ booking, amountCents: 2165, payUrl: 'https://rides.example.test/pay' }, contact)],
      ['booking cancelled', (booking) => bookingCancelledMail({ booking, ...cancellation }, contact)],
      ['booking confirmed', (booking) => bookingConfirmedMail(booking, contact)],
      ['booking moved', (booking) => bookingMovedMail({ booking, from: { serviceDate: '2026-06-02', serviceTime: '09:00' } }, contact)],
      ['cancelled by the customer (owner)', (booking) => customerCancelledOwnerMail({ booking, ...cancellation }, contact)],
      ['moved by the customer (owner)', (booking) => customerMovedOwnerMail({ booking, from: { serviceDate: '2026-06-02', serviceTime: '09:00' } }, contact)],
    ];
    const cases = kinds.flatMap(([kind, render]) => states.map((money) => [kind, moneyWords(money, wordsFor('en')), render, money] as const));

    it.each(cases)('%s: "%s"', (_kind, line, render, money) => {
      const mail = render({ ...ride, totalCents: 2165, money });
      const escaped = line.replace(/[$()]/g, (char) => `\\${char}`);
      expect(mail.text).toMatch(new RegExp(`^Payment: +${escaped}$`, 'm'));
      expect(mail.mjml).toContain(`<th align="left" style="padding-right:16px;white-space:nowrap;vertical-align:top">Payment</th><td>${line}</td>`);
      expect(mail.text).not.toContain('Payment Not Required');
    });
  });

  it('tells the owner about a new booking with the customer contact details', () => {
    const mail = newBookingOwnerMail({ ...ride, notes: 'Two car seats' }, contact);
    expect(mail.subject).toBe('New booking 254-K7Q2XM: Ride Service, Wednesday, June 3, 2026 at 2:30 PM');
    for (const value of ['Dana Smith', '(801) 555-0123', 'dana@example.com', 'Two car seats', '$85.50']) expect(mail.text).toContain(value);
  });

  it('sends a payment receipt with the amount, the receipt number the owner also sees, and the local time', () => {
    const mail = paymentReceiptMail(
      {
        booking: ride,
        amountCents: 8550,
        paymentId: 'R2d9Xk4LmQ7pZ1',
        paidAt: new Date('2026-06-01T14:05:00Z'),
        paidWith: { method: 'card', brand: 'VISA', last4: '1111' },
      },
      contact,
    );
    expect(mail.subject).toBe('Payment receipt for booking 254-K7Q2XM');
    for (const value of ['$85.50', 'Visa ending 1111', 'June 1, 2026 at 8:05 AM', '254-K7Q2XM']) expect(mail.text).toContain(value);
    expect(mail.text).toMatch(/^Receipt number: +4LMQ7PZ1$/m);
    const linked = paymentReceiptMail(
      {
        booking: { ...ride, manageUrl: MANAGE_URL },
        amountCents: 8550,
        paymentId: 'pay_123',
        paidAt: new Date(),
        paidWith: { method: 'card', brand: null, last4: null },
      },
      contact,
    );
    expect(linked.text).toContain(MANAGE_URL);
  });

  it("sends a receipt for money received by hand with its method and the owner's note", () => {
    const mail = paymentReceiptMail(
      {
        booking: ride,
        amountCents: 4000,
        paymentId: 'c0ffee00-0000-4000-8000-000000000001',
        paidAt: new Date('2026-06-01T18:00:00Z'),
        paidWith: { method: 'check', brand: null, last4: null },
        note: 'Check #1042',
      },
      contact,
    );
    // The ledger's own id, as the short receipt number the owner's payments list shows.
    for (const value of ['$40.00', 'Check', 'Check #1042', 'Receipt number: 00000001', 'Ogden Rides & Deliveries']) expect(mail.text).toContain(value);
  });

  it("tells the customer of an owner's refund with its reason, and words a simulated one as such", () => {
    const mail = refundIssuedMail({ booking: ride, refund: { amountCents: 2000, simulated: false }, reason: 'Late pickup' }, contact);
    expect(mail.subject).toBe('Refund for booking 254-K7Q2XM');
    for (const value of ['$20.00 is being refunded to your card', 'Reason: Late pickup']) expect(mail.text).toContain(value);
    const simulated = refundIssuedMail({ booking: ride, refund: { amountCents: 2000, simulated: true }, reason: 'Late pickup' }, contact);
    expect(simulated.text).toContain('was simulated');
  });

  it("sends a payment link that opens checkout at the booking's price", () => {
    const payUrl = 'https://rides.example/checkout?bookingId=bk_x';
    const mail = payLinkMail({ booking: ride, amountCents: 8550, payUrl }, contact);
    expect(mail.subject).toBe('Pay for booking 254-K7Q2XM');
    expect(mail.text).toContain(payUrl);
    expect(mail.mjml).toContain(`href="${payUrl}"`);
    expect(mail.mjml).toContain('Pay $85.50 now');
  });

  it("words the booking's link for what can be done there: a trip is seen or cancelled, a plan (non-refundable) only seen", () => {
    const payUrl = 'https://rides.example/checkout?bookingId=bk_x';
    const trip = payLinkMail({ booking: { ...ride, manageUrl: MANAGE_URL }, amountCents: 8550, payUrl }, contact);
    expect(trip.text).toContain(`See or cancel your booking online:\n${MANAGE_URL}`);
    const plan = payLinkMail({ booking: { ...ride, ...PLAN, manageUrl: MANAGE_URL }, amountCents: 8550, payUrl }, contact);
    expect(plan.text).toContain(`See your plan online:\n${MANAGE_URL}`);
    expect(plan.text).not.toMatch(/cancel/i);
  });

  it('sends a paid plan as one mail: the purchase, its code and rides, and its receipt, never a date', () => {
    const receipt = {
      amountCents: 8550,
      paymentId: 'pay_123',
      paidAt: new Date('2026-06-01T14:05:00Z'),
      paidWith: { method: 'card', brand: 'VISA', last4: '1111' } as const,
    };
    const mail = planPurchasedMail(
      { booking: { ...ride, ...PLAN, manageUrl: MANAGE_URL }, code: 'PLAN-K7Q2XM9A', rides: 8, planName: 'Premium', receipt },
      contact,
    );
    expect(mail.subject).toBe('Your Premium plan: code PLAN-K7Q2XM9A for 8 rides');
    for (const body of [mail.text, mail.mjml]) {
      for (const value of ['PLAN-K7Q2XM9A', 'one of your 8 rides', 'Save this code!', 'Premium plan', 'PAY123', 'June 1, 2026 at 8:05 AM', 'non-refundable'])
        expect(body).toContain(value);
    }
    expect(mail.text).toMatch(/^Payment: +Paid by card: \$85\.50 \(Visa ending 1111\)$/m);
    expect(mail.text).toContain(`See your plan online:\n${MANAGE_URL}`);
    expect(mail.text).not.toMatch(/N\/A|^Date:|^Time:|within the hour/m);
    expect(planPurchasedMail({ booking: { ...ride, ...PLAN }, code: 'C', rides: 1, planName: 'Basic' }, contact).text).toContain('one of your 1 ride.');
  });

  it('tells the owner of a plan bought as a purchase with nothing to confirm', () => {
    const mail = newBookingOwnerMail({ ...ride, ...PLAN }, contact);
    expect(mail.subject).toBe('New purchase 254-K7Q2XM: Subscription Service');
    expect(mail.text).toContain('Nothing needs confirming.');
    expect(mail.text).not.toMatch(/N\/A|within the hour/);
  });

  it.each([
    [0, 'No cancellation fee applies.'],
    [2000, 'A cancellation fee of $20.00 applies.'],
  ])('confirms a cancellation with fee %i cents', (feeCents, sentence) => {
    const mail = bookingCancelledMail({ booking: ride, feeCents }, contact);
    expect(mail.subject).toBe('Booking 254-K7Q2XM cancelled');
    expect(mail.text).toContain(sentence);
    expect(mail.mjml).toContain(sentence);
  });

  it('says who cancelled, what goes back to the card, and what came back to the plan', () => {
    const mail = bookingCancelledMail(
      {
        booking: { ...ride, manageUrl: MANAGE_URL },
        feeCents: 0,
        cancelledBy: 'customer',
        refund: { amountCents: 8550, simulated: false },
        codeReturned: 'plan',
      },
      contact,
    );
    expect(mail.text).toContain('Your booking 254-K7Q2XM has been cancelled as you asked. No cancellation fee applies.');
    expect(mail.text).toContain('$85.50 is being refunded to your card; depending on your bank it shows within 5 to 10 business days.');
    expect(mail.text).toContain('The ride goes back to your plan.');
    expect(mail.text).toMatch(/Refund: +\$85\.50\n/);
    expect(mail.text).toContain(`See your cancelled booking online:\n${MANAGE_URL}`);
    const waived = bookingCancelledMail(
      { booking: ride, feeCents: 0, cancelledBy: 'owner', feeWaived: true, refund: { amountCents: 100, simulated: true } },
      contact,
    );
    expect(waived.text).toContain('has been cancelled by Ogden Rides & Deliveries. No cancellation fee applies: we waived it.');
    expect(waived.text).toContain('A refund of $1.00 was simulated: the site is in test mode and no card was charged.');
  });

  it('tells the customer the owner confirmed the booking, with the link', () => {
    const mail = bookingConfirmedMail({ ...ride, manageUrl: MANAGE_URL }, contact);
    expect(mail.subject).toBe('Booking 254-K7Q2XM confirmed: Ride Service on Wednesday, June 3, 2026');
    expect(mail.text).toContain('Good news: your booking 254-K7Q2XM is confirmed.');
    expect(mail.text).toContain(MANAGE_URL);
  });

  it('tells the customer where the owner moved the booking from and to', () => {
    const mail = bookingMovedMail(
      { booking: { ...ride, serviceDate: '2026-06-04', serviceTime: '09:00' }, from: { serviceDate: '2026-06-03', serviceTime: '14:30' } },
      contact,
    );
    expect(mail.subject).toBe('Booking 254-K7Q2XM moved to Thursday, June 4, 2026 at 9:00 AM');
    expect(mail.text).toContain('Your booking 254-K7Q2XM has moved from Wednesday, June 3, 2026 at 2:30 PM to Thursday, June 4, 2026 at 9:00 AM.');
  });

  it("tells the owner of a customer's cancellation, with the fee and the refund", () => {
    const mail = customerCancelledOwnerMail({ booking: ride, feeCents: 2000, refund: { amountCents: 6550, simulated: false } }, contact);
    expect(mail.subject).toBe('Booking 254-K7Q2XM cancelled by the customer: Ride Service, Wednesday, June 3, 2026 at 2:30 PM');
    for (const value of ['Dana Smith', '(801) 555-0123', 'dana@example.com', '$20.00', '$65.50']) expect(mail.text).toContain(value);
  });

  it("tells the owner of a customer's move, from where to where, with the customer's contact details", () => {
    const mail = customerMovedOwnerMail(
      { booking: { ...ride, serviceDate: '2026-06-04', serviceTime: '09:00' }, from: { serviceDate: '2026-06-03', serviceTime: '14:30' } },
      contact,
    );
    expect(mail.subject).toBe('Booking 254-K7Q2XM moved by the customer to Thursday, June 4, 2026 at 9:00 AM');
    expect(mail.text).toContain('The customer moved booking 254-K7Q2XM online from Wednesday, June 3, 2026 at 2:30 PM to Thursday, June 4, 2026 at 9:00 AM.');
    expect(mail.text).toMatch(/Moved from: +Wednesday, June 3, 2026 at 2:30 PM/);
    expect(mail.text).toContain('dana@example.com');
    expect(mail.text).toContain('(801) 555-0123');
  });

  it('asks the owner to refund by hand when the card processor refused the refund', () => {
    const mail = refundFailedOwnerMail(
      { reference: 'K7Q2XM', customerName: 'Dana Smith', amountCents: 8550, paymentId: 'pay_123', failureCode: 'REFUND_REJECTED' },
      contact,
    );
    expect(mail.subject).toBe('Refund for booking 254-K7Q2XM failed: please refund $85.50 by hand');
    for (const value of ['pay_123', 'REFUND_REJECTED', 'Dana Smith']) expect(mail.text).toContain(value);
  });

  it('passes an inquiry to the owner and promises the customer an answer within one business day', () => {
    const facts = {
      inquiryType: 'bulk-rides',
      inquiryId: INQUIRY_ID,
      name: 'Lee Park',
      email: 'lee@example.com',
      phone: '801-555-0100',
      details: '12 rides a month\nto the clinic',
      language: 'en' as const,
    };
    const owner = inquiryOwnerMail(facts, contact);
    expect(owner.subject).toBe('New bulk rides inquiry from Lee Park');
    for (const value of ['Lee Park', 'lee@example.com', '801-555-0100', '12 rides a month', 'INQ-3F2A9C1B']) expect(owner.text).toContain(value);
    expect(owner.mjml).toContain('12 rides a month<br>to the clinic');
    const ack = inquiryAckMail(facts, contact);
    expect(ack.subject).toBe('Thank you for your inquiry - Ogden Rides & Deliveries');
    for (const body of [ack.text, ack.mjml]) {
      for (const value of ['Hi Lee Park,', 'We will respond within one business day', 'Bulk rides', 'INQ-3F2A9C1B']) expect(body).toContain(value);
    }
  });

  describe(inquiryAckMail.name, () => {
    const phishing = {
      inquiryType: 'handyman',
      inquiryId: INQUIRY_ID,
      name: 'Your account is locked, verify at https://evil.example/login',
      email: 'victim@example.com',
      phone: '8015550123',
      details: 'URGENT: your payment failed. Sign in at http://bank.evil.example/verify <script>',
      language: 'en' as const,
    };

    it('repeats nothing the sender typed but a name cleaned of links, and never the details', () => {
      const ack = inquiryAckMail(phishing, contact);
      for (const body of [ack.subject, ack.text, ack.mjml]) {
        for (const typed of ['evil.example', 'https://', 'http://', 'URGENT', 'payment failed', '<script>', 'victim@example.com', '8015550123']) {
          expect(body).not.toContain(typed);
        }
      }
      expect(ack.text).toContain('Hi Your account is locked verify at,');
      expect(ack.text).toContain('Handyman');
      expect(ack.text).toContain('INQ-3F2A9C1B');
    });

    it.each([
      ['a name that is only a link', 'https://evil.example'],
      ['a name that is an address', 'pat@evil.example'],
      ['a name that looks like a domain', 'evil.example'],
      ['no letters at all', '1234 !!'],
    ])('says "Hello," for %s', (_case, name) => {
      const ack = inquiryAckMail({ ...phishing, name }, contact);
      expect(ack.text.startsWith('Hello,\n')).toBe(true);
      expect(ack.mjml).toContain('<p>Hello,</p>');
      expect(ack.text).not.toContain(name);
    });

    it('escapes what is left of the name in the HTML', () => {
      const ack = inquiryAckMail({ ...phishing, name: "Pat O'Neil" }, contact);
      expect(ack.mjml).toContain('Hi Pat O&#39;Neil,');
    });

    it('thanks a Spanish-speaking sender in Spanish, with the same care for what they typed', () => {
      const ack = inquiryAckMail({ ...phishing, language: 'es' }, contact);
      expect(ack.subject).toBe('Gracias por su consulta - Ogden Rides & Deliveries');
      expect(ack.text).toContain('Hola, Your account is locked verify at:\nGracias por su consulta. Le responderemos en un plazo de un día hábil.');
      expect(ack.text).toMatch(/Consulta: +Reparaciones/);
      expect(ack.text).toMatch(/Referencia: +INQ-3F2A9C1B/);
      expect(inquiryAckMail({ ...phishing, language: 'es', name: 'https://evil.example' }, contact).text.startsWith('Hola:\n')).toBe(true);
      for (const body of [ack.subject, ack.text, ack.mjml]) expect(body).not.toContain('evil.example');
    });
  });

  it('sends the password reset link, escaped in the href', () => {
    const mail = passwordResetMail({ resetUrl: 'https://rides.test/auth/reset?token=a&b', expiresInMinutes: 30 }, contact);
    expect(mail.subject).toBe('Reset your Ogden Rides & Deliveries password');
    expect(mail.text).toContain('https://rides.test/auth/reset?token=a&b');
    expect(mail.text).toContain('30 minutes');
    expect(mail.mjml).toContain('href="https://rides.test/auth/reset?token=a&amp;b"');
  });
});

describe('formatting helpers', () => {
  it.each([
    ['2026-06-03', 'Wednesday, June 3, 2026'],
    ['2026-11-01', 'Sunday, November 1, 2026'],
    [null, 'N/A'],
  ])('formats the day %s as %s', (day, expected) => {
    expect(formatServiceDate(day)).toBe(expected);
  });

  it.each([
    ['00:15', '12:15 AM'],
    ['09:05', '9:05 AM'],
    ['12:00', '12:00 PM'],
    ['17:45', '5:45 PM'],
    ['08:00-10:00', '8:00 AM - 10:00 AM'],
    [null, 'N/A'],
  ])('formats the time %s as %s', (time, expected) => {
    expect(formatServiceTime(time)).toBe(expected);
  });
});

describe('customer mails in Spanish', () => {
  const spanish: BookingMailFacts = { ...ride, language: 'es', manageUrl: MANAGE_URL };
  const paidAt = new Date('2026-06-01T14:05:00Z');
  const VISA = { method: 'card', brand: 'VISA', last4: '1111' } as const;
  const mails: [string, RenderedMail][] = [
    ['booking received', bookingReceivedMail(spanish, contact)],
    ['booking received, confirmed', bookingReceivedMail({ ...spanish, confirmed: true }, contact)],
    ['plan received', bookingReceivedMail({ ...spanish, ...PLAN, money: { kind: 'due', dueCents: 8550, linkSent: true } }, contact)],
    [
      'payment receipt',
      paymentReceiptMail({ booking: spanish, amountCents: 8550, paymentId: 'pay_1', paidAt, paidWith: VISA, note: 'Pagó en la recogida' }, contact),
    ],
    ['refund issued', refundIssuedMail({ booking: spanish, refund: { amountCents: 500, simulated: false }, reason: 'Viaje más corto' }, contact)],
    ['pay link', payLinkMail({ booking: spanish, amountCents: 8550, payUrl: 'https://rides.example.test/checkout?bookingId=bk_1' }, contact)],
    [
      'fee pay link',
      payLinkMail({ booking: spanish, amountCents: 2000, payUrl: 'https://rides.example.test/checkout?bookingId=bk_1', cancellationFee: true }, contact),
    ],
    [
      'plan purchased',
      planPurchasedMail(
        {
          booking: { ...spanish, ...PLAN },
          code: 'PLAN-K7Q2XM9A',
          rides: 8,
          planName: 'Premium',
          receipt: { amountCents: 8550, paymentId: 'pay_1', paidAt, paidWith: VISA },
        },
        contact,
      ),
    ],
    ['manage link asked', manageLinkMail({ booking: spanish, reason: 'asked' }, contact)],
    ['manage link replaced', manageLinkMail({ booking: spanish, reason: 'replaced' }, contact)],
    [
      'cancelled by the customer, refunded',
      bookingCancelledMail(
        { booking: spanish, feeCents: 2000, cancelledBy: 'customer', refund: { amountCents: 6550, simulated: true }, codeReturned: 'plan' },
        contact,
      ),
    ],
    [
      'cancelled by the owner, waived',
      bookingCancelledMail({ booking: spanish, feeCents: 0, cancelledBy: 'owner', feeWaived: true, codeReturned: 'code' }, contact),
    ],
    ['booking confirmed', bookingConfirmedMail(spanish, contact)],
    ['booking moved', bookingMovedMail({ booking: spanish, from: { serviceDate: '2026-06-02', serviceTime: '09:00' } }, contact)],
  ];

  /** The English catalog's words: each value's text between its placeholders, long enough to be telling. */
  const englishFragments = Object.values(en)
    .flatMap((section) => Object.values(section))
    .flatMap((value) => value.split(/\{\{\w+\}\}/))
    .map((fragment) => fragment.trim())
    .filter((fragment) => fragment.length >= 8);

  it.each(mails)('%s: no English catalog words in the subject, the text or the HTML', (_kind, mail) => {
    for (const part of [mail.subject, mail.text, mail.mjml]) {
      expect(englishFragments.filter((fragment) => part.includes(fragment))).toEqual([]);
    }
    expect(mail.text).toContain('Hola, Dana Smith:');
  });

  it('tells the owner, in English, which language the customer reads', () => {
    const owner = newBookingOwnerMail(spanish, contact);
    expect(owner.text).toMatch(/^Language: +Spanish$/m);
    expect(owner.text).toContain('A new booking came in.');
    expect(newBookingOwnerMail(ride, contact).text).not.toContain('Language:');
  });

  it.each(mails)('%s: renders to HTML marked Spanish, a button for a link to pay', async (kind, mail) => {
    const html = await mailHtml(mail.mjml);
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('Hola, Dana Smith:');
    if (kind.includes('pay link'))
      expect(html).toMatch(/<a\s+href="https:\/\/rides\.example\.test\/checkout\?bookingId=bk_1"[^>]*>\s*Pagar \$\d+\.\d\d ahora\s*<\/a>/);
  });

  it('writes days, times and money as Spanish readers write them, in US dollars', () => {
    const [, moved] = mails.find(([kind]) => kind === 'booking moved')!;
    expect(moved.subject).toBe('Su reservación 254-K7Q2XM cambió a miércoles, 3 de junio de 2026, 2:30 p.m.');
    expect(moved.text).toContain('cambió de martes, 2 de junio de 2026, 9:00 a.m. a miércoles, 3 de junio de 2026, 2:30 p.m.');
    const [, receipt] = mails.find(([kind]) => kind === 'payment receipt')!;
    expect(receipt.text).toMatch(/Monto pagado: +\$85\.50/);
    expect(receipt.text).toMatch(/Fecha de pago: +1 de junio de 2026 a las 8:05 a\.m\./);
    expect(receipt.text).toMatch(/Forma de pago: +Visa terminada en 1111/);
    expect(receipt.text).toMatch(/Pago: +Pagado con tarjeta: \$85\.50 \(Visa terminada en 1111\)/);
  });
});
