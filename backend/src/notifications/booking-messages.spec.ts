import { bookingRow } from '../../test/fixtures/booking-rows.js';
import { recordingEntityManager } from '../../test/fakes/recording-entity-manager.js';
import { parseCalendar } from '../../test/support/parsed-calendar.js';
import type { AppConfig } from '../config/app-config.js';
import type { MailCalendarEvent } from '../mail/mail-outbox.entity.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import type { MailSettings } from '../mail/mail-settings.js';
import type { TextSettings } from '../mail/text-settings.js';
import { LiveNotificationRules } from '../config/live-notification-rules.js';
import { BookingPayments } from '../bookings/booking-payments.service.js';
import type { Booking } from '../bookings/booking.entity.js';
import { ManageLinks } from '../bookings/manage-links.service.js';
import { noticesOf, type BookingNow } from '../domain/booking-notices.js';
import { BookingMessages } from './booking-messages.js';
import { changeFactsOf, type ChangeRecord } from './change-records.js';
import { OwnerTexts } from './owner-texts.service.js';

const NOW = new Date('2026-06-01T14:05:00Z');
const MAIL_SETTINGS = {
  contact: { businessName: 'Ogden Rides & Deliveries', ownerEmail: 'owner@ogden-rides.test', ownerPhone: '(801) 555-0100', timeZone: 'America/Denver' },
} as MailSettings;
/** No Twilio settings: texts are off (the owner's texts are notifications/owner-texts.service.spec.ts's). */
const TEXTS_OFF = { twilio: null } as TextSettings;
const CONFIG = {
  env: {
    PUBLIC_BASE_URL: 'https://rides.example.test',
    BUSINESS_NAME: 'Ogden Rides & Deliveries',
    BUSINESS_TIME_ZONE: 'America/Denver',
    OWNER_EMAIL: 'owner@ogden-rides.test',
  },
} as AppConfig;
/** A booking paid by card, so it is mailed about. */
const PAID = { paymentStatus: 'paid', paymentMethod: 'card', holdExpiresAt: null } as const;
const UID = 'booking-K7QM2X@rides.example.test';

interface QueuedMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  calendarEvent: MailCalendarEvent | null;
}

/** Twilio set up: texts go out. */
const TEXTS_ON = { twilio: { accountSid: 'AC123', authToken: 'token', from: '+18015550100', apiBaseUrl: null } } as TextSettings;

/** The payments ledger answers one payment (BookingPayments.find). */
const LEDGER_ROW = {
  id: 'ledger-7',
  booking_id: 'bk_1',
  purpose: 'booking',
  method: 'cash',
  amount_cents: 4000,
  received_at: NOW,
  processor_payment_id: null,
  card_brand: null,
  card_last4: null,
  receipt_url: null,
  note: 'Paid at pickup',
  recorded_by: 'owner:owner',
  refunds: [],
};
const NOW_ONLINE: BookingNow = { awaitsCard: false, cancelled: false, online: true, plan: false, language: 'en', textsEnabled: false, textsChosen: false };

/** A change record as the writer writes it, with the facts the notices need. */
const record = (action: ChangeRecord['action'], changes: Record<string, unknown> = {}, actor: ChangeRecord['actor'] = 'customer'): ChangeRecord => ({
  id: '1',
  bookingId: bookingRow().id,
  at: NOW,
  actor,
  action,
  changes,
});

describe(BookingMessages.name, () => {
  const setUp = (textSettings: TextSettings = TEXTS_OFF) => {
    const db = recordingEntityManager({ answer: (sql) => (sql.includes('WHERE p.id = $1') ? [LEDGER_ROW] : undefined) });
    const clock = { now: () => NOW };
    const outbox = new MailOutboxService(db.dataSource, MAIL_SETTINGS, textSettings, clock);
    const ownerTexts = new OwnerTexts(outbox, new LiveNotificationRules(), CONFIG, clock);
    const sut = new BookingMessages(
      outbox,
      new ManageLinks(CONFIG, clock),
      new BookingPayments(db.dataSource),
      ownerTexts,
      new LiveNotificationRules(),
      CONFIG,
      clock,
    );
    /** Sends what the notifier decides for `change` about `booking`. */
    const tell = (change: ChangeRecord, booking: Booking, now: Partial<BookingNow> = {}) =>
      sut.send(
        db.manager,
        change,
        booking,
        noticesOf(changeFactsOf(change), { ...NOW_ONLINE, textsEnabled: textSettings.twilio !== null, ...now }).notices,
        null,
      );
    const queued = (): QueuedMail[] =>
      db.calls.flatMap((call) =>
        call.kind === 'query' && call.sql.includes('INSERT INTO mail_outbox')
          ? [
              {
                kind: call.params[0] as string,
                to: call.params[1] as string,
                subject: call.params[2] as string,
                text: call.params[3] as string,
                calendarEvent: call.params[8] === null ? null : (JSON.parse(call.params[8] as string) as MailCalendarEvent),
              },
            ]
          : [],
      );
    const texts = () =>
      db.calls.flatMap((call) =>
        call.kind === 'query' && call.sql.includes("VALUES ('text'") ? [{ kind: call.params[0], to: call.params[1], body: call.params[2] }] : [],
      );
    const dedupeKeys = () => db.calls.flatMap((call) => (call.kind === 'query' && call.sql.includes('INSERT INTO mail_outbox') ? [call.params[6]] : []));
    return { sut, db, tell, queued, texts, dedupeKeys };
  };

  describe('money', () => {
    const PAY_URL = `https://rides.example.test/checkout?bookingId=${bookingRow().id}`;
    const payLink = (changes: Record<string, unknown>) => record('payment-link-sent', { amountCents: 4550, ...changes }, 'owner:owner');

    it('sends a payment link by mail, and by text only when asked and texts are on', async () => {
      const off = setUp();
      await off.tell(payLink({ byText: true }), bookingRow({ totalCents: 4550 }));
      expect(off.queued().map((mail) => [mail.kind, mail.to])).toEqual([['pay-link', 'jamie@example.com']]);
      expect(off.queued()[0]!.text).toContain(PAY_URL);
      expect(off.texts()).toEqual([]);

      const on = setUp(TEXTS_ON);
      await on.tell(payLink({ byText: true }), bookingRow({ totalCents: 4550 }));
      expect(on.texts()).toEqual([{ kind: 'pay-link-text', to: '+18015550123', body: expect.stringContaining(`pay $45.50 for booking`) }]);
      expect(on.texts()[0]!.body).toContain(PAY_URL);
      const notAsked = setUp(TEXTS_ON);
      await notAsked.tell(payLink({ byText: false }), bookingRow());
      expect(notAsked.texts()).toEqual([]);
    });

    it("words a link for a cancelled booking's owed fee as the fee, at the fee's amount", async () => {
      const cancelled = bookingRow({ status: 'cancelled', totalCents: 4550, cancellationFeeCents: 2000, cancellationFeeOwedCents: 2000 });
      const link = payLink({ purpose: 'cancellation-fee', amountCents: 2000, byText: true });
      const byMail = setUp();
      await byMail.tell(link, cancelled, { cancelled: true });
      expect(byMail.queued()[0]!.subject).toBe('Cancellation fee for booking 254-K7QM2X');
      expect(byMail.queued()[0]!.text).toContain('Here is the link to pay $20.00 for the cancellation fee of your booking by card:');
      const byText = setUp(TEXTS_ON);
      await byText.tell(link, cancelled, { cancelled: true });
      expect(byText.texts()[0]!.body).toContain('pay $20.00 for the cancellation fee of booking 254-K7QM2X here: ');
    });

    it('sends one receipt per payment, named by the payment', async () => {
      const { tell, queued, dedupeKeys } = setUp();
      await tell(record('paid', { method: 'cash', amountCents: 4000, paymentRecordId: 'ledger-7' }, 'owner:owner'), bookingRow({ ...PAID }), { online: false });
      expect(queued().map((mail) => mail.kind)).toEqual(['payment-receipt']);
      expect(queued()[0]!.text).toContain('Paid at pickup');
      expect(dedupeKeys()).toEqual(['payment-receipt:ledger-7']);
    });
  });

  describe('received', () => {
    it('sends the booking to the customer as an invitation with the confirmation and the receipt, and a notice to the owner', async () => {
      const { tell, queued } = setUp();
      await tell(record('paid', { method: 'card', amountCents: 4000, paymentRecordId: 'ledger-7', awaitedCard: true }), bookingRow({ ...PAID }));
      const mails = queued();
      expect(mails.map((mail) => [mail.kind, mail.calendarEvent?.method ?? null])).toEqual([
        ['booking-received', 'REQUEST'],
        ['payment-receipt', 'REQUEST'],
        ['booking-new-owner', null],
      ]);
      const { events } = parseCalendar(mails[0].calendarEvent!.content);
      expect(events[0]).toMatchObject({ uid: UID, sequence: 0, status: 'TENTATIVE' });
      expect(events[0].dtstamp.toISOString()).toBe(NOW.toISOString());
      expect(mails[0].calendarEvent!.filename).toBe('booking-254-K7QM2X.ics');
      // The owner's mail carries no manage link: it is the customer's.
      expect(mails[2].text).not.toContain('/manage/');
    });

    it('attaches nothing for a plan bought without a date', async () => {
      const { tell, queued } = setUp();
      await tell(
        record('created', { source: 'phone' }, 'owner:owner'),
        bookingRow({ ...PAID, serviceDate: null, serviceTime: null, startsAt: null, endsAt: null }),
        {
          online: false,
        },
      );
      expect(queued().map((mail) => [mail.kind, mail.calendarEvent])).toEqual([['booking-received', null]]);
    });
  });

  describe('moved', () => {
    const FROM = { serviceDate: '2026-06-03', serviceTime: '10:00' };
    const moved = () =>
      bookingRow({
        ...PAID,
        status: 'confirmed',
        serviceTime: '14:00',
        startsAt: new Date('2026-06-03T20:00:00Z'),
        endsAt: new Date('2026-06-03T20:20:00Z'),
        calendarSequence: 1,
      });

    it("sends the customer the moved event with the raised SEQUENCE; the owner's own move tells nobody else", async () => {
      const { tell, queued } = setUp();
      await tell(record('edited', { movedFrom: FROM }, 'owner:admin'), moved());
      const mails = queued();
      expect(mails.map((mail) => mail.kind)).toEqual(['booking-moved']);
      expect(mails[0].calendarEvent!.method).toBe('REQUEST');
      const { lines, events } = parseCalendar(mails[0].calendarEvent!.content);
      expect(events[0]).toMatchObject({ uid: UID, sequence: 1, status: 'CONFIRMED' });
      expect(lines).toContain('DTSTART;TZID=America/Denver:20260603T140000');
    });

    it("tells the owner of the customer's own move, from where to where", async () => {
      const { tell, queued } = setUp();
      await tell(record('edited', { movedFrom: FROM }), moved());
      const [customer, owner] = queued();
      expect([customer.kind, customer.to]).toEqual(['booking-moved', 'jamie@example.com']);
      expect(owner).toMatchObject({ kind: 'booking-moved-owner', to: 'owner@ogden-rides.test', calendarEvent: null });
      expect(owner.subject).toBe('Booking 254-K7QM2X moved by the customer to Wednesday, June 3, 2026 at 2:00 PM');
      expect(owner.text).toContain(
        'The customer moved booking 254-K7QM2X online from Wednesday, June 3, 2026 at 10:00 AM to Wednesday, June 3, 2026 at 2:00 PM.',
      );
      expect(owner.text).toContain('(801) 555-0123');
      expect(owner.text).not.toContain('/manage/');
    });
  });

  describe('cancelled', () => {
    it('sends the customer the cancellation of the event (METHOD:CANCEL) with the raised SEQUENCE', async () => {
      const { tell, queued } = setUp();
      await tell(record('cancelled', { feeCents: 0, refund: null }), bookingRow({ ...PAID, status: 'cancelled', calendarSequence: 2 }), { cancelled: true });
      const [customer, owner] = queued();
      expect(customer.kind).toBe('booking-cancelled');
      expect(customer.calendarEvent!.method).toBe('CANCEL');
      const { method, events } = parseCalendar(customer.calendarEvent!.content);
      expect(method).toBe('CANCEL');
      expect(events[0]).toMatchObject({ uid: UID, sequence: 2, status: 'CANCELLED' });
      expect(owner).toMatchObject({ kind: 'booking-cancelled-owner', calendarEvent: null });
    });

    it('states the refund the cancellation made, test-mode ones as such', async () => {
      const { tell, queued } = setUp();
      await tell(
        record('cancelled', { feeCents: 1000, refund: { id: 'rf_1', amountCents: 3000, status: 'succeeded', simulated: true } }, 'owner:owner'),
        bookingRow({ ...PAID, status: 'cancelled', calendarSequence: 1 }),
        { cancelled: true },
      );
      expect(queued().map((mail) => mail.kind)).toEqual(['booking-cancelled']);
      expect(queued()[0].text).toContain('$30.00');
    });
  });

  describe('in the customer language', () => {
    it("texts a Spanish-speaking customer's pay link and booking link in Spanish", async () => {
      const { tell, texts } = setUp(TEXTS_ON);
      const booking = bookingRow({ totalCents: 4550, language: 'es' });
      await tell(record('payment-link-sent', { amountCents: 4550, byText: true }, 'owner:owner'), booking, { language: 'es' });
      await tell(record('link-sent', { reason: 'asked', byText: true, window: '7' }), booking, { language: 'es' });
      expect(texts().map((text) => text.body)).toEqual([
        `Ogden Rides & Deliveries: pague $45.50 por la reservación 254-K7QM2X aquí: https://rides.example.test/checkout?bookingId=${booking.id}`,
        expect.stringMatching(/^Ogden Rides & Deliveries: su reservación 254-K7QM2X: https:\/\/rides\.example\.test\/manage\/[\w-]{32}$/),
      ]);
    });
  });

  describe('links', () => {
    it('sends a link the customer asked for by text when they named their phone, one per window', async () => {
      const { tell, texts, db } = setUp(TEXTS_ON);
      await tell(record('link-sent', { reason: 'asked', byText: true, window: '42' }), bookingRow({ ...PAID }));
      expect(texts()).toEqual([
        { kind: 'manage-link-text', to: '+18015550123', body: expect.stringMatching(/your booking 254-K7QM2X: https:\/\/rides\.example\.test\/manage\//) },
      ]);
      const keys = db.calls.flatMap((call) => (call.kind === 'query' && call.sql.includes("VALUES ('text'") ? [call.params] : []));
      expect(JSON.stringify(keys)).toContain(`manage-link:${bookingRow().id}:42`);
    });
  });
});
