import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager, type EntitySubscriberInterface, type TransactionCommitEvent } from 'typeorm';
import { Booking } from '../bookings/booking.entity.js';
import { claimWaitingChanges, markChangesTold, takeRecordedChanges } from '../bookings/booking-history.js';
import { PlanCodes } from '../bookings/plan-codes.js';
import { inTurnAfterCommit } from '../common/after-commit.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { awaitsCardPayment } from '../domain/booking-transitions.js';
import { noticesOf, type BookingNow } from '../domain/booking-notices.js';
import { WITHDRAWN_BY_CHANGE } from '../domain/notification-rules.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { OutboxStore } from '../mail/outbox-store.service.js';
import { BookingMessages } from './booking-messages.js';
import { changeFactsOf, type ChangeRecord } from './change-records.js';

/** Records claimed per round: a booking's changes are read one at a time, in order. */
const BATCH = 50;

/**
 * The one notifier of booking changes (STYLE 23). The booking writer only records what changed (booking_history, its
 * change records); once the writer's transaction commits, this reads each new record with the booking as it now
 * stands, asks domain/booking-notices who is told, how and when, withdraws what the change made wrong and queues the
 * messages (BookingMessages), marking the record notified in the same transaction.
 *
 * It hears of commits from the database layer (a TypeORM subscriber: the writer's transaction publishes, nothing
 * plugs into the writer), and handles the changes of that transaction's bookings on the same connection before the
 * caller goes on, so a reply already finds its messages queued (taking turns there with the refund sender:
 * common/after-commit). A record it could not handle then (the database away
 * for a moment, an instance stopped between commit and notice) waits for the next sweep (NotificationsJobs).
 *
 * With several instances on one database, each record is handled once: a round claims records with FOR UPDATE SKIP
 * LOCKED, and only the oldest waiting record of each booking, so a booking's changes are told in the order they
 * happened (a cancellation never overtakes the booking's own confirmation). The outbox's dedupe keys make a record
 * handled twice (a crash after its messages were queued) send nothing twice.
 */
@Injectable()
export class BookingNotifier implements EntitySubscriberInterface, OnModuleInit {
  private readonly logger = new Logger('BookingNotifier');

  constructor(
    private readonly dataSource: DataSource,
    private readonly messages: BookingMessages,
    private readonly store: OutboxStore,
    private readonly outbox: MailOutboxService,
    private readonly planCodes: PlanCodes,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.dataSource.subscribers.push(this);
  }

  /** A transaction that recorded booking changes committed: tell of them now, on its connection. */
  async afterTransactionCommit({ queryRunner }: TransactionCommitEvent): Promise<void> {
    // A savepoint released inside a transaction commits nothing yet.
    if (queryRunner.isTransactionActive) return;
    const bookingIds = takeRecordedChanges(queryRunner);
    if (bookingIds.length === 0) return;
    await inTurnAfterCommit(queryRunner, async () => {
      try {
        await this.notify(queryRunner.manager, bookingIds);
      } catch (error) {
        this.logger.warn({ msg: 'booking changes left for the next sweep', reason: error instanceof Error ? error.message : String(error) });
      }
    });
  }

  /** Every change record not yet told of (the sweep). Returns how many records were handled. */
  sweep(): Promise<number> {
    return this.notify(this.dataSource.manager, null);
  }

  /** The waiting change records of `bookingIds` (null: of every booking), round after round until none waits. */
  private async notify(manager: EntityManager, bookingIds: string[] | null): Promise<number> {
    let handled = 0;
    // Records whose messages could not be written (a defect, or data no template can word): each stays waiting, with
    // its booking's later records behind it, and is logged; the others go on.
    const failed: string[] = [];
    for (;;) {
      const { claimed, told } = await manager.transaction(async (tx) => {
        const records = await claimWaitingChanges(tx, bookingIds, BATCH, failed);
        const toldOf: string[] = [];
        for (const record of records) {
          try {
            // A savepoint each: a record that fails takes back only its own messages.
            await tx.transaction((savepoint) => this.tell(savepoint, record));
            toldOf.push(record.id);
          } catch (error) {
            failed.push(record.id);
            this.logger.error({
              msg: 'booking change not told of',
              record: record.id,
              action: record.action,
              reason: error instanceof Error ? error.message : String(error),
            });
          }
        }
        if (toldOf.length > 0) await markChangesTold(tx, toldOf, this.clock.now());
        return { claimed: records.length, told: toldOf.length };
      });
      if (claimed === 0) return handled;
      handled += told;
    }
  }

  private async tell(manager: EntityManager, record: ChangeRecord): Promise<void> {
    const booking = await manager.findOneOrFail(Booking, { where: { id: record.bookingId } });
    // Only a payment tells of a plan's code (the writer issued it with the payment; codeOf reads it).
    const plan = record.action === 'paid' ? await this.planCodes.codeOf(manager, booking) : null;
    const now: BookingNow = {
      awaitsCard: awaitsCardPayment(booking),
      cancelled: booking.status === 'cancelled',
      online: booking.clientAddress !== null,
      plan: plan !== null,
      language: booking.language,
      textsEnabled: this.outbox.textsEnabled,
      textsChosen: booking.textReminders,
    };
    const { withdraw, notices } = noticesOf(changeFactsOf(record), now);
    if (withdraw) {
      await this.store.withdraw(manager, booking.id, WITHDRAWN_BY_CHANGE[withdraw], `Withdrawn: the booking was ${withdraw} before it was sent`);
    }
    await this.messages.send(manager, record, booking, notices, plan);
  }
}
