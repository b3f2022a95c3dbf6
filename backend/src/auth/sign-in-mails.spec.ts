import type { MailContact } from '../mail/mail-templates.js';
import { loginAttackAlertMail, signInLinkMail } from './sign-in-mails.js';

const contact: MailContact = {
  businessName: 'Ogden Rides & Deliveries',
  ownerEmail: 'owner@ogden-rides.test',
  ownerPhone: '(801) 555-0199',
  timeZone: 'America/Denver',
};
const hostile: MailContact = { ...contact, businessName: 'Evil <script>alert(1)</script>\nBcc: x@evil.test' };

describe('sign-in mails', () => {
  it('carries the sign-in link in both renderings, escaped in the HTML', () => {
    const mail = signInLinkMail({ signInUrl: 'https://rides.test/auth?link=abc&x="y"', expiresInMinutes: 15 }, contact);
    expect(mail.subject).toBe('Your Ogden Rides & Deliveries sign-in link');
    expect(mail.text).toContain('within 15 minutes:\nhttps://rides.test/auth?link=abc&x="y"\n');
    expect(mail.mjml).toContain('<a href="https://rides.test/auth?link=abc&amp;x=&quot;y&quot;">Sign in</a>');
  });

  it('words the alert in the business zone and points at the sign-in link', () => {
    const mail = loginAttackAlertMail(
      { failures: 20, addresses: 1, startedAt: new Date('2026-06-01T14:00:00Z'), signInUrl: 'https://rides.test/auth', quietMinutes: 60 },
      contact,
    );
    expect(mail.subject).toBe('Many failed sign-ins to Ogden Rides & Deliveries');
    expect(mail.text).toContain('20 sign-ins to the Ogden Rides & Deliveries admin failed within an hour (as of June 1, 2026 at 8:00 AM), from 1 address.');
    expect(mail.text).toContain('choose "Email me a sign-in link" at https://rides.test/auth');
    expect(mail.text).toContain('another comes only after 60 minutes without a failed sign-in');
  });

  it('keeps a hostile business name out of the subject header and the HTML', () => {
    for (const mail of [
      signInLinkMail({ signInUrl: 'https://rides.test/auth?link=abc', expiresInMinutes: 15 }, hostile),
      loginAttackAlertMail({ failures: 20, addresses: 3, startedAt: new Date(), signInUrl: 'https://rides.test/auth', quietMinutes: 60 }, hostile),
    ]) {
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.mjml).not.toContain('<script>');
    }
  });
});
