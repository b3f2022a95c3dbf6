// What the owner reads for each kind of mail and text the site sends (the outbox, a booking's history, an alert that
// a message failed). Kinds are mail/mail-outbox.entity.ts's MAIL_KINDS and TEXT_KINDS, open text in the database; a
// test in notifications/ fails on a kind without words here.

const MESSAGE_KIND_LABELS: Record<string, string> = {
  'booking-received': 'Booking received',
  'booking-new-owner': 'New booking (to you)',
  'payment-receipt': 'Payment receipt',
  'subscription-code': 'Plan code',
  'booking-cancelled': 'Booking cancelled',
  'booking-cancelled-owner': 'Booking cancelled (to you)',
  'booking-confirmed': 'Booking confirmed',
  'booking-moved': 'Booking moved',
  'booking-moved-owner': 'Booking moved (to you)',
  'refund-failed-owner': 'Refund failed (to you)',
  'refund-issued': 'Refund made',
  'pay-link': 'Payment link',
  'manage-link': 'Link to their booking',
  'inquiry-owner': 'New inquiry (to you)',
  'inquiry-ack': 'Inquiry received',
  'password-reset': 'Password reset',
  'sign-in-link': 'Sign-in link (to you)',
  'login-attack-alert-mail': 'Many failed sign-ins (to you)',
  'card-testing-alert-mail': 'Many declined cards (to you)',
  'reminder-mail': 'Reminder',
  'morning-sheet': 'Morning sheet (to you)',
  'message-failed-alert-mail': 'Message failed (to you)',
  'maps-outage-alert-mail': 'Maps not answering (to you)',
  'maps-spend-cap-mail': "Day's paid map calls used up (to you)",
  'owner-booking-new': 'New booking (to you)',
  'owner-booking-paid': 'Booking paid (to you)',
  'owner-booking-cancelled': 'Booking cancelled (to you)',
  'owner-booking-moved': 'Booking moved (to you)',
  'owner-inquiry': 'New inquiry (to you)',
  'reminder-text': 'Reminder',
  'morning-sheet-text': 'Morning sheet (to you)',
  'pay-link-text': 'Payment link',
  'manage-link-text': 'Link to their booking',
  'message-failed-alert': 'Message failed (to you)',
  'maps-outage-alert': 'Maps not answering (to you)',
  'trip-on-the-way': 'On the way, with the arrival time',
  'trip-arrived': 'Driver arrived',
  'trip-on-the-way-text': 'On the way, with the arrival time',
  'trip-arrived-text': 'Driver arrived',
};

/** True when `kind` has the owner's words (a kind added without them fails notifications' label test). */
export function hasMessageKindLabel(kind: string): boolean {
  return Object.hasOwn(MESSAGE_KIND_LABELS, kind);
}

/**
 * The owner's words for a message kind: 'booking-new-owner' → 'New booking (to you)'. A kind without words yet (an old
 * row, a newer server) is shown as its words: 'some-new-kind' → 'Some new kind'.
 */
export function messageKindLabel(kind: string): string {
  if (hasMessageKindLabel(kind)) return MESSAGE_KIND_LABELS[kind]!;
  const words = kind.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
