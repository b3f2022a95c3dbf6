import { messageKindLabel } from '../domain/message-kinds.js';
import { failureAlertFor, type FailedMessage, type OwnerReach } from './message-failure-alerts.js';

const contact = { businessName: 'Ogden Rides & Deliveries', ownerEmail: 'owner@example.com', ownerPhone: '(801) 555-0100', timeZone: 'America/Denver' };
const owner: OwnerReach = { contact, textTo: '+18015550100' };
const failedText: FailedMessage = {
  id: '6f1c2a34-0000-4000-8000-000000000001',
  channel: 'text',
  kind: 'reminder-text',
  to: '+18015550123',
  subject: '',
  error: 'Twilio error 30003: the phone is switched off or out of reach',
  bookingId: 'bk_1',
  bookingReference: 'K7Q2XM',
};
const failedMail: FailedMessage = {
  ...failedText,
  channel: 'mail',
  kind: 'booking-received',
  to: 'dana@example.com',
  subject: 'Booking 254-K7Q2XM received',
  error: '451 Mailbox busy, try later',
};

describe(failureAlertFor.name, () => {
  it('reports a failed text by one mail to the owner, without the text itself', () => {
    const alert = failureAlertFor(failedText, owner);
    expect(alert).toMatchObject({
      channel: 'mail',
      mail: {
        kind: 'message-failed-alert-mail',
        to: 'owner@example.com',
        subject: 'A text to +18015550123 could not be sent',
        bookingId: 'bk_1',
        dedupeKey: `message-failed-alert:${failedText.id}`,
      },
    });
    if (alert?.channel !== 'mail') throw new Error('expected a mail');
    expect(alert.mail.text).toContain('Booking: 254-K7Q2XM');
    // The kind of text in the owner's words, not its internal name.
    expect(alert.mail.text).toContain(`Text (${messageKindLabel('reminder-text')})`);
    expect(alert.mail.text).not.toContain('reminder-text');
    expect(alert.mail.text).toContain('Error:   Twilio error 30003: the phone is switched off or out of reach');
    expect(alert.mail.mjml).toContain('Admin → Messages');
  });

  it('reports a failed mail by one short text to the owner', () => {
    expect(failureAlertFor(failedMail, owner)).toEqual({
      channel: 'text',
      text: {
        kind: 'message-failed-alert',
        to: '+18015550100',
        body: 'Ogden Rides & Deliveries: a mail to dana@example.com (booking 254-K7Q2XM) could not be sent: 451 Mailbox busy, try later. Admin > Messages can send it again.',
        bookingId: 'bk_1',
        dedupeKey: `message-failed-alert:${failedMail.id}`,
      },
    });
  });

  it('cuts a long error short in the text', () => {
    const alert = failureAlertFor({ ...failedMail, error: 'x'.repeat(500), bookingReference: null }, owner);
    if (alert?.channel !== 'text') throw new Error('expected a text');
    expect(alert.text.body.length).toBeLessThan(200);
    expect(alert.text.body).toContain(`${'x'.repeat(79)}…`);
  });

  it('has no text alert for a failed mail while texts are off', () => {
    expect(failureAlertFor(failedMail, { contact, textTo: null })).toBeNull();
  });

  it('never alerts about an alert', () => {
    expect(failureAlertFor({ ...failedText, kind: 'message-failed-alert' }, owner)).toBeNull();
    expect(failureAlertFor({ ...failedMail, kind: 'message-failed-alert-mail' }, owner)).toBeNull();
  });
});
