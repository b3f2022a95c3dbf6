import type { EntityManager } from 'typeorm';
import type { MailOutboxService } from '../mail/mail-outbox.service.js';
import { bookingReceivedMail, newBookingOwnerMail } from '../mail/mail-templates.js';
import type { Booking } from './booking.entity.js';
import { toBookingMailFacts } from './dto/booking-response.dto.js';

/**
 * The customer's confirmation and the owner's notice of a booking that is in: made and needing no card, or paid.
 * They commit with the change that lets them go, and are sent (or retried) later, each once.
 */
export async function queueBookingMails(
  outbox: MailOutboxService,
  manager: EntityManager,
  booking: Booking,
  { notifyOwner }: { notifyOwner: boolean },
): Promise<void> {
  const facts = toBookingMailFacts(booking);
  const contact = outbox.contact;
  await outbox.enqueue(manager, {
    kind: 'booking-received',
    to: booking.email,
    bookingId: booking.id,
    dedupeKey: `booking-received:${booking.id}`,
    ...bookingReceivedMail(facts, contact),
  });
  // The owner entered a phone booking themselves and needs no notice of it.
  if (notifyOwner)
    await outbox.enqueue(manager, {
      kind: 'booking-new-owner',
      to: contact.ownerEmail,
      bookingId: booking.id,
      dedupeKey: `booking-new-owner:${booking.id}`,
      ...newBookingOwnerMail(facts, contact),
    });
}
