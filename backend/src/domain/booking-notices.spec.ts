import { noticesOf, type BookingNow, type ChangeFacts, type Notice } from './booking-notices.js';

const BOOKING: BookingNow = { awaitsCard: false, cancelled: false, online: true, plan: false, language: 'en', textsEnabled: true, textsChosen: true };

/** A notice in short: 'customer mail booking-received', 'owner text owner-booking-paid'. */
const short = ({ audience, channel, message }: Notice) => `${audience} ${channel} ${message}`;

describe('noticesOf', () => {
  const cases: [string, ChangeFacts, Partial<BookingNow>, string[]][] = [
    [
      'an online booking needing no card: the customer and the owner',
      { action: 'created', byCustomer: true },
      {},
      ['customer mail booking-received', 'owner mail booking-new-owner', 'owner text owner-booking-new'],
    ],
    [
      'a booking the owner entered on the phone: the customer only',
      { action: 'created', byCustomer: false, byPhone: true },
      { online: false },
      ['customer mail booking-received'],
    ],
    ['an online booking waiting for its card: nobody yet', { action: 'created', byCustomer: true, awaitedCard: true }, { awaitsCard: true }, []],
    [
      'a plan entered on the phone: its code waits for its payment',
      { action: 'created', byCustomer: false, byPhone: true },
      { online: false, plan: true },
      ['customer mail booking-received'],
    ],
    [
      'paid by card online: confirmation, receipt, the owner',
      { action: 'paid', byCustomer: true, byCard: true, awaitedCard: true, paymentRecorded: true },
      {},
      ['customer mail booking-received', 'customer mail payment-receipt', 'owner mail booking-new-owner', 'owner text owner-booking-paid'],
    ],
    [
      'a plan paid by card: its code (with the receipt) in one mail, and the owner',
      { action: 'paid', byCustomer: true, byCard: true, awaitedCard: true, paymentRecorded: true },
      { plan: true },
      ['customer mail subscription-code', 'owner mail booking-new-owner', 'owner text owner-booking-paid'],
    ],
    [
      'a charge already known: no receipt, the owner hears of a new booking',
      { action: 'paid', byCustomer: true, byCard: true, awaitedCard: true, paymentRecorded: false },
      {},
      ['customer mail booking-received', 'owner mail booking-new-owner', 'owner text owner-booking-new'],
    ],
    [
      'a phone booking paid through its pay link: the receipt (its confirmation went when it was made)',
      { action: 'paid', byCustomer: true, byCard: true, paymentRecorded: true },
      { online: false },
      ['customer mail booking-received', 'customer mail payment-receipt'],
    ],
    [
      'cash the owner received: the receipt',
      { action: 'paid', byCustomer: false, paymentRecorded: true },
      { online: false },
      ['customer mail payment-receipt'],
    ],
    [
      'cash for a plan: its code',
      { action: 'paid', byCustomer: false, paymentRecorded: true },
      { online: false, plan: true },
      ['customer mail subscription-code'],
    ],
    [
      'cash for an online booking that waited for its card: it is in, and the owner is not told of their own entry',
      { action: 'paid', byCustomer: false, awaitedCard: true, paymentRecorded: true },
      {},
      ['customer mail booking-received', 'customer mail payment-receipt'],
    ],
    [
      'the owner confirms',
      { action: 'status-changed', byCustomer: false, statusFrom: 'pending', statusTo: 'confirmed' },
      {},
      ['customer mail booking-confirmed'],
    ],
    [
      'a paid booking confirms itself: its paid mail says so',
      { action: 'status-changed', byCustomer: false, statusFrom: 'pending', statusTo: 'confirmed', reason: 'paid' },
      {},
      [],
    ],
    ['confirmed while still waiting for its card: nobody', { action: 'status-changed', byCustomer: false, statusTo: 'confirmed' }, { awaitsCard: true }, []],
    ['completed: nobody', { action: 'status-changed', byCustomer: false, statusFrom: 'confirmed', statusTo: 'completed' }, {}, []],
    ['an edit of the notes: nobody', { action: 'edited', byCustomer: false }, {}, []],
    ['the owner moves it: the customer', { action: 'edited', byCustomer: false, moved: true }, {}, ['customer mail booking-moved']],
    [
      'the customer moves it: the customer and the owner',
      { action: 'edited', byCustomer: true, moved: true },
      {},
      ['customer mail booking-moved', 'owner mail booking-moved-owner', 'owner text owner-booking-moved'],
    ],
    ['the owner cancels: the customer', { action: 'cancelled', byCustomer: false }, { cancelled: true }, ['customer mail booking-cancelled']],
    [
      'the customer cancels: the customer and the owner',
      { action: 'cancelled', byCustomer: true },
      { cancelled: true },
      ['customer mail booking-cancelled', 'owner mail booking-cancelled-owner', 'owner text owner-booking-cancelled'],
    ],
    ['an unpaid hold cancelled: nobody', { action: 'cancelled', byCustomer: true }, { cancelled: true, awaitsCard: true }, []],
    ['a hold released by the clock: nobody', { action: 'hold-released', byCustomer: false }, { cancelled: true, awaitsCard: true }, []],
    ['a refund', { action: 'refunded', byCustomer: false }, {}, ['customer mail refund-issued']],
    ['an owed fee paid', { action: 'fee-paid', byCustomer: true, paymentRecorded: true }, { cancelled: true }, ['customer mail payment-receipt']],
    ['a second charge', { action: 'charged-again', byCustomer: true, paymentRecorded: true }, {}, ['customer mail payment-receipt']],
    ['a pay link by mail', { action: 'payment-link-sent', byCustomer: false }, {}, ['customer mail pay-link']],
    [
      'a pay link by mail and text',
      { action: 'payment-link-sent', byCustomer: false, byText: true },
      {},
      ['customer mail pay-link', 'customer text pay-link-text'],
    ],
    ['a link asked for by mail', { action: 'link-sent', byCustomer: true }, {}, ['customer mail manage-link']],
    ['a link asked for by phone', { action: 'link-sent', byCustomer: true, byText: true }, {}, ['customer text manage-link-text']],
    [
      'reminders due by mail and text',
      { action: 'reminded', byCustomer: false, reminders: ['mail', 'text'] },
      {},
      ['customer mail reminder-mail', 'customer text reminder-text'],
    ],
    [
      'on my way, texts chosen: mail and text',
      { action: 'trip-moved', byCustomer: false, tripTo: 'on-the-way' },
      {},
      ['customer mail trip-on-the-way', 'customer text trip-on-the-way-text'],
    ],
    [
      'on my way, texts not chosen: mail only',
      { action: 'trip-moved', byCustomer: false, tripTo: 'on-the-way' },
      { textsChosen: false },
      ['customer mail trip-on-the-way'],
    ],
    [
      'on my way, texts off for the business: mail only',
      { action: 'trip-moved', byCustomer: false, tripTo: 'on-the-way' },
      { textsEnabled: false },
      ['customer mail trip-on-the-way'],
    ],
    ['arrived', { action: 'trip-moved', byCustomer: false, tripTo: 'arrived' }, {}, ['customer mail trip-arrived', 'customer text trip-arrived-text']],
    ['picked up: nothing to tell', { action: 'trip-moved', byCustomer: false, tripTo: 'picked-up' }, {}, []],
    ['a trip step on a booking cancelled since: nothing', { action: 'trip-moved', byCustomer: false, tripTo: 'arrived' }, { cancelled: true }, []],
    ['a trip step taken back: nothing', { action: 'trip-undone', byCustomer: false }, {}, []],
    ['a reminder for a booking cancelled since: nothing', { action: 'reminded', byCustomer: false, reminders: ['text'] }, { cancelled: true }, []],
    [
      'a link asked for by phone, texts off: by mail',
      { action: 'link-sent', byCustomer: true, byText: true },
      { textsEnabled: false },
      ['customer mail manage-link'],
    ],
  ];

  it.each(cases)('%s', (_name, change, booking, expected) => {
    expect(noticesOf(change, { ...BOOKING, ...booking }).notices.map(short)).toEqual(expected);
  });

  it.each([
    ['cancelled', { action: 'cancelled', byCustomer: true }, 'cancelled'],
    ['moved', { action: 'edited', byCustomer: false, moved: true }, 'moved'],
    ['edited', { action: 'edited', byCustomer: false }, null],
    ['paid', { action: 'paid', byCustomer: true, byCard: true }, null],
  ] as [string, ChangeFacts, string | null][])('withdraws what a change makes wrong: %s', (_name, change, withdraw) => {
    expect(noticesOf(change, BOOKING).withdraw).toBe(withdraw);
  });

  it("speaks to the customer in their language and to the owner in English, the customer's texts after the quiet hours", () => {
    const { notices } = noticesOf({ action: 'cancelled', byCustomer: true }, { ...BOOKING, language: 'es' });
    expect(notices.map(({ audience, language, timing }) => [audience, language, timing])).toEqual([
      ['customer', 'es', 'now'],
      ['owner', 'en', 'now'],
      ['owner', 'en', 'owner-quiet-hours'],
    ]);
    const payLink = noticesOf({ action: 'payment-link-sent', byCustomer: false, byText: true }, { ...BOOKING, language: 'es' }).notices;
    expect(payLink.map(({ channel, language, timing }) => [channel, language, timing])).toEqual([
      ['mail', 'es', 'now'],
      ['text', 'es', 'customer-quiet-hours'],
    ]);
    // A link the customer asked for by phone answers them at once, whatever the hour.
    expect(noticesOf({ action: 'link-sent', byCustomer: true, byText: true }, BOOKING).notices[0].timing).toBe('now');
  });
});
