/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1 for API tests: port 0 on first start (the
 * OS picks a free port), keeps that port across stop() and start() so tests can simulate an outage, and
 * records every message it accepted. No TLS, no authentication.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** SMTP envelope. */
  from: string;
  to: string[];
  /** Header names lower-cased; folded lines joined; RFC 2047 encoded words decoded. */
  headers: Record<string, string>;
  subject: string;
  messageId: string;
  /** Everything after the header block, as transmitted (MIME parts, transfer-encoded). */
  body: string;
  raw: string;
}

export interface SmtpTestServer {
  /** smtp://127.0.0.1:<port>, for the SMTP_URL setting. */
  url: string;
  port: number;
  /** Messages accepted since start (or the last clear()), oldest first. */
  messages: ReceivedMail[];
  /** Listening again on the same port after stop(). */
  start(): Promise<void>;
  /** Closes the port, so connections are refused, like a mail server that is down. */
  stop(): Promise<void>;
  /** While set, every message is answered with this temporary failure (451) instead of being accepted. */
  rejectWith(reason: string | null): void;
  clear(): void;
}

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const messages: ReceivedMail[] = [];
  let rejection: string | null = null;
  let server: SMTPServer | null = null;
  let port = 0;

  const listen = async () => {
    const next = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 100,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (rejection) {
            const error = Object.assign(new Error(rejection), { responseCode: 451 });
            callback(error);
            return;
          }
          const envelope = session.envelope;
          messages.push(
            parseMessage(
              Buffer.concat(chunks).toString('utf8'),
              envelope.mailFrom ? envelope.mailFrom.address : '',
              envelope.rcptTo.map((r) => r.address),
            ),
          );
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      const net = next.listen(port, '127.0.0.1', () => resolve());
      net.once('error', reject);
    });
    port = (next.server.address() as AddressInfo).port;
    server = next;
  };

  await listen();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    messages,
    start: async () => {
      if (!server) await listen();
    },
    stop: async () => {
      const current = server;
      server = null;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    rejectWith: (reason) => (rejection = reason),
    clear: () => messages.splice(0),
  };
}

/** Splits a message at the first empty line; good enough for the single-level headers tests look at. */
function parseMessage(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { from, to, headers, subject: headers.subject ?? '', messageId: headers['message-id'] ?? '', body, raw };
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, text: string) => {
    if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
    const bytes = text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_hex, code: string) => String.fromCharCode(parseInt(code, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  });
}

/** The decoded text/plain part of a message nodemailer built (quoted-printable or 7bit), for content checks. */
export function textPartOf(mail: ReceivedMail): string {
  const match = /Content-Type: text\/plain[^\n]*\r?\n(?:Content-Transfer-Encoding: ([^\r\n]+)\r?\n)?\r?\n([\s\S]*?)\r?\n--/i.exec(mail.body);
  if (!match) return mail.body;
  const [, encoding, content] = match;
  if (encoding?.trim().toLowerCase() !== 'quoted-printable') return content;
  const bytes = content.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_hex, code: string) => String.fromCharCode(parseInt(code, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** One MIME part of a message: its content type, its header block and its decoded content. */
interface MimePart {
  contentType: string;
  headers: string;
  content: string;
}

/**
 * The calendar event of a message nodemailer built with icalEvent: the text/calendar alternative (what mail apps act
 * on) and the application/ics attachment, each decoded (base64, quoted-printable or as is).
 */
export function calendarPartsOf(mail: ReceivedMail): { alternative: MimePart; attachment: MimePart } {
  const parts = mail.body.split(/\r?\n--[^\r\n]+\r?\n/).flatMap((chunk): MimePart[] => {
    const split = chunk.search(/\r?\n\r?\n/);
    if (split < 0) return [];
    const headers = chunk.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
    const contentType = /^Content-Type: ([^\r\n]+)/im.exec(headers)?.[1] ?? '';
    const encoding = /^Content-Transfer-Encoding: ([^\r\n]+)/im.exec(headers)?.[1]?.trim().toLowerCase();
    const raw = chunk
      .slice(split)
      .replace(/^\r?\n\r?\n/, '')
      .replace(/\r?\n--[^\r\n]*--\s*$/, '');
    return [{ contentType, headers, content: decodeBody(raw, encoding) }];
  });
  const alternative = parts.find((part) => part.contentType.startsWith('text/calendar'));
  const attachment = parts.find((part) => part.contentType.startsWith('application/ics'));
  if (!alternative || !attachment) throw new Error(`no calendar parts in: ${parts.map((part) => part.contentType).join(', ')}`);
  return { alternative, attachment };
}

function decodeBody(raw: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(raw.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_hex, code: string) => String.fromCharCode(parseInt(code, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return raw;
}
