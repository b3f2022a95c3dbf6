import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { FreeTimesResponse } from '../contracts/availability.contract.js';
import type { ManagedBooking } from '../contracts/manage.contract.js';
import { dollarsToCents } from '../domain/money.js';
import { ServiceCodesService } from '../service-codes/service-codes.service.js';
import { Booking } from './booking.entity.js';
import { BookingCancellation } from './booking-cancellation.service.js';
import { BookingMove, type MoveTarget } from './booking-move.service.js';
import { BookingPayments } from './booking-payments.service.js';
import { BookingRefunds } from './booking-refunds.service.js';
import type { CancelManagedBookingDto } from './dto/manage.dto.js';
import { toManagedBooking, toManageReceipt } from './dto/managed-booking.dto.js';
import { ManageLinkInvalidError } from './manage-errors.js';
import { ManageLinks } from './manage-links.service.js';

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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** GET /api/manage/{token}: the booking, its payment, the policy and what cancelling would cost now. */
  async find(token: string): Promise<ManagedBooking> {
    return this.view(await this.bookingIdOf(this.dataSource.manager, token));
  }

  /**
   * POST /api/manage/{token}/cancel, at the fee the customer saw. The link is checked again once the booking is locked:
   * of concurrent cancels the first one cancels (and revokes the link), the others find the link revoked and get the
   * same 404 as any dead link.
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
