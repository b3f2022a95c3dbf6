import type { WaitingChange } from '../bookings/booking-history.js';
import type { ChangeFacts } from '../domain/booking-notices.js';

/** One change the booking writer recorded (a booking_history row) with its facts, as the notifier reads it. */
export type ChangeRecord = WaitingChange;

const CARD_METHODS: ReadonlySet<unknown> = new Set(['card', 'test']);

function statusChange(changes: Record<string, unknown>): { from?: string; to?: string } {
  const status = changes.status;
  return typeof status === 'object' && status !== null ? (status as { from?: string; to?: string }) : {};
}

/** What the record says that domain/booking-notices decides by: the facts each action's writer method records. */
export function changeFactsOf({ action, actor, changes }: ChangeRecord): ChangeFacts {
  const status = statusChange(changes);
  return {
    action,
    byCustomer: actor === 'customer',
    byPhone: changes.source === 'phone',
    awaitedCard: changes.awaitedCard === true,
    ...(status.to !== undefined && { statusTo: status.to, statusFrom: status.from }),
    ...(typeof changes.reason === 'string' && { reason: changes.reason }),
    moved: typeof changes.movedFrom === 'object' && changes.movedFrom !== null,
    byCard: CARD_METHODS.has(changes.method),
    paymentRecorded: typeof changes.paymentRecordId === 'string',
    byText: changes.byText === true,
    ...(action === 'trip-moved' && typeof changes.to === 'string' && { tripTo: changes.to }),
    ...(Array.isArray(changes.channels) && {
      reminders: changes.channels.filter((channel): channel is 'mail' | 'text' => channel === 'mail' || channel === 'text'),
    }),
  };
}
