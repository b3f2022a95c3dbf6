import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailCalendarEvent } from './mail-outbox.entity.js';

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

export interface OutgoingMail {
  /** The outbox row id; names the .eml file. */
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per outbox row, so a mail that is ever delivered twice can be recognised as one by mail clients. */
  messageId: string;
  /** Sent as a text/calendar alternative with its method (what mail apps act on) and as an .ics attachment. */
  icalEvent?: MailCalendarEvent;
}

/** Hands one mail to the SMTP server (or the mail folder). Resolves once accepted; rejects with the reason otherwise. */
export interface MailTransport {
  /** For logs: 'smtp://host:port' or the folder; never credentials. */
  readonly description: string;
  deliver(mail: OutgoingMail, now: Date): Promise<void>;
  close(): void;
}

// Short enough that a dead server fails an attempt quickly (the sender's lease must outlast a whole batch),
// long enough for a slow but working one.
const CONNECTION_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

export function createMailTransport(settings: { smtpUrl: string | undefined; fileDir: string }): MailTransport {
  return settings.smtpUrl ? smtpTransport(settings.smtpUrl) : fileTransport(settings.fileDir);
}

/** One connection per mail (no pool): nothing stale survives an outage of the server. */
function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  const parsed = new URL(url);
  return {
    description: `${parsed.protocol}//${parsed.host}`,
    deliver: async (mail) => {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/** Without an SMTP server (development): each mail becomes `<dir>/<UTC timestamp>-<id>.eml`, openable in any mail client. */
function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: dir,
    deliver: async (mail, now) => {
      const info = await transporter.sendMail(mail);
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${now.toISOString().replace(/[-:.]/g, '')}-${mail.id}.eml`);
      // Written under a temporary name first, so a reader never sees half a mail.
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
    },
    close: () => transporter.close(),
  };
}
