import { join } from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import type { MailContact } from './mail-templates.js';

export const MAIL_SETTINGS = Symbol('MAIL_SETTINGS');

export interface MailSettings {
  /** The From header, e.g. 'Ogden Rides & Deliveries <no-reply@localhost>'. */
  from: string;
  /** smtp:// or smtps:// with credentials; undefined = write .eml files to `fileDir`. */
  smtpUrl: string | undefined;
  /** Absolute folder for .eml files when there is no SMTP server: DATA_DIR/mail. */
  fileDir: string;
  /** Seconds between sender runs; 0 = no timer (tests call MailSenderService.sendDue themselves). */
  intervalSeconds: number;
  contact: MailContact;
}

/** Under NODE_ENV=test the timer is off unless MAIL_SEND_INTERVAL_SECONDS is set, so tests decide when mail goes out. */
export function mailSettingsFrom(config: AppConfig): MailSettings {
  const { env } = config;
  return {
    from: env.MAIL_FROM,
    smtpUrl: env.SMTP_URL,
    fileDir: join(config.dataDir, 'mail'),
    intervalSeconds: env.MAIL_SEND_INTERVAL_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 5),
    contact: { businessName: env.BUSINESS_NAME, ownerEmail: env.OWNER_EMAIL, ownerPhone: env.OWNER_PHONE, timeZone: env.BUSINESS_TIME_ZONE },
  };
}
