import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import { countHit, RateLimitedError, secondsLeftInWindow, uncountHit, windowStartOf } from '../common/rate-limit.js';
import { displayReference } from '../domain/booking-reference.js';
import { CARD_DECLINES_PER_BOOKING, CARD_DECLINES_PER_CLIENT, tooManyDeclinesMessage } from '../domain/client-limits.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { escapeHtml, oneLine, page, signature, type MailContact, type RenderedMail } from '../mail/mail-templates.js';

/** A checkout refused for its declined cards: the answer says when it may try again (also as Retry-After). */
export class CardDeclinesLimitedError extends RateLimitedError {
  constructor(readonly retryAfterSeconds: number) {
    super(tooManyDeclinesMessage(retryAfterSeconds));
  }
}

/** A card attempt let through: where it was counted, to give back unless the card is declined. */
export interface CountedCardAttempt {
  bookingId: string;
  client: string;
  at: Date;
}

/**
 * Stops card testing at the checkout. Every card attempt is counted before the card processor sees it, per booking and
 * per client address, in PostgreSQL (so every app instance shares the counts and parallel attempts cannot slip past);
 * an attempt that is not declined is given back, so only declines add up. Past either limit the checkout refuses (429,
 * saying when to try again) without charging, and the owner is mailed once an hour while it goes on.
 */
@Injectable()
export class CardDeclineLimits {
  private readonly logger = new Logger('CardDeclines');

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: MailOutboxService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Counts an attempt for the booking and the client, or refuses it when either has used up its declines. */
  async admit(bookingId: string, client: string): Promise<CountedCardAttempt> {
    const at = this.clock.now();
    const attempt = { bookingId, client, at };
    const [byBooking, byClient] = await Promise.all([
      countHit(this.dataSource, CARD_DECLINES_PER_BOOKING, bookingId, at),
      countHit(this.dataSource, CARD_DECLINES_PER_CLIENT, client, at),
    ]);
    const overBooking = byBooking > CARD_DECLINES_PER_BOOKING.limit;
    const overClient = byClient > CARD_DECLINES_PER_CLIENT.limit;
    if (!overBooking && !overClient) return attempt;
    await this.giveBack(attempt);
    await this.alertOwner(at, bookingId);
    const waits = [overBooking && secondsLeftInWindow(CARD_DECLINES_PER_BOOKING, at), overClient && secondsLeftInWindow(CARD_DECLINES_PER_CLIENT, at)];
    throw new CardDeclinesLimitedError(Math.max(...waits.filter((wait): wait is number => wait !== false)));
  }

  /** The attempt was not declined (paid, refused before any card was tried, outcome unknown): it does not count. */
  async giveBack(attempt: CountedCardAttempt): Promise<void> {
    await Promise.all([
      uncountHit(this.dataSource, CARD_DECLINES_PER_BOOKING, attempt.bookingId, attempt.at),
      uncountHit(this.dataSource, CARD_DECLINES_PER_CLIENT, attempt.client, attempt.at),
    ]);
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
    html: page(contact, lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')),
  };
}
