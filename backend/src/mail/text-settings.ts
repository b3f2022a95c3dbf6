import type { AppConfig } from '../config/app-config.js';
import { toE164 } from './phone-e164.js';

export const TEXT_SETTINGS = Symbol('TEXT_SETTINGS');

/** The Twilio account texts go through (TWILIO_*); validateEnv lets all three through or none. */
export interface TwilioAccount {
  accountSid: string;
  authToken: string;
  /** The sending number, E.164. */
  from: string;
  /** Where the SDK's requests go instead of https://api.twilio.com (tests: the fake Twilio); null = Twilio itself. */
  apiBaseUrl: string | null;
}

export interface TextSettings {
  /** null: texts are off (no Twilio settings); enqueueText then stores nothing. */
  twilio: TwilioAccount | null;
  /** The site's public address (PUBLIC_BASE_URL, no trailing slash): Twilio calls back under it, and signs that URL. */
  publicBaseUrl: string;
  /** Where Twilio reports each text's progress: PUBLIC_BASE_URL/api/twilio/status. */
  statusCallbackUrl: string;
  /** OWNER_PHONE in E.164, for the owner's alerts by text; null when it is no number a text can reach. */
  ownerPhone: string | null;
  /** Seconds between text sender runs: MAIL_SEND_INTERVAL_SECONDS, as for mail (0 = no timer). */
  intervalSeconds: number;
}

export function textSettingsFrom(config: AppConfig, intervalSeconds: number): TextSettings {
  const { env } = config;
  const publicBaseUrl = env.PUBLIC_BASE_URL.replace(/\/+$/, '');
  const twilio =
    env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
      ? { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM, apiBaseUrl: env.TWILIO_API_BASE_URL ?? null }
      : null;
  return { twilio, publicBaseUrl, statusCallbackUrl: `${publicBaseUrl}/api/twilio/status`, ownerPhone: toE164(env.OWNER_PHONE), intervalSeconds };
}
