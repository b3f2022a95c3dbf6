import { validateEnv } from '../config/validate-env.js';
import { squareSettingsFrom, SquareSettingsError } from './square-settings.js';

describe(squareSettingsFrom.name, () => {
  it('is in test mode without credentials, with the defaults', () => {
    expect(squareSettingsFrom(validateEnv({}))).toMatchObject({
      mode: 'test',
      environment: 'sandbox',
      timeoutMs: 10000,
      allowTestCards: true,
      applicationId: null,
    });
  });

  it('uses Square when all three credentials are set', () => {
    const env = validateEnv({
      SQUARE_APPLICATION_ID: 'app',
      SQUARE_LOCATION_ID: 'loc',
      SQUARE_ACCESS_TOKEN: 'token',
      SQUARE_ENVIRONMENT: 'production',
      PAYMENT_TIMEOUT_MS: '2500',
    });
    expect(squareSettingsFrom(env)).toMatchObject({
      mode: 'square',
      environment: 'production',
      applicationId: 'app',
      locationId: 'loc',
      accessToken: 'token',
      timeoutMs: 2500,
    });
  });

  it('stops at boot when only some credentials are set, naming the missing ones', () => {
    const env = validateEnv({ SQUARE_ACCESS_TOKEN: 'token' });
    expect(() => squareSettingsFrom(env)).toThrow(SquareSettingsError);
    expect(() => squareSettingsFrom(env)).toThrow('Invalid setting SQUARE_APPLICATION_ID/SQUARE_LOCATION_ID: required when SQUARE_ACCESS_TOKEN is set');
  });

  it('never allows simulated cards in production', () => {
    const env = validateEnv({
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'a-long-enough-password',
      SESSION_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://u:p@h:5432/d',
    });
    expect(squareSettingsFrom(env)).toMatchObject({ mode: 'test', allowTestCards: false });
  });

  it('refuses an unknown environment', () => {
    expect(() => validateEnv({ SQUARE_ENVIRONMENT: 'live' })).toThrow(/^Invalid setting SQUARE_ENVIRONMENT: /);
  });
});
