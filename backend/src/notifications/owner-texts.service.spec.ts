import { recordingEntityManager } from '../../test/fakes/recording-entity-manager.js';
import type { AppConfig } from '../config/app-config.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import type { MailSettings } from '../mail/mail-settings.js';
import type { TextSettings } from '../mail/text-settings.js';
import { LiveNotificationRules } from '../config/live-notification-rules.js';
import { OwnerTexts, type OwnerTextBooking } from './owner-texts.service.js';

const CONFIG = {
  env: { PUBLIC_BASE_URL: 'https://rides.example.test', BUSINESS_TIME_ZONE: 'America/Denver', OWNER_PHONE: '(801) 555-0199' },
} as AppConfig;
const MAIL_SETTINGS = { contact: { businessName: 'Ogden Rides & Deliveries' } } as MailSettings;
const TEXTS_ON = {
  twilio: { accountSid: 'AC123', authToken: 'token', from: '+18015550100', apiBaseUrl: null },
} as TextSettings;
/** Wed 3 June 2026 10:00 MDT. */
const BOOKING: OwnerTextBooking = {
  id: 'bk_AAAAAAAAAAAAAAAAAAAAAAAA',
  reference: 'K7Q2XM',
  serviceType: 'ride',
  serviceDate: '2026-06-03',
  serviceTime: '10:00',
  startsAt: new Date('2026-06-03T16:00:00Z'),
  pickupLocation: '2350 Wall Ave, Ogden, UT 84401, USA',
  totalCents: 4500,
};
const LINK = 'https://rides.example.test/admin/dashboard?booking=bk_AAAAAAAAAAAAAAAAAAAAAAAA';

interface QueuedText {
  kind: string;
  to: string;
  body: string;
  dedupeKey: string;
  notBefore: Date | null;
}

describe(OwnerTexts.name, () => {
  const setUp = (now: string) => {
    const db = recordingEntityManager();
    const clock = { now: () => new Date(now) };
    const live = new LiveNotificationRules();
    const sut = new OwnerTexts(new MailOutboxService(db.dataSource, MAIL_SETTINGS, TEXTS_ON, clock), live, CONFIG, clock);
    // enqueueText's parameters: kind, to, body, booking, dedupe key, status, next attempt, not before, …
    const texts = (): QueuedText[] =>
      db.calls.flatMap((call) =>
        call.kind === 'query' && call.sql.includes('INSERT INTO mail_outbox')
          ? [
              {
                kind: call.params[0] as string,
                to: call.params[1] as string,
                body: call.params[2] as string,
                dedupeKey: call.params[4] as string,
                notBefore: call.params[7] as Date | null,
              },
            ]
          : [],
      );
    return { sut, db, live, texts };
  };

  it('texts the owner of a paid booking by day at once, with the time, service, pickup and the admin link', async () => {
    const { sut, db, texts } = setUp('2026-06-01T18:00:00Z'); // Mon 12:00 MDT
    await sut.bookingIn(db.manager, BOOKING, true);
    expect(texts()).toEqual([
      {
        kind: 'owner-booking-paid',
        to: '+18015550199',
        body: `Paid booking 254-K7Q2XM ($45.00): Ride Wed, Jun 3 10:00 AM, from 2350 Wall Ave, Ogden. ${LINK}`,
        dedupeKey: `owner-booking-paid:${BOOKING.id}`,
        notBefore: null,
      },
    ]);
  });

  it('holds a text about a booking two days ahead in the quiet hours until 07:00, and sends one about a booking in the morning at once', async () => {
    const night = setUp('2026-06-02T04:30:00Z'); // Mon 22:30 MDT
    await night.sut.bookingIn(night.db.manager, BOOKING, false);
    expect(night.texts()).toMatchObject([{ kind: 'owner-booking-new', notBefore: new Date('2026-06-02T13:00:00Z') }]);
    expect(night.texts()[0].body).toBe(`New booking 254-K7Q2XM: Ride Wed, Jun 3 10:00 AM, from 2350 Wall Ave, Ogden. ${LINK}`);

    const eve = setUp('2026-06-03T04:30:00Z'); // Tue 22:30 MDT, 11 h 30 min before the ride
    await eve.sut.bookingIn(eve.db.manager, BOOKING, false);
    expect(eve.texts()).toMatchObject([{ kind: 'owner-booking-new', notBefore: null }]);
  });

  it('names both times of a move, and sends it at once when the old time was near', async () => {
    const { sut, db, texts } = setUp('2026-06-02T04:30:00Z'); // Mon 22:30 MDT
    const at = new Date('2026-06-02T04:30:00Z');
    await sut.bookingMoved(
      db.manager,
      { ...BOOKING, serviceDate: '2026-06-05', serviceTime: '14:00', startsAt: new Date('2026-06-05T20:00:00Z') },
      { serviceDate: '2026-06-02', serviceTime: '08:00' },
      at,
    );
    expect(texts()).toEqual([
      {
        kind: 'owner-booking-moved',
        to: '+18015550199',
        body: `Moved by the customer: 254-K7Q2XM, Ride now Fri, Jun 5 2:00 PM (was Tue, Jun 2 8:00 AM), from 2350 Wall Ave, Ogden. ${LINK}`,
        dedupeKey: `owner-booking-moved:${BOOKING.id}:2026-06-02T04:30:00.000Z`,
        notBefore: null,
      },
    ]);
  });

  it('texts a cancellation and an inquiry', async () => {
    const { sut, db, texts } = setUp('2026-06-01T18:00:00Z');
    await sut.bookingCancelled(db.manager, BOOKING, new Date('2026-06-01T18:00:00Z'));
    await sut.inquiry(db.manager, 'inq-1', { inquiryType: 'longHaul', name: 'Jamie Rivera', phone: '(801) 555-0123' });
    expect(texts().map(({ kind, body }) => ({ kind, body }))).toEqual([
      {
        kind: 'owner-booking-cancelled',
        body: `Cancelled by the customer: 254-K7Q2XM, Ride Wed, Jun 3 10:00 AM, from 2350 Wall Ave, Ogden. The time is free again. ${LINK}`,
      },
      { kind: 'owner-inquiry', body: 'New long haul delivery inquiry from Jamie Rivera, (801) 555-0123. https://rides.example.test/admin/dashboard' },
    ]);
  });

  it('sends nothing for an event the owner turned off', async () => {
    const { sut, db, live, texts } = setUp('2026-06-01T18:00:00Z');
    live.apply({ ownerTexts: { new: true, paid: false, cancelled: true, moved: true, inquiry: false } });
    await sut.bookingIn(db.manager, BOOKING, true);
    await sut.inquiry(db.manager, 'inq-1', { inquiryType: 'handyman', name: 'Jamie Rivera', phone: '(801) 555-0123' });
    await sut.bookingIn(db.manager, BOOKING, false);
    expect(texts().map((text) => text.kind)).toEqual(['owner-booking-new']);
  });
});
