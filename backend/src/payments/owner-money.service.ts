import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Booking } from '../bookings/booking.entity.js';
import { lockBooking } from '../bookings/booking-cancellation.service.js';
import { BookingNotFoundError } from '../bookings/booking-errors.js';
import type { HistoryActor } from '../bookings/booking-history.entity.js';
import { BookingPayments, type PaymentRecord } from '../bookings/booking-payments.service.js';
import { BookingRefunds, type RefundRecord } from '../bookings/booking-refunds.service.js';
import { BookingWriter } from '../bookings/booking-writer.service.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type {
  BookingPaymentsResponse,
  HandPaymentRecorded,
  LedgerPayment,
  LedgerRefund,
  OwnerRefundDone,
  PayLinkSent,
  PaymentsList,
} from '../contracts/money.contract.js';
import { displayReference } from '../domain/booking-reference.js';
import { addDaysToLocalDate, instantToZonedWallTime, isValidLocalDate, zonedWallTimeToInstant } from '../domain/business-time.js';
import { ValidationFailedError } from '../domain/errors.js';
import { instantsOfLocalDays } from '../domain/local-date-range.js';
import { centsToDollars, dollarsToCents } from '../domain/money.js';
import { amountDue, paymentMethodLabel, overpaidCents } from '../domain/payment-methods.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import type { HandPaymentDto, OwnerRefundDto, PayLinkDto, PaymentsListQueryDto } from './dto/owner-money.dto.js';
import { BookingNotPayableError, PaymentNotRefundableError, RefundExceedsPaymentError } from './payment-errors.js';
import { checkoutUrlOf } from '../bookings/checkout-url.js';

/** The payments list shows this many at most; the CSV export has them all. */
const LIST_LIMIT = 500;
const MAX_LIST_DAYS = 366;

/**
 * The owner's side of the money: a booking's payments and refunds, a refund of a card payment (in part or in full, for a
 * reason, through the same refund path a cancellation uses: one key per refund, sent once it commits, settled by
 * Square's webhook or the refund job), money received by hand, a link to pay by card (the booking, or the cancellation fee
 * a cancelled one owes), and the payments of a period.
 * Every change holds the booking's row lock, so two refunds at once cannot together give back more than was paid.
 */
@Injectable()
export class OwnerMoneyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly payments: BookingPayments,
    private readonly refunds: BookingRefunds,
    private readonly writer: BookingWriter,
    private readonly outbox: MailOutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async bookingPayments(bookingId: string): Promise<BookingPaymentsResponse> {
    const booking = await this.dataSource.manager.findOne(Booking, { where: { id: bookingId } });
    if (!booking) throw new BookingNotFoundError();
    const due = amountDue(booking);
    const payments = await this.payments.forBooking(bookingId);
    return {
      payments: payments.map(toLedgerPayment),
      due: centsToDollars(due.cents),
      dueFor: due.purpose,
      payLinkUrl: due.purpose ? this.payUrl(booking.id) : null,
      overpaid: centsToDollars(overpaidCents(booking, payments)),
      textsEnabled: this.outbox.textsEnabled,
    };
  }

  async refund(bookingId: string, dto: OwnerRefundDto, actor: HistoryActor): Promise<OwnerRefundDone> {
    const refund = await this.dataSource.transaction(async (manager): Promise<RefundRecord> => {
      const booking = await lockBooking(manager, bookingId);
      const earlier = await this.refunds.forRequestKey(manager, dto.requestKey);
      if (earlier) {
        if (earlier.bookingId !== booking.id) throw new PaymentNotRefundableError();
        return earlier;
      }
      const payment = await this.payments.find(manager, dto.paymentId);
      if (!payment || payment.bookingId !== booking.id || !payment.processorPaymentId || !isCard(payment)) throw new PaymentNotRefundableError();
      const amountCents = dollarsToCents(dto.amount);
      const leftCents = payment.amountCents - payment.refundedCents;
      if (amountCents > leftCents) throw new RefundExceedsPaymentError(leftCents);
      const at = this.clock.now();
      const made = await this.refunds.request(manager, {
        bookingId: booking.id,
        purpose: 'owner',
        paymentId: payment.processorPaymentId,
        method: payment.method === 'test' ? 'test' : 'card',
        chargedCents: payment.amountCents,
        amountCents,
        // Unique per refund (its request key): a lookup after a lost answer finds this refund by these words.
        reason: `${dto.reason.trim()} (booking ${displayReference(booking.reference)}, refund ${dto.requestKey.slice(0, 8)})`,
        requestKey: dto.requestKey,
        at,
      });
      if (!made) throw new RefundExceedsPaymentError(0);
      await this.writer.recordRefund(manager, booking, { ...made, reason: dto.reason.trim(), simulated: made.method === 'test' }, { actor, at });
      return made;
    });
    const payments = await this.payments.forBooking(bookingId);
    const settled = payments.flatMap((payment) => payment.refunds).find((entry) => entry.id === refund.id)!;
    return { refund: toLedgerRefund(settled), payments: payments.map(toLedgerPayment) };
  }

  async recordHandPayment(bookingId: string, dto: HandPaymentDto, actor: HistoryActor): Promise<HandPaymentRecorded> {
    const now = this.clock.now();
    const receivedAt = this.receivedAt(dto.receivedOn, now);
    const payment = await this.dataSource.transaction(async (manager) => {
      const booking = await lockBooking(manager, bookingId);
      const due = amountDue(booking);
      if (!due.purpose) throw new BookingNotPayableError(due.none);
      const payment = { method: dto.method, amountCents: dollarsToCents(dto.amount), receivedAt, note: dto.note?.trim() ?? '' };
      // A cancelled booking's owed fee, received by hand, is paid by that, as the booking itself would be.
      if (due.purpose === 'cancellation-fee') return this.writer.markFeePaidByHand(manager, booking, payment, { actor, at: now });
      return this.writer.markPaidByHand(manager, booking, payment, { actor, at: now });
    });
    return { payment: toLedgerPayment(payment) };
  }

  async sendPayLink(bookingId: string, dto: PayLinkDto, actor: HistoryActor): Promise<PayLinkSent> {
    const byText = dto.byText === true && this.outbox.textsEnabled;
    const payUrl = this.payUrl(bookingId);
    const booking = await this.dataSource.transaction(async (manager) => {
      const locked = await lockBooking(manager, bookingId);
      const due = amountDue(locked);
      if (!due.purpose) throw new BookingNotPayableError(due.none);
      await this.writer.sendPayLink(manager, locked, { byText, purpose: due.purpose, amountCents: due.cents }, { actor, at: this.clock.now() });
      return locked;
    });
    // A customer booked by phone may have no e-mail: the link then goes by text only, or nowhere (sentTo is empty).
    return { payUrl, sentTo: [booking.email, ...(byText ? [booking.phone] : [])].filter((to) => to.trim() !== '') };
  }

  async list({ from, to }: PaymentsListQueryDto): Promise<PaymentsList> {
    const zone = this.config.env.BUSINESS_TIME_ZONE;
    const { start, end } = instantsOfLocalDays({ from, to }, zone);
    if (addDaysToLocalDate(from, MAX_LIST_DAYS) <= to) throw new ValidationFailedError([`Please pick at most ${MAX_LIST_DAYS} days`]);
    const rows = await this.payments.receivedBetween(start!, end!, LIST_LIMIT + 1);
    const totals = await this.payments.totalsBetween(start!, end!);
    return {
      from,
      to,
      payments: rows.slice(0, LIST_LIMIT).map((row) => ({
        ...toLedgerPayment(row),
        bookingReference: displayReference(row.reference),
        customerName: row.customerName,
        serviceType: row.serviceType,
      })),
      truncated: rows.length > LIST_LIMIT,
      totals: {
        received: centsToDollars(totals.receivedCents),
        refunded: centsToDollars(totals.refundedCents),
        net: centsToDollars(totals.receivedCents - totals.refundedCents),
      },
    };
  }

  private payUrl(bookingId: string): string {
    return checkoutUrlOf(this.config.env.PUBLIC_BASE_URL, bookingId);
  }

  /** Today means now; an earlier day means its noon, business time (the day is what counts for revenue). */
  private receivedAt(receivedOn: string, now: Date): Date {
    const zone = this.config.env.BUSINESS_TIME_ZONE;
    const today = instantToZonedWallTime(now, zone).date;
    if (!isValidLocalDate(receivedOn)) throw new ValidationFailedError(['Please enter the day the money came in (YYYY-MM-DD)']);
    if (receivedOn > today) throw new ValidationFailedError(['The day the money came in cannot be in the future']);
    return receivedOn === today ? now : zonedWallTimeToInstant(receivedOn, '12:00', zone);
  }
}

function isCard(payment: Pick<PaymentRecord, 'method'>): boolean {
  return payment.method === 'card' || payment.method === 'test';
}

function toLedgerRefund(refund: PaymentRecord['refunds'][number]): LedgerRefund {
  return {
    id: refund.id,
    purpose: refund.purpose,
    amount: centsToDollars(refund.amountCents),
    status: refund.status,
    reason: refund.reason,
    requestedAt: refund.requestedAt.toISOString(),
  };
}

export function toLedgerPayment(payment: PaymentRecord): LedgerPayment {
  return {
    id: payment.id,
    bookingId: payment.bookingId,
    purpose: payment.purpose,
    method: payment.method,
    methodLabel: paymentMethodLabel(payment.method, { brand: payment.cardBrand, last4: payment.last4 }),
    amount: centsToDollars(payment.amountCents),
    receivedAt: payment.receivedAt.toISOString(),
    reference: payment.processorPaymentId ?? payment.id,
    receiptUrl: payment.receiptUrl,
    note: payment.note,
    refunds: payment.refunds.map(toLedgerRefund),
    refunded: centsToDollars(payment.refundedCents),
    refundable: isCard(payment) ? centsToDollars(payment.amountCents - payment.refundedCents) : 0,
  };
}
