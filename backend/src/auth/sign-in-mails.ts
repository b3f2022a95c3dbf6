// The owner's sign-in mails: the one-time sign-in link, and the alert about an incident of failed sign-ins. Pure
// functions of plain values, like mail/mail-templates.ts, whose page frame and escaping they use.

import { escapeHtml, htmlText, oneLine, page, signature, type MailContact, type RenderedMail } from '../mail/mail-templates.js';

export interface SignInLinkFacts {
  /** Absolute link that carries the one-time token. */
  signInUrl: string;
  expiresInMinutes: number;
}

/** To the owner: a link that signs in once. */
export function signInLinkMail(facts: SignInLinkFacts, contact: MailContact): RenderedMail {
  const lines = [
    `Someone asked for a sign-in link to the ${contact.businessName} admin.`,
    `The link signs you in once, within ${facts.expiresInMinutes} minutes:`,
  ];
  const ignore = 'If you did not ask for it, ignore this e-mail: nobody can use the link without it, and your password stays as it is.';
  return {
    subject: oneLine(`Your ${contact.businessName} sign-in link`),
    text: [...lines, facts.signInUrl, '', ignore, '', signature(contact)].join('\n'),
    mjml: page(
      contact,
      htmlText(
        [`<p>${lines.map(escapeHtml).join('<br>')}</p>`, `<p><a href="${escapeHtml(facts.signInUrl)}">Sign in</a></p>`, `<p>${escapeHtml(ignore)}</p>`].join(
          '\n',
        ),
      ),
    ),
  };
}

export interface LoginAttackFacts {
  /** Failed sign-ins in the hour when the incident started. */
  failures: number;
  /** Client addresses (IPv6 by /64) that failed in the last hour. */
  addresses: number;
  startedAt: Date;
  /** The sign-in page, '{PUBLIC_BASE_URL}/auth'. */
  signInUrl: string;
  /** An incident ends after this many minutes without a failure; only then can another mail come. */
  quietMinutes: number;
}

/** To the owner, once per incident: many wrong passwords are being tried. */
export function loginAttackAlertMail(facts: LoginAttackFacts, contact: MailContact): RenderedMail {
  const since = new Intl.DateTimeFormat('en-US', { timeZone: contact.timeZone, dateStyle: 'long', timeStyle: 'short' }).format(facts.startedAt);
  const lines = [
    `${facts.failures} sign-ins to the ${contact.businessName} admin failed within an hour (as of ${since}), from ${facts.addresses} ${
      facts.addresses === 1 ? 'address' : 'addresses'
    }.`,
    'None of them got in. Your account is not locked: each address that keeps failing is refused for a while, and sign-ins are slowed a little.',
    `If the sign-in page refuses you, choose "Email me a sign-in link" at ${facts.signInUrl} and a link that signs you in once comes to this address.`,
    `If these attempts were not yours, consider choosing a longer password. This is the only mail about these attempts; another comes only after ${facts.quietMinutes} minutes without a failed sign-in.`,
  ];
  return {
    subject: oneLine(`Many failed sign-ins to ${contact.businessName}`),
    text: [...lines, '', signature(contact)].join('\n'),
    mjml: page(contact, htmlText(lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'))),
  };
}
