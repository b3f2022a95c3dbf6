import { bookingRow } from '../../test/fixtures/booking-rows.js';
import { recordingEntityManager } from '../../test/fakes/recording-entity-manager.js';
import { parseCalendar } from '../../test/support/parsed-calendar.js';
import type { AppConfig } from '../config/app-config.js';
import type { MailCalendarEvent } from '../mail/mail-outbox.entity.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { OutboxStore } from '../mail/outbox-store.service.js';
import { TextOptOuts } from '../mail/text-opt-outs.service.js';
import type { MailSettings } from '../mail/mail-settings.js';
import type { TextSettings } from '../mail/text-settings.js';
import { LiveNotificationRules } from '../config/live-notification-rules.js';
import { OwnerTexts } from '../notifications/owner-texts.service.js';
import { BookingMails, type CancellationMailFacts } from './booking-mails.js';
import { ManageLinks } from './manage-links.service.js';

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

describe(BookingMails.name, () => {
  const setUp = (textSettings: TextSettings = TEXTS_OFF) => {
    const db = recordingEntityManager();
    const clock = { now: () => NOW };
    const outbox = new MailOutboxService(db.dataSource, MAIL_SETTINGS, textSettings, clock);
    const ownerTexts = new OwnerTexts(outbox, new LiveNotificationRules(), CONFIG, clock);
    const sut = new BookingMails(
      outbox,
      new OutboxStore(db.dataSource, outbox, new TextOptOuts(db.dataSource, clock), textSettings, clock),
      new ManageLinks(CONFIG, clock),
      ownerTexts,
      new LiveNotificationRules(),
      CONFIG,
      clock,
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
    return { sut, db, queued, texts };
  };

  describe('money', () => {
    const PAY_URL = 'https://rides.example.test/checkout?bookingId=bk_1';

    it('sends a payment link by mail, and by text only when asked and texts are on', async () => {
      const off = setUp();
      const link = { payUrl: PAY_URL, requestedAt: NOW, purpose: 'booking' as const, amountCents: 4550 };
      await off.sut.payLink(off.db.manager, bookingRow({ totalCents: 4550 }), { ...link, byText: true });
      expect(off.queued().map((mail) => [mail.kind, mail.to])).toEqual([['pay-link', 'jamie@example.com']]);
      expect(off.queued()[0]!.text).toContain(PAY_URL);
      expect(off.texts()).toEqual([]);

      const on = setUp(TEXTS_ON);
      await on.sut.payLink(on.db.manager, bookingRow({ totalCents: 4550 }), { ...link, byText: true });
      expect(on.texts()).toEqual([{ kind: 'pay-link-text', to: '+18015550123', body: expect.stringContaining(`pay $45.50 for booking`) }]);
      expect(on.texts()[0]!.body).toContain(PAY_URL);
      const notAsked = setUp(TEXTS_ON);
      await notAsked.sut.payLink(notAsked.db.manager, bookingRow(), { ...link, byText: false });
      expect(notAsked.texts()).toEqual([]);
    });

    it("words a link for a cancelled booking's owed fee as the fee, at the fee's amount", async () => {
      const cancelled = bookingRow({ status: 'cancelled', totalCents: 4550, cancellationFeeCents: 2000, cancellationFeeOwedCents: 2000 });
      const link = { payUrl: PAY_URL, requestedAt: NOW, purpose: 'cancellation-fee' as const, amountCents: 2000, byText: true };
      const byMail = setUp();
      await byMail.sut.payLink(byMail.db.manager, cancelled, link);
      expect(byMail.queued()[0]!.subject).toBe('Cancellation fee for booking 254-K7QM2X');
      expect(byMail.queued()[0]!.text).toContain('Here is the link to pay $20.00 for the cancellation fee of your booking by card:');
      const byText = setUp(TEXTS_ON);
      await byText.sut.payLink(byText.db.manager, cancelled, link);
      expect(byText.texts()[0]!.body).toContain('pay $20.00 for the cancellation fee of booking 254-K7QM2X here: ');
    });

    it('sends one receipt per payment, named by the payment', async () => {
      const { sut, db, queued } = setUp();
      const receipt = { ledgerId: 'ledger-7', amountCents: 4000, paymentId: 'ledger-7', paidAt: NOW, method: 'Cash', note: 'Paid at pickup' };
      await sut.receipt(db.manager, bookingRow({ ...PAID }), receipt);
      expect(queued().map((mail) => mail.kind)).toEqual(['payment-receipt']);
      expect(queued()[0]!.text).toContain('Paid at pickup');
      const dedupeKeys = db.calls.flatMap((call) => (call.kind === 'query' && call.sql.includes('INSERT INTO mail_outbox') ? [call.params[6]] : []));
      expect(dedupeKeys).toEqual(['payment-receipt:ledger-7']);
    });
  });

  describe('received', () => {
    it('sends the booking to the customer as an invitation with the confirmation and the receipt, and none to the owner', async () => {
      const { sut, db, queued } = setUp();
      await sut.received(db.manager, bookingRow({ ...PAID }), {
        notifyOwner: true,
        receipt: { ledgerId: 'ledger-1', amountCents: 4000, paymentId: 'sq_pay_1', paidAt: NOW, method: 'Visa ending 1111' },
      });
      const mails = queued();
      expect(mails.map((mail) => [mail.kind, mail.calendarEvent?.method ?? null])).toEqual([
        ['booking-received', 'REQUEST'],
        ['booking-new-owner', null],
        ['payment-receipt', 'REQUEST'],
      ]);
      const { events } = parseCalendar(mails[0].calendarEvent!.content);
      expect(events[0]).toMatchObject({ uid: UID, sequence: 0, status: 'TENTATIVE' });
      expect(events[0].dtstamp.toISOString()).toBe(NOW.toISOString());
      expect(mails[0].calendarEvent!.filename).toBe('booking-254-K7QM2X.ics');
    });

    it('attaches nothing for a plan bought without a date', async () => {
      const { sut, db, queued } = setUp();
      await sut.received(db.manager, bookingRow({ ...PAID, serviceDate: null, serviceTime: null, startsAt: null, endsAt: null }), { notifyOwner: false });
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
      const { sut, db, queued } = setUp();
      await sut.moved(db.manager, moved(), FROM, NOW, 'owner:admin');
      const mails = queued();
      expect(mails.map((mail) => mail.kind)).toEqual(['booking-moved']);
      expect(mails[0].calendarEvent!.method).toBe('REQUEST');
      const { lines, events } = parseCalendar(mails[0].calendarEvent!.content);
      expect(events[0]).toMatchObject({ uid: UID, sequence: 1, status: 'CONFIRMED' });
      expect(lines).toContain('DTSTART;TZID=America/Denver:20260603T140000');
    });

    it("tells the owner of the customer's own move, from where to where", async () => {
      const { sut, db, queued } = setUp();
      await sut.moved(db.manager, moved(), FROM, NOW, 'customer');
      const [customer, owner] = queued();
      expect([customer.kind, customer.to]).toEqual(['booking-moved', 'jamie@example.com']);
      expect(owner).toMatchObject({ kind: 'booking-moved-owner', to: 'owner@ogden-rides.test', calendarEvent: null });
      expect(owner.subject).toBe('Booking 254-K7QM2X moved by the customer to Wednesday, June 3, 2026 at 2:00 PM');
      expect(owner.text).toContain(
        'The customer moved booking 254-K7QM2X online from Wednesday, June 3, 2026 at 10:00 AM to Wednesday, June 3, 2026 at 2:00 PM.',
      );
      expect(owner.text).toContain('(801) 555-0123');
      // The owner's mail carries no manage link: it is the customer's.
      expect(owner.text).not.toContain('/manage/');
    });
  });

  describe('cancelled', () => {
    const cancellation: CancellationMailFacts = { actor: 'customer', at: NOW, feeCents: 0, feeWaived: false, refund: null, codeReturned: null };

    it('sends the customer the cancellation of the event (METHOD:CANCEL) with the raised SEQUENCE', async () => {
      const { sut, db, queued } = setUp();
      await sut.cancelled(db.manager, bookingRow({ ...PAID, status: 'cancelled', calendarSequence: 2 }), cancellation);
      const [customer, owner] = queued();
      expect(customer.kind).toBe('booking-cancelled');
      expect(customer.calendarEvent!.method).toBe('CANCEL');
      const { method, events } = parseCalendar(customer.calendarEvent!.content);
      expect(method).toBe('CANCEL');
      expect(events[0]).toMatchObject({ uid: UID, sequence: 2, status: 'CANCELLED' });
      expect(owner).toMatchObject({ kind: 'booking-cancelled-owner', calendarEvent: null });
    });
  });
});
