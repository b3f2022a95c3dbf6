import twilio from 'twilio';
import type { TwilioAccount } from './text-settings.js';

export const TEXT_TRANSPORT = Symbol('TEXT_TRANSPORT');

export interface OutgoingText {
  /** E.164. */
  to: string;
  body: string;
  /** Where Twilio reports the message's progress (signed with the auth token). */
  statusCallback: string;
}

/** Twilio took the message: its SID ('SM…') and first status (usually 'queued'). */
export interface AcceptedText {
  sid: string;
  status: string;
}

/** Hands one text to Twilio. Resolves once Twilio accepted it; rejects with the reason otherwise. */
export interface TextTransport {
  /** For logs: the API's address, never credentials. */
  readonly description: string;
  send(text: OutgoingText): Promise<AcceptedText>;
}

/**
 * Twilio refused the message for a reason another attempt cannot change (a 4xx with its error code: an invalid or
 * unsubscribed number, a landline…): it is not tried again.
 */
export class TextRefusedError extends Error {
  constructor(
    message: string,
    /** Twilio's error code, e.g. 21211 or 21610. */
    readonly code: number | null,
  ) {
    super(message);
    this.name = 'TextRefusedError';
  }
}

const TWILIO_API_ORIGIN = 'https://api.twilio.com';
/** One attempt's limit: a Twilio that does not answer fails the attempt, which is retried with the outbox's backoff. */
const REQUEST_TIMEOUT_MS = 10_000;
/** Answers that may be different next time: wrong credentials (fixed in the settings), too many requests, Twilio down. */
const TRANSIENT_STATUSES = new Set([401, 403, 408, 409, 429]);

type RequestOptions<TData> = Parameters<InstanceType<typeof twilio.RequestClient>['request']>[0] & { data?: TData };

/**
 * The SDK's HTTP client, with its requests sent to `baseUrl` instead of https://api.twilio.com: the SDK's documented
 * extension point (ClientOpts.httpClient), used only when TWILIO_API_BASE_URL is set (tests point it at a fake).
 */
class BaseUrlRequestClient extends twilio.RequestClient {
  constructor(private readonly baseUrl: string) {
    super({ timeout: REQUEST_TIMEOUT_MS });
  }

  override request<TData>(options: RequestOptions<TData>) {
    const uri = options.uri.startsWith(TWILIO_API_ORIGIN) ? `${this.baseUrl.replace(/\/+$/, '')}${options.uri.slice(TWILIO_API_ORIGIN.length)}` : options.uri;
    return super.request<TData>({ ...options, uri });
  }
}

/** Texts through the official SDK (Programmable Messaging: POST /2010-04-01/Accounts/{sid}/Messages.json). */
export function createTwilioTransport(account: TwilioAccount): TextTransport {
  const httpClient = account.apiBaseUrl ? new BaseUrlRequestClient(account.apiBaseUrl) : new twilio.RequestClient({ timeout: REQUEST_TIMEOUT_MS });
  const client = twilio(account.accountSid, account.authToken, { httpClient, autoRetry: false });
  return {
    description: account.apiBaseUrl ?? TWILIO_API_ORIGIN,
    send: async ({ to, body, statusCallback }) => {
      try {
        const message = await client.messages.create({ to, from: account.from, body, statusCallback });
        return { sid: message.sid, status: message.status };
      } catch (error) {
        throw refusalOf(error) ?? error;
      }
    },
  };
}

/** A Twilio answer that settles the message's fate, as a TextRefusedError; undefined for anything worth another try. */
function refusalOf(error: unknown): TextRefusedError | undefined {
  if (!(error instanceof twilio.RestException)) return undefined;
  if (error.status < 400 || error.status >= 500 || TRANSIENT_STATUSES.has(error.status)) return undefined;
  return new TextRefusedError(error.message, error.code ?? null);
}
