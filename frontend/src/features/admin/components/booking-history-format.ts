import type { BookingHistory } from '@contracts/admin-booking.contract.js';
import { shortDay } from '@/features/admin/booking-days';
import { show } from '@/features/admin/components/booking-details-format';
import { TRIP_STAGE_NAMES } from '@/features/admin/trip-words';
import { formatTimeText } from '@domain/business-time.js';
import { dollarsToCents, formatUsd } from '@domain/money.js';

// A booking's history as sentences. What each action records is backend/src/bookings' (booking-writer.service.ts,
// admin-bookings.service.ts): money in integer cents, except an edited price, which is in dollars as the owner typed
// it; days 'YYYY-MM-DD' and times 'HH:MM', business-local. The one who acted is named where more than one party
// can: creating (the customer online, the owner by phone), cancelling and turning links off. Only the owner edits and
// changes a status, only the customer pays, and only the system releases an unpaid hold.

type HistoryEntry = BookingHistory['entries'][number];

interface Change {
  from: unknown;
  to: unknown;
}

function isChange(value: unknown): value is Change {
  return typeof value === 'object' && value !== null && 'from' in value && 'to' in value;
}

function cents(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatUsd(value) : '—';
}

function dollars(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatUsd(dollarsToCents(value)) : '—';
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** 'owner:<username>', 'customer' or 'system', as a sentence names them. */
function actorName(actor: string): string {
  if (actor === 'customer') return 'the customer';
  if (actor === 'system') return 'the system';
  return actor.startsWith('owner') ? 'the owner' : actor;
}

/** 'booking_date' or 'serviceType' → 'Booking date', 'Service type': for a field this file does not know yet. */
function fieldName(field: string): string {
  const words = field
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const quoted = (value: unknown) => `“${text(value)}”`;

/** One edited field, with the admin view's field names. */
function describeEdit(field: string, { from, to }: Change): string {
  switch (field) {
    case 'total_price':
      return `Price changed from ${dollars(from)} to ${dollars(to)}`;
    case 'booking_date':
      return `Date changed from ${shortDay(show(from))} to ${shortDay(show(to))}`;
    case 'booking_time':
      return `Time changed from ${formatTimeText(show(from))} to ${formatTimeText(show(to))}`;
    case 'pickup':
      return `Pickup changed from ${show(from)} to ${show(to)}`;
    case 'destination':
      return `Destination changed from ${show(from)} to ${show(to)}`;
    case 'notes':
      if (!text(from)) return `Notes added: ${quoted(to)}`;
      if (!text(to)) return 'Notes removed';
      return `Notes changed from ${quoted(from)} to ${quoted(to)}`;
    case 'status':
      return `Status changed from ${show(from)} to ${show(to)}`;
    default:
      return `${fieldName(field)} changed from ${show(from)} to ${show(to)}`;
  }
}

const PHONE_PAYMENTS: Record<string, string> = { cash: 'to be paid in cash', invoice: 'to be invoiced', unpaid: 'unpaid' };

const PAYMENT_METHODS: Record<string, string> = {
  card: 'by card',
  test: 'in test mode',
  cash: 'in cash',
  invoice: 'by invoice',
  check: 'by check',
  other: 'another way',
};

/** Why a payment was refunded (backend/src/bookings/booking-refunds.service.ts's purposes). */
const REFUND_PURPOSES: Record<string, string> = {
  owner: '',
  'duplicate-payment': ' (a second charge, refunded automatically)',
};

/** Why a fee applied (domain/cancellation-policy.ts's rules); a free cancellation says nothing more. */
const CANCELLATION_RULES: Record<string, string> = {
  grace: ' (waived: cancelled within the free minutes after booking)',
  'late-flat': ' (late cancellation)',
  'late-half': ' (late cancellation)',
  'dispatched-half': ' (the driver was on the way)',
  'not-applicable': ' (fees for this service are agreed separately)',
};

const FAILED_DELIVERY_REASONS: Record<string, string> = {
  'nobody-there': 'nobody there',
  refused: 'refused',
  'address-wrong': 'the address was wrong',
};

/** Where the phone was at a tap, when the owner's setting kept it. */
function tapPlace(position: unknown): string {
  if (typeof position !== 'object' || position === null) return '';
  const { lat, lng } = position as { lat?: unknown; lng?: unknown };
  return typeof lat === 'number' && typeof lng === 'number' ? ` at ${lat.toFixed(5)}, ${lng.toFixed(5)}` : '';
}

/**
 * What one history entry says, as sentences, e.g. ['Price changed from $20.00 to $25.00', 'Pickup changed from A to B'],
 * ['Created by the customer (pending, $20.00)'], ['Cancelled by the customer, fee $0.00'], ['Paid $20.00 by card'].
 */
export function describeHistoryEntry({ action, actor, changes }: HistoryEntry): string[] {
  switch (action) {
    case 'created': {
      const byPhone = changes.source === 'phone';
      const facts = [show(changes.status), cents(changes.totalCents), byPhone ? PHONE_PAYMENTS[text(changes.paymentMethod)] : null];
      return [`Created by ${actorName(actor)}${byPhone ? ' on the phone' : ''} (${facts.filter(Boolean).join(', ')})`];
    }
    case 'status-changed':
      return isChange(changes.status) ? [describeEdit('status', changes.status)] : ['Status changed'];
    case 'edited': {
      const edits = Object.entries(changes).flatMap(([field, change]) => (isChange(change) ? [describeEdit(field, change)] : []));
      return edits.length > 0 ? edits : ['Edited'];
    }
    case 'cancelled': {
      const owed = typeof changes.feeOwedCents === 'number' && changes.feeOwedCents > 0 ? `, ${cents(changes.feeOwedCents)} of it owed` : '';
      return [`Cancelled by ${actorName(actor)}, fee ${cents(changes.feeCents)}${CANCELLATION_RULES[text(changes.rule)] ?? ''}${owed}`];
    }
    case 'paid': {
      const method = PAYMENT_METHODS[text(changes.method)];
      const note = text(changes.note);
      return [`Paid ${cents(changes.amountCents)}${method ? ` ${method}` : ''}${note ? `: ${note}` : ''}`];
    }
    case 'refunded': {
      const reason = text(changes.reason);
      return [`Refunded ${cents(changes.amountCents)} by ${actorName(actor)}${REFUND_PURPOSES[text(changes.purpose)] ?? ''}${reason ? `: ${reason}` : ''}`];
    }
    case 'payment-link-sent': {
      const what = changes.purpose === 'cancellation-fee' ? `Link to pay the cancellation fee (${cents(changes.amountCents)})` : 'Payment link';
      return [`${what} sent by ${actorName(actor)}${changes.byText === true ? ' by mail and text' : ' by mail'}`];
    }
    case 'fee-paid': {
      const method = PAYMENT_METHODS[text(changes.method)];
      const note = text(changes.note);
      return [`Cancellation fee paid ${cents(changes.amountCents)}${method ? ` ${method}` : ''}${note ? `: ${note}` : ''}`];
    }
    case 'hold-released':
      return ['Cancelled automatically: not paid in time'];
    case 'charged-again': {
      const method = PAYMENT_METHODS[text(changes.method)];
      const fee = changes.purpose === 'cancellation-fee' ? ' for the cancellation fee' : '';
      return [`Charged again ${cents(changes.amountCents)}${method ? ` ${method}` : ''}${fee}: a second payment, refunded automatically`];
    }
    case 'reminded': {
      const channels = Array.isArray(changes.channels) ? changes.channels : [];
      const how = channels.includes('mail') && channels.includes('text') ? 'by mail and text' : channels.includes('text') ? 'by text' : 'by mail';
      return [`Reminder sent ${how}`];
    }
    case 'link-sent': {
      const how = changes.byText === true ? 'by text' : 'by mail';
      return changes.reason === 'replaced'
        ? [`Earlier links turned off by ${actorName(actor)}; a new one sent ${how}`]
        : [`Link to the booking sent ${how}: the customer asked for it`];
    }
    case 'trip-moved': {
      const stage = (TRIP_STAGE_NAMES as Record<string, string>)[text(changes.to)] ?? 'Trip step';
      const reason = FAILED_DELIVERY_REASONS[text(changes.reason)];
      return [`${stage}${reason ? `: ${reason}` : ''}${tapPlace(changes.position)}`];
    }
    case 'trip-undone':
      return [`${(TRIP_STAGE_NAMES as Record<string, string>)[text(changes.undone)] ?? 'Trip step'} taken back`];
  }
}
