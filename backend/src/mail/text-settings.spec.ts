import type { AppConfig } from '../config/app-config.js';
import type { Settings } from '../config/env.dto.js';
import { validateEnv } from '../config/validate-env.js';
import { textSettingsFrom } from './text-settings.js';

const configOf = (env: Settings): AppConfig => ({ env, databaseUrl: '', sessionSecret: '', adminPassword: '', dataDir: '', frontendDist: '' });

const TWILIO = { TWILIO_ACCOUNT_SID: `AC${'0a'.repeat(16)}`, TWILIO_AUTH_TOKEN: 'f'.repeat(32), TWILIO_FROM: '+18015550100' };

describe('the Twilio settings', () => {
  it('turn texts on when all three are set, and off when none is', () => {
    const on = validateEnv({ ...TWILIO, PUBLIC_BASE_URL: 'https://rides.example.com/' });
    expect(textSettingsFrom(configOf(on), 5)).toEqual({
      twilio: { accountSid: TWILIO.TWILIO_ACCOUNT_SID, authToken: TWILIO.TWILIO_AUTH_TOKEN, from: '+18015550100', apiBaseUrl: null },
      publicBaseUrl: 'https://rides.example.com',
      statusCallbackUrl: 'https://rides.example.com/api/twilio/status',
      ownerPhone: '+18015550100',
      intervalSeconds: 5,
    });
    const off = validateEnv({ TWILIO_ACCOUNT_SID: '', TWILIO_AUTH_TOKEN: '', TWILIO_FROM: '' });
    expect(textSettingsFrom(configOf(off), 5).twilio).toBeNull();
  });

  it.each(['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const)('refuse to start with %s missing from the set', (missing) => {
    expect(() => validateEnv({ ...TWILIO, [missing]: '' })).toThrow(
      `Invalid setting ${missing}: is required with the other Twilio settings: all of TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM, or none`,
    );
  });

  it.each([
    ['TWILIO_ACCOUNT_SID', 'SK0123', 'must be an account SID: AC and 32 hex digits'],
    ['TWILIO_FROM', '(801) 555-0100', 'must be a phone number in E.164 form such as +18015550100'],
    ['TWILIO_AUTH_TOKEN', 'short', 'must be the auth token of the account (Twilio Console)'],
  ])('refuse a malformed %s', (key, value, message) => {
    expect(() => validateEnv({ ...TWILIO, [key]: value })).toThrow(`Invalid setting ${key}: ${message}`);
  });
});
