import { describe, expect, it } from 'vitest';
import type { BookingHistory } from '@contracts/admin-booking.contract.js';
import { describeHistoryEntry } from '@/features/admin/components/booking-history-format';

type HistoryEntry = BookingHistory['entries'][number];

/** A history entry as GET /api/bookings/{id}/history answers it; the owner acted unless a row says otherwise. */
const entry = (action: HistoryEntry['action'], changes: Record<string, unknown>, actor = 'owner:owner'): HistoryEntry => ({
  id: '1',
  at: '2030-06-01T16:00:00.000Z',
  actor,
  action,
  changes,
});

describe(describeHistoryEntry.name, () => {
  it.each<[string, HistoryEntry, string[]]>([
    ['a booking made online', entry('created', { status: 'pending', totalCents: 2000 }, 'customer'), ['Created by the customer (pending, $20.00)']],
    [
      'a phone booking paid in cash',
      entry('created', { status: 'confirmed', totalCents: 4550, source: 'phone', paymentMethod: 'cash' }),
      ['Created by the owner on the phone (confirmed, $45.50, to be paid in cash)'],
    ],
    [
      'a phone booking left unpaid',
      entry('created', { status: 'confirmed', totalCents: 0, source: 'phone', paymentMethod: 'unpaid' }),
      ['Created by the owner on the phone (confirmed, $0.00, unpaid)'],
    ],
    ['on the way', entry('trip-moved', { from: null, to: 'on-the-way', fromAt: null }), ['On the way']],
    [
      'arrived, where the phone was kept',
      entry('trip-moved', { from: 'on-the-way', to: 'arrived', position: { lat: 41.223, lng: -111.97383, accuracyMeters: 12 } }),
      ['Arrived at 41.22300, -111.97383'],
    ],
    [
      'a failed delivery, with its reason',
      entry('trip-moved', { from: 'picked-up', to: 'failed-delivery', reason: 'nobody-there' }),
      ['Delivery failed: nobody there'],
    ],
    ['a trip tap taken back', entry('trip-undone', { undone: 'completed', to: 'picked-up' }), ['Completed taken back']],
    ['a status change', entry('status-changed', { status: { from: 'pending', to: 'confirmed' } }), ['Status changed from pending to confirmed']],
    ['a new price, in dollars', entry('edited', { total_price: { from: 20, to: 25 } }), ['Price changed from $20.00 to $25.00']],
    ['a new day', entry('edited', { booking_date: { from: '2030-06-03', to: '2030-06-04' } }), ['Date changed from Mon, Jun 3 to Tue, Jun 4']],
    ['a new time', entry('edited', { booking_time: { from: '09:15', to: '13:30' } }), ['Time changed from 9:15 AM to 1:30 PM']],
    [
      'new places, one sentence each',
      entry('edited', { pickup: { from: '1 Main St', to: '2 Main St' }, destination: { from: '3 State St', to: '4 State St' } }),
      ['Pickup changed from 1 Main St to 2 Main St', 'Destination changed from 3 State St to 4 State St'],
    ],
    ['notes written', entry('edited', { notes: { from: '', to: 'Gate code 12' } }), ['Notes added: “Gate code 12”']],
    ['notes rewritten', entry('edited', { notes: { from: 'Gate 12', to: 'Gate 14' } }), ['Notes changed from “Gate 12” to “Gate 14”']],
    ['notes cleared', entry('edited', { notes: { from: 'Gate 12', to: '' } }), ['Notes removed']],
    [
      'a field this screen does not know yet',
      entry('edited', { serviceType: { from: 'ride', to: 'delivery' } }),
      ['Service type changed from ride to delivery'],
    ],
    ['an edit that recorded nothing readable', entry('edited', {}), ['Edited']],
    [
      'a free cancellation by the customer',
      entry('cancelled', { status: { from: 'pending', to: 'cancelled' }, feeCents: 0, rule: 'free' }, 'customer'),
      ['Cancelled by the customer, fee $0.00'],
    ],
    [
      'a late cancellation by the owner',
      entry('cancelled', { status: { from: 'confirmed', to: 'cancelled' }, feeCents: 2000, rule: 'late-flat' }),
      ['Cancelled by the owner, fee $20.00 (late cancellation)'],
    ],
    [
      'a cancellation once the driver left',
      entry('cancelled', { feeCents: 1250, rule: 'dispatched-half' }),
      ['Cancelled by the owner, fee $12.50 (the driver was on the way)'],
    ],
    [
      'a late cancellation of a booking nothing was paid for: the fee is owed',
      entry('cancelled', { feeCents: 2000, feeOwedCents: 2000, rule: 'late-flat' }),
      ['Cancelled by the owner, fee $20.00 (late cancellation), $20.00 of it owed'],
    ],
    [
      'a link for the owed fee',
      entry('payment-link-sent', { byText: false, purpose: 'cancellation-fee', amountCents: 2000 }),
      ['Link to pay the cancellation fee ($20.00) sent by the owner by mail'],
    ],
    ['the owed fee paid through its link', entry('fee-paid', { amountCents: 2000, method: 'card' }, 'customer'), ['Cancellation fee paid $20.00 by card']],
    ['a card payment', entry('paid', { amountCents: 2000, method: 'card', transactionId: 'tx_1' }, 'customer'), ['Paid $20.00 by card']],
    ['a test-mode payment', entry('paid', { amountCents: 2000, method: 'test' }, 'customer'), ['Paid $20.00 in test mode']],
    [
      'an unpaid hold running out',
      entry('hold-released', { status: { from: 'pending', to: 'cancelled' }, reason: 'payment-timeout' }, 'system'),
      ['Cancelled automatically: not paid in time'],
    ],
    [
      'a second card charge',
      entry('charged-again', { amountCents: 2000, method: 'card', purpose: 'booking' }, 'customer'),
      ['Charged again $20.00 by card: a second payment, refunded automatically'],
    ],
    [
      'reminders by mail and text',
      entry('reminded', { channels: ['mail', 'text'], startsAt: '2026-06-03T16:00:00.000Z' }, 'system'),
      ['Reminder sent by mail and text'],
    ],
    ['a text reminder', entry('reminded', { channels: ['text'], startsAt: '2026-06-03T16:00:00.000Z' }, 'system'), ['Reminder sent by text']],
    [
      'a link the customer asked for by text',
      entry('link-sent', { reason: 'asked', byText: true, window: '1' }, 'customer'),
      ['Link to the booking sent by text: the customer asked for it'],
    ],
    [
      "the owner turning the customer's links off",
      entry('link-sent', { reason: 'replaced', byText: false, window: 'replaced:x' }, 'owner:owner'),
      ['Earlier links turned off by the owner; a new one sent by mail'],
    ],
  ])('%s', (_case, historyEntry, sentences) => {
    expect(describeHistoryEntry(historyEntry)).toEqual(sentences);
  });
});
