/**
 * Fake Twilio Programmable Messaging API (2010-04-01) speaking the REST protocol the real `twilio` SDK uses:
 * form-encoded POST /2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP Basic auth (account SID, auth token),
 * answered with Twilio's JSON message resource (201) or its error body `{code, message, more_info, status}`. It records
 * every message, can fail on purpose (an outage: 503; a refused number: 400 with Twilio's error code), and sends the
 * status callback a real account would send, signed with X-Twilio-Signature as Twilio signs it.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import twilio from 'twilio';
import { sendJson, startFakeHttpServer } from './fake-http-server.js';

export interface FakeTwilioMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
  statusCallback: string | null;
  status: 'queued' | 'sent' | 'delivered' | 'undelivered' | 'failed';
}

export interface WebhookAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

/** 'outage': 503 without sending; a number: 400 with that Twilio error code (e.g. 21211 invalid 'To', 21610 unsubscribed). */
export type FakeTwilioFault = 'outage' | number;

export interface FakeTwilio {
  /** e.g. 'http://127.0.0.1:53211', the value for TWILIO_API_BASE_URL. */
  readonly baseUrl: string;
  readonly accountSid: string;
  readonly authToken: string;
  readonly from: string;
  /** Every message Twilio accepted, oldest first. */
  readonly messages: FakeTwilioMessage[];
  /** Every request as 'METHOD /path', newest last. */
  readonly requests: string[];
  /** The next `times` create requests fail so (default: until `recover`). */
  failNext(fault: FakeTwilioFault, times?: number): void;
  recover(): void;
  /** POSTs the status callback of a message as Twilio does (signed with the auth token); answers the app's status code. */
  sendStatus(sid: string, status: FakeTwilioMessage['status'], errorCode?: number): Promise<number>;
  /**
   * A text from `from` to the account's number, POSTed as Twilio's messaging webhook to `url` (the number's webhook
   * URL, as set in the Twilio Console), signed with the auth token.
   */
  sendInbound(url: string, from: string, body: string): Promise<WebhookAnswer>;
  /**
   * Webhooks whose URL starts with `publicBaseUrl` go to `localBaseUrl` instead, signed as the public URL: what a
   * reverse proxy in front of the app does. Lets the app's PUBLIC_BASE_URL differ from where a test app listens.
   */
  forwardWebhooks(publicBaseUrl: string, localBaseUrl: string): void;
  reset(): void;
  close(): Promise<void>;
}

const ERROR_MESSAGES: Record<number, string> = {
  21211: "The 'To' number is not a valid phone number.",
  21610: 'Attempt to send to unsubscribed recipient',
};

/** The app's settings that send its texts through `fake` (what a deployment sets for its real account). */
export function twilioEnvOf(fake: Pick<FakeTwilio, 'accountSid' | 'authToken' | 'from' | 'baseUrl'>): Record<string, string> {
  return { TWILIO_ACCOUNT_SID: fake.accountSid, TWILIO_AUTH_TOKEN: fake.authToken, TWILIO_FROM: fake.from, TWILIO_API_BASE_URL: fake.baseUrl };
}

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const from = '+18015550199';
  const messages: FakeTwilioMessage[] = [];
  const requests: string[] = [];
  let fault: { kind: FakeTwilioFault; remaining: number } | null = null;
  let forwarding: { publicBaseUrl: string; localBaseUrl: string } | null = null;

  /** POSTs a signed webhook the way Twilio does: form-encoded, X-Twilio-Signature over the URL and the parameters. */
  const postWebhook = async (url: string, params: Record<string, string>): Promise<WebhookAnswer> => {
    const signature = twilio.getExpectedTwilioSignature(authToken, url, params);
    const target = forwarding && url.startsWith(forwarding.publicBaseUrl) ? forwarding.localBaseUrl + url.slice(forwarding.publicBaseUrl.length) : url;
    const answer = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature, 'user-agent': 'TwilioProxy/1.1' },
      body: new URLSearchParams(params).toString(),
    });
    return { status: answer.status, contentType: answer.headers.get('content-type'), body: await answer.text() };
  };

  const messagesPath = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
  const handle = async (url: URL, response: ServerResponse, request: IncomingMessage) => {
    requests.push(`${request.method} ${url.pathname}`);
    const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    if (request.headers.authorization !== expectedAuth) {
      sendJson(response, 401, { code: 20003, message: 'Authenticate', more_info: 'https://www.twilio.com/docs/errors/20003', status: 401 });
      return;
    }
    if (request.method !== 'POST' || url.pathname !== messagesPath) {
      sendJson(response, 404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      return;
    }
    const form = new URLSearchParams(await readBody(request));
    if (fault) {
      const { kind } = fault;
      fault.remaining -= 1;
      if (fault.remaining <= 0) fault = null;
      if (kind === 'outage') {
        sendJson(response, 503, { code: 20503, message: 'Service unavailable', status: 503 });
        return;
      }
      sendJson(response, 400, { code: kind, message: ERROR_MESSAGES[kind] ?? 'Refused', more_info: `https://www.twilio.com/docs/errors/${kind}`, status: 400 });
      return;
    }
    const message: FakeTwilioMessage = {
      sid: `SM${randomBytes(16).toString('hex')}`,
      to: form.get('To') ?? '',
      from: form.get('From') ?? '',
      body: form.get('Body') ?? '',
      statusCallback: form.get('StatusCallback'),
      status: 'queued',
    };
    messages.push(message);
    sendJson(response, 201, messageJson(accountSid, message));
  };

  const server = await startFakeHttpServer((url, response, request) => {
    handle(url, response, request).catch(() => sendJson(response, 500, { code: 20500, message: 'Internal Server Error', status: 500 }));
  });

  return {
    baseUrl: server.baseUrl,
    accountSid,
    authToken,
    from,
    messages,
    requests,
    failNext(kind, times = Number.POSITIVE_INFINITY) {
      fault = { kind, remaining: times };
    },
    recover() {
      fault = null;
    },
    async sendStatus(sid, status, errorCode) {
      const message = messages.find((candidate) => candidate.sid === sid);
      if (!message?.statusCallback) throw new Error(`no status callback for ${sid}`);
      message.status = status;
      const params: Record<string, string> = {
        AccountSid: accountSid,
        MessageSid: sid,
        SmsSid: sid,
        MessageStatus: status,
        SmsStatus: status,
        To: message.to,
        From: message.from,
        ApiVersion: '2010-04-01',
        ...(errorCode !== undefined && { ErrorCode: String(errorCode) }),
      };
      return (await postWebhook(message.statusCallback, params)).status;
    },
    sendInbound(url, fromNumber, body) {
      const sid = `SM${randomBytes(16).toString('hex')}`;
      return postWebhook(url, {
        ToCountry: 'US',
        SmsMessageSid: sid,
        NumMedia: '0',
        SmsSid: sid,
        SmsStatus: 'received',
        Body: body,
        To: from,
        NumSegments: '1',
        MessageSid: sid,
        AccountSid: accountSid,
        From: fromNumber,
        ApiVersion: '2010-04-01',
      });
    },
    forwardWebhooks(publicBaseUrl, localBaseUrl) {
      forwarding = { publicBaseUrl, localBaseUrl };
    },
    reset() {
      messages.length = 0;
      requests.length = 0;
      fault = null;
    },
    close: () => server.close(),
  };
}

function messageJson(accountSid: string, message: FakeTwilioMessage): Record<string, unknown> {
  const now = new Date().toUTCString();
  return {
    account_sid: accountSid,
    api_version: '2010-04-01',
    body: message.body,
    date_created: now,
    date_sent: null,
    date_updated: now,
    direction: 'outbound-api',
    error_code: null,
    error_message: null,
    from: message.from,
    messaging_service_sid: null,
    num_media: '0',
    num_segments: '1',
    price: null,
    price_unit: 'USD',
    sid: message.sid,
    status: message.status,
    subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}/Media.json` },
    to: message.to,
    uri: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}.json`,
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
