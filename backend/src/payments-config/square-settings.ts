import type { EnvDto } from '../config/env.dto.js';

export const SQUARE_SETTINGS = Symbol('SQUARE_SETTINGS');

export interface SquareSettings {
  /** 'test' when no credentials are set: simulated cards, clearly labelled, never real money. */
  mode: 'square' | 'test';
  environment: 'sandbox' | 'production';
  applicationId: string | null;
  locationId: string | null;
  accessToken: string | null;
  webhookSignatureKey: string | null;
  webhookUrl: string | null;
  /** Overrides the host SQUARE_ENVIRONMENT picks (tests point it at a fake). */
  baseUrl: string | null;
  /** Per call to Square, in milliseconds. */
  timeoutMs: number;
  /** Simulated payments would mark bookings paid for free, so production refuses them. */
  allowTestCards: boolean;
}

export class SquareSettingsError extends Error {}

const CREDENTIALS = ['SQUARE_APPLICATION_ID', 'SQUARE_LOCATION_ID', 'SQUARE_ACCESS_TOKEN'] as const;

/** Throws at boot when only some credentials are set: that is a typo, not a wish for test mode. */
export function squareSettingsFrom(env: EnvDto): SquareSettings {
  const present = CREDENTIALS.filter((key) => env[key]);
  if (present.length > 0 && present.length < CREDENTIALS.length) {
    const missing = CREDENTIALS.filter((key) => !env[key]);
    throw new SquareSettingsError(`Invalid setting ${missing.join('/')}: required when ${present.join('/')} is set`);
  }
  return {
    mode: present.length === CREDENTIALS.length ? 'square' : 'test',
    environment: env.SQUARE_ENVIRONMENT,
    applicationId: env.SQUARE_APPLICATION_ID ?? null,
    locationId: env.SQUARE_LOCATION_ID ?? null,
    accessToken: env.SQUARE_ACCESS_TOKEN ?? null,
    webhookSignatureKey: env.SQUARE_WEBHOOK_SIGNATURE_KEY ?? null,
    webhookUrl: env.SQUARE_WEBHOOK_URL ?? null,
    baseUrl: env.SQUARE_BASE_URL ?? null,
    timeoutMs: env.PAYMENT_TIMEOUT_MS,
    allowTestCards: env.NODE_ENV !== 'production',
  };
}
