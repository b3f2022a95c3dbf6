import type { AppConfig } from '../config/app-config.js';
import { validateEnv } from '../config/validate-env.js';
import { mailSettingsFrom } from './mail-settings.js';

const configWith = (settings: Record<string, string>): AppConfig => ({ env: validateEnv(settings), dataDir: '/srv/booking/var' }) as AppConfig;

describe(mailSettingsFrom.name, () => {
  it('writes files to DATA_DIR/mail every 5 s when nothing is set', () => {
    expect(mailSettingsFrom(configWith({}))).toMatchObject({
      from: 'Ogden Rides & Deliveries <no-reply@localhost>',
      smtpUrl: undefined,
      fileDir: '/srv/booking/var/mail',
      intervalSeconds: 5,
    });
  });

  it('leaves the timer off under NODE_ENV=test unless the interval is set', () => {
    expect(mailSettingsFrom(configWith({ NODE_ENV: 'test' })).intervalSeconds).toBe(0);
    expect(mailSettingsFrom(configWith({ NODE_ENV: 'test', MAIL_SEND_INTERVAL_SECONDS: '2' })).intervalSeconds).toBe(2);
    expect(mailSettingsFrom(configWith({ MAIL_SEND_INTERVAL_SECONDS: '0' })).intervalSeconds).toBe(0);
  });

  it('takes the SMTP server, sender and owner contact from the settings', () => {
    const settings = mailSettingsFrom(
      configWith({ SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: 'Rides <rides@example.com>', OWNER_EMAIL: 'o@example.com' }),
    );
    expect(settings.smtpUrl).toBe('smtps://u:p@mail.example.com:465');
    expect(settings.from).toBe('Rides <rides@example.com>');
    expect(settings.contact).toMatchObject({ ownerEmail: 'o@example.com', businessName: 'Ogden Rides & Deliveries', timeZone: 'America/Denver' });
  });

  it.each([
    [{ SMTP_URL: 'http://mail.example.com' }, /^Invalid setting SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL$/],
    [{ MAIL_FROM: 'nobody' }, /^Invalid setting MAIL_FROM: /],
    [{ MAIL_SEND_INTERVAL_SECONDS: '-1' }, /^Invalid setting MAIL_SEND_INTERVAL_SECONDS: /],
  ])('refuses malformed mail settings: %j', (source, expected) => {
    expect(() => validateEnv(source)).toThrow(expected);
  });
});
