import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import { countHit, peekHits, RateLimitedError, secondsLeftInWindow, windowStartOf } from '../common/rate-limit.js';
import { displayReference } from '../domain/booking-reference.js';
import { CARD_DECLINES_PER_BOOKING, CARD_DECLINES_PER_CLIENT, tooManyDeclinesMessage } from '../domain/client-limits.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { escapeHtml, htmlText, oneLine, page, signature, type MailContact, type RenderedMail } from '../mail/mail-templates.js';

/** A checkout refused for its declined cards: the answer says when it may try again (also as Retry-After). */
export class CardDeclinesLimitedError extends RateLimitedError {
  constructor(readonly retryAfterSeconds: number) {
    super(tooManyDeclinesMessage(retryAfterSeconds));
  }
}

/**
 * Stops card testing at the checkout. Declined cards are counted per booking and per client address in PostgreSQL (so
 * every app instance shares the counts); past either limit the checkout refuses (429, saying when to try again)
 * without asking the card processor, and the owner is mailed once an hour while it goes on. The check comes before the
 * attempt and the count after a decline: one booking's attempts never overlap (its claim refuses a second one while one
 * is under way), and one client holds at most a couple of unpaid bookings at a time (UNPAID_HOLDS_PER_CLIENT), so the
 * client's limit is overrun by at most those few attempts in flight. Only declines count: a customer who pays, or
 * whose attempt never reached a card, is not slowed.
 */
@Injectable()
export class CardDeclineLimits {
  private readonly logger = new Logger('CardDeclines');

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: MailOutboxService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Refuses an attempt when the booking or the client has used up its declines. */
  async assertAllowed(bookingId: string, client: string): Promise<void> {
    const at = this.clock.now();
    const [byBooking, byClient] = await Promise.all([
      peekHits(this.dataSource, CARD_DECLINES_PER_BOOKING, bookingId, at),
      peekHits(this.dataSource, CARD_DECLINES_PER_CLIENT, client, at),
    ]);
    const overBooking = byBooking >= CARD_DECLINES_PER_BOOKING.limit;
    const overClient = byClient >= CARD_DECLINES_PER_CLIENT.limit;
    if (!overBooking && !overClient) return;
    await this.alertOwner(at, bookingId);
    const waits = [overBooking && secondsLeftInWindow(CARD_DECLINES_PER_BOOKING, at), overClient && secondsLeftInWindow(CARD_DECLINES_PER_CLIENT, at)];
    throw new CardDeclinesLimitedError(Math.max(...waits.filter((wait): wait is number => wait !== false)));
  }

  /** A card was declined: it counts for the booking and the client. */
  async countDecline(bookingId: string, client: string): Promise<void> {
    const at = this.clock.now();
    await Promise.all([countHit(this.dataSource, CARD_DECLINES_PER_BOOKING, bookingId, at), countHit(this.dataSource, CARD_DECLINES_PER_CLIENT, client, at)]);
  }

  /** One mail per hour of refusals, whichever bookings and addresses they come from. */
  private async alertOwner(at: Date, bookingId: string): Promise<void> {
    const hour = windowStartOf(CARD_DECLINES_PER_CLIENT, at);
    const contact = this.outbox.contact;
    const rows: { reference: string }[] = await this.dataSource.query('SELECT reference FROM bookings WHERE id = $1', [bookingId]);
    const reference = rows[0] ? displayReference(rows[0].reference) : 'that does not exist';
    const queued = await this.outbox.enqueue(this.dataSource.manager, {
      kind: 'card-testing-alert-mail',
      to: contact.ownerEmail,
      dedupeKey: `card-testing-alert:${hour.toISOString()}`,
      ...cardTestingAlertMail({ at, reference }, contact),
    });
    if (queued) this.logger.warn({ msg: 'many declined cards: checkout refused, the owner is alerted', bookingId });
  }
}

/** To the owner, once an hour while it goes on: the checkout refused card attempts after many declines. */
function cardTestingAlertMail(facts: { at: Date; reference: string }, contact: MailContact): RenderedMail {
  const when = new Intl.DateTimeFormat('en-US', { timeZone: contact.timeZone, dateStyle: 'long', timeStyle: 'short' }).format(facts.at);
  const lines = [
    `At ${when} the checkout refused a card attempt for booking ${facts.reference} after too many declined cards (more than ${CARD_DECLINES_PER_BOOKING.limit} for one booking in a day, or ${CARD_DECLINES_PER_CLIENT.limit} from one address in an hour).`,
    'Many declines in a row are usually someone testing stolen card numbers. Nothing was charged; the card processor was not asked again.',
    'A real customer who is refused is told when to try again and to call you. This is the only mail about it this hour.',
  ];
  return {
    subject: oneLine(`Many declined cards at the ${contact.businessName} checkout`),
    text: [...lines, '', signature(contact)].join('\n'),
    mjml: page(contact, htmlText(lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'))),
  };
}
