import { defaultPublicBaseUrl, InvalidEnvError, validateEnv } from './validate-env.js';

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

  it('puts the site where it listens when PUBLIC_BASE_URL is unset, and the company link on the site', () => {
    expect(validateEnv({})).toMatchObject({ PUBLIC_BASE_URL: 'http://127.0.0.1:3000', COMPANY_WEBSITE_URL: 'http://127.0.0.1:3000/' });
    expect(validateEnv({ PORT: '4000' })).toMatchObject({ PUBLIC_BASE_URL: 'http://127.0.0.1:4000', COMPANY_WEBSITE_URL: 'http://127.0.0.1:4000/' });
    expect(validateEnv({ PUBLIC_BASE_URL: 'https://book.example.com', PORT: '4000' })).toMatchObject({
      PUBLIC_BASE_URL: 'https://book.example.com',
      COMPANY_WEBSITE_URL: 'https://book.example.com/',
    });
    expect(validateEnv({ COMPANY_WEBSITE_URL: 'https://example.com/' }).COMPANY_WEBSITE_URL).toBe('https://example.com/');
  });

  it.each([
    ['127.0.0.1', 3000, 'http://127.0.0.1:3000'],
    ['0.0.0.0', 3000, 'http://localhost:3000'],
    ['::', 8080, 'http://localhost:8080'],
    ['::1', 3000, 'http://[::1]:3000'],
    ['book.example.com', 80, 'http://book.example.com:80'],
  ])('reads HOST %s and PORT %i as %s', (host, port, url) => {
    expect(defaultPublicBaseUrl(host, port)).toBe(url);
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
    [{ PUBLIC_BASE_URL: 'book.example.com' }, /^Invalid setting PUBLIC_BASE_URL: /],
    [{ UNPAID_HOLDS_PER_CLIENT: '0' }, /^Invalid setting UNPAID_HOLDS_PER_CLIENT: /],
  ])('stops with one line naming the bad setting: %j', (source, expected) => {
    expect(() => validateEnv(source)).toThrow(InvalidEnvError);
    expect(() => validateEnv(source)).toThrow(expected);
  });
});
