import { InvalidEnvError, validateEnv } from './validate-env.js';

describe(validateEnv.name, () => {
  it('applies the defaults when nothing is set', () => {
    const env = validateEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', BUSINESS_TIME_ZONE: 'America/Denver', GEO_PROVIDER: 'offline', ROAD_FACTOR: 1.2 });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('keeps optional secrets that are set', () => {
    const env = validateEnv({ ADMIN_PASSWORD: 'a-long-enough-password', SESSION_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://u:p@h:5432/d' });
    expect(env.ADMIN_PASSWORD).toBe('a-long-enough-password');
    expect(env.SESSION_SECRET).toBe('x'.repeat(40));
    expect(env.DATABASE_URL).toBe('postgres://u:p@h:5432/d');
  });

  it('treats empty values as unset', () => {
    expect(validateEnv({ DATABASE_URL: '', ADMIN_PASSWORD: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid setting PORT: /],
    [{ PORT: '70000' }, /^Invalid setting PORT: /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid setting DATABASE_URL: must be a postgres:\/\/ connection URL$/],
    [{ OWNER_EMAIL: 'not-an-email' }, /^Invalid setting OWNER_EMAIL: /],
    [{ ADMIN_PASSWORD: 'short' }, /^Invalid setting ADMIN_PASSWORD: must be at least 12 characters$/],
    [{ GEO_PROVIDER: 'google' }, /^Invalid setting GOOGLE_MAPS_API_KEY: required when GEO_PROVIDER=google$/],
    [{ NODE_ENV: 'production' }, /^Invalid setting ADMIN_PASSWORD: required when NODE_ENV=production$/],
  ])('stops with one line naming the bad setting: %j', (source, expected) => {
    expect(() => validateEnv(source)).toThrow(InvalidEnvError);
    expect(() => validateEnv(source)).toThrow(expected);
  });
});
