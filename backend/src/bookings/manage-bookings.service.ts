import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import { countHit, peekHits } from '../common/rate-limit.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { FreeTimesResponse } from '../contracts/availability.contract.js';
import type { LinkSentAnswer, ManagedBooking } from '../contracts/manage.contract.js';
import { bookedTimeText } from '../domain/booked-time.js';
import { typedReference } from '../domain/booking-reference.js';
import { awaitsCardPayment } from '../domain/booking-transitions.js';
import { clientKey } from '../domain/client-limits.js';
import { phoneKey } from '../domain/booking-rules.js';
import { dollarsToCents } from '../domain/money.js';
import { ServiceCodesService } from '../service-codes/service-codes.service.js';
import { Booking } from './booking.entity.js';
import type { HistoryActor } from './booking-history.entity.js';
import { BookingCancellation } from './booking-cancellation.service.js';
import { BookingMove, type MoveTarget } from './booking-move.service.js';
import { managePreviewHtml } from './booking-preview.js';
import { BookingPayments } from './booking-payments.service.js';
import { BookingRefunds } from './booking-refunds.service.js';
import { BookingWriter } from './booking-writer.service.js';
import type { CancelManagedBookingDto, FindBookingDto } from './dto/manage.dto.js';
import { toManagedBooking, toManageReceipt } from './dto/managed-booking.dto.js';
import { ManageLinkInvalidError } from './manage-errors.js';
import { ManageLinks } from './manage-links.service.js';
import { MANAGE_LOOKUPS } from './manage-limits.js';

/**
 * The customer's own booking page, opened by the private link from their mails: no login, the token is the credential.
 * Every route first resolves the token; a wrong, expired or revoked one is the same 404 MANAGE_LINK_INVALID.
 */
@Injectable()
export class ManageBookingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly links: ManageLinks,
    private readonly cancellation: BookingCancellation,
    private readonly refunds: BookingRefunds,
    private readonly moves: BookingMove,
    private readonly serviceCodes: ServiceCodesService,
    private readonly payments: BookingPayments,
    private readonly writer: BookingWriter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** GET /api/manage/{token}: the booking, its payment, the policy and what cancelling would cost now. */
  async find(token: string): Promise<ManagedBooking> {
    return this.view(await this.bookingIdOf(this.dataSource.manager, token));
  }

  /**
   * The manage page's first-paint summary (booking-preview.ts) of the booking its token opens, or null: the page is
   * another way to ask about a token, so it answers nothing to a client over the lookups' limit and counts each token
   * that opens nothing. A right token is not counted here: the page's own API call counts it a moment later.
   */
  async pagePreview(token: string, clientAddress: string): Promise<string | null> {
    const client = clientKey(clientAddress);
    const now = this.clock.now();
    if ((await peekHits(this.dataSource, MANAGE_LOOKUPS, client, now)) >= MANAGE_LOOKUPS.limit) return null;
    const bookingId = await this.links.bookingOf(this.dataSource.manager, token);
    if (!bookingId) {
      await countHit(this.dataSource, MANAGE_LOOKUPS, client, now);
      return null;
    }
    const booking = await this.dataSource.manager.findOneByOrFail(Booking, { id: bookingId });
    return managePreviewHtml({ ...booking, serviceTime: bookedTimeText(booking, this.config.env.BUSINESS_TIME_ZONE) });
  }

  /**
   * POST /api/manage/{token}/cancel, at the fee the customer saw. The link is checked again once the booking is locked
   * (it may have been turned off meanwhile); of concurrent cancels the first one cancels, the others find the booking
   * cancelled (409 BOOKING_ALREADY_CANCELLED).
   */
  async cancel(token: string, { expectedFee }: CancelManagedBookingDto): Promise<ManagedBooking> {
    const bookingId = await this.bookingIdOf(this.dataSource.manager, token);
    await this.cancellation.cancel(bookingId, { actor: 'customer', expectedFeeCents: dollarsToCents(expectedFee) }, async (manager) => {
      if ((await this.links.bookingOf(manager, token)) !== bookingId) throw new ManageLinkInvalidError();
    });
    return this.view(bookingId);
  }

  /** GET /api/manage/{token}/free-times?date=: the times of that day the booking could move to. */
  async freeTimes(token: string, date: string): Promise<FreeTimesResponse> {
    const manager = this.dataSource.manager;
    const booking = await manager.findOneOrFail(Booking, { where: { id: await this.bookingIdOf(manager, token) } });
    return this.moves.freeTimes(booking, date);
  }

  /**
   * POST /api/manage/{token}/move: the same service at another free time, up to the free-cancellation cut-off. The link
   * stays valid (it now follows the new date); a refused move leaves the booking where it was.
   */
  async move(token: string, target: MoveTarget): Promise<ManagedBooking> {
    const bookingId = await this.bookingIdOf(this.dataSource.manager, token);
    await this.moves.move(bookingId, target, {
      check: async (manager) => {
        if ((await this.links.bookingOf(manager, token)) !== bookingId) throw new ManageLinkInvalidError();
        await this.links.adopt(manager, bookingId, token);
      },
      facts: (manager, booking) => this.cancellation.factsOf(manager, booking),
    });
    return this.view(bookingId);
  }

  /**
   * POST /api/manage/find ("Find my booking"): a fresh link to the booking whose reference and e-mail or phone match, to
   * that e-mail (or by text to that phone, texts on). One answer whatever matched; one link a booking per
   * FIND_WINDOW_MS, however often it is asked for, so no one can flood a customer with them.
   */
  async sendLink({ reference, contact }: FindBookingDto): Promise<LinkSentAnswer> {
    const bare = typedReference(reference);
    const booking = bare ? await this.dataSource.manager.findOne(Booking, { where: { reference: bare } }) : null;
    const match = booking && !awaitsCardPayment(booking) ? contactOf(booking, contact) : null;
    if (booking && match) {
      const window = String(Math.floor(this.clock.now().getTime() / FIND_WINDOW_MS));
      await this.dataSource.transaction((manager) =>
        this.writer.linkSent(manager, booking, { reason: 'asked', byText: match === 'phone', window }, { actor: 'customer', at: this.clock.now() }),
      );
    }
    return { message: LINK_ON_ITS_WAY, sentTo: null };
  }

  /**
   * POST /api/manage/{token}/links/replace: the customer turns off every link to the booking (a mail went to the wrong
   * person) and gets a new one by e-mail.
   */
  async replaceLinksByCustomer(token: string): Promise<LinkSentAnswer> {
    const bookingId = await this.bookingIdOf(this.dataSource.manager, token);
    return this.replaceLinks(bookingId, 'customer', async (manager) => {
      if ((await this.links.bookingOf(manager, token)) !== bookingId) throw new ManageLinkInvalidError();
    });
  }

  /**
   * Every link to the booking stops working and a new one goes to its e-mail address: asked by the customer (their
   * link checked by `check` in the transaction) or by the owner.
   */
  async replaceLinks(bookingId: string, actor: HistoryActor, check?: (manager: EntityManager) => Promise<void>): Promise<LinkSentAnswer> {
    const email = await this.dataSource.transaction(async (manager) => {
      const booking = await manager.findOneOrFail(Booking, { where: { id: bookingId }, lock: { mode: 'pessimistic_write' } });
      await check?.(manager);
      await this.links.revokeAll(manager, bookingId);
      await this.writer.linkSent(manager, booking, { reason: 'replaced', byText: false, window: `replaced:${randomUUID()}` }, { actor, at: this.clock.now() });
      return booking.email;
    });
    const sentTo = maskedEmail(email);
    return { message: `Every earlier link to this booking has stopped working. A new one is on its way to ${sentTo}.`, sentTo };
  }

  private async bookingIdOf(manager: EntityManager, token: string): Promise<string> {
    const bookingId = await this.links.bookingOf(manager, token);
    if (!bookingId) throw new ManageLinkInvalidError();
    return bookingId;
  }

  private async view(bookingId: string): Promise<ManagedBooking> {
    const manager = this.dataSource.manager;
    const booking = await manager.findOneOrFail(Booking, { where: { id: bookingId } });
    const facts = await this.cancellation.factsOf(manager, booking);
    const ridePack = await this.serviceCodes.ridePackOfBooking(booking);
    return {
      ...toManagedBooking(booking, {
        // What the card was charged: the refunds show on their own.
        paidCents: facts.chargedCents,
        planRide: facts.code === 'plan',
        quote: this.cancellation.quote(booking, facts),
        move: this.moves.quote(booking, facts),
        refund: await this.refunds.forBooking(booking.id),
        timeZone: this.config.env.BUSINESS_TIME_ZONE,
      }),
      receipts: (await this.payments.forBooking(booking.id, manager)).map(toManageReceipt),
      ...(ridePack && { ridePack }),
    };
  }
}

/** Find my booking's one answer, whether or not anything matched. */
export const LINK_ON_ITS_WAY =
  'If the reference and the e-mail or phone number match a booking, a link to it is on its way there now. It can take a few minutes to arrive.';

/** One Find-my-booking link per booking in this long. */
const FIND_WINDOW_MS = 10 * 60 * 1000;

/** How the typed contact matches the booking: its e-mail (any case) or its phone (any format), or not at all. */
function contactOf(booking: Pick<Booking, 'email' | 'phone'>, typed: string): 'mail' | 'phone' | null {
  const contact = typed.trim();
  if (contact.includes('@')) return contact.toLowerCase() === booking.email.trim().toLowerCase() ? 'mail' : null;
  const key = phoneKey(contact);
  return key.length >= 10 && key === phoneKey(booking.phone) ? 'phone' : null;
}

/** 'dana.smith@example.com' → 'd***@example.com': enough for the customer to know which mailbox to look in. */
function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}***${email.slice(at)}` : '***';
}
