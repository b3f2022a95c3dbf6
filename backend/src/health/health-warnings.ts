import type { HealthWarning } from '../contracts/health.contract.js';

/** A newest backup older than this is reported: one nightly run missed, plus half a day to notice. */
export const BACKUP_STALE_AFTER_MS = 36 * 60 * 60 * 1000;
/**
 * A message (mail or text) waiting to be sent longer than this is reported. A working sender delivers within seconds (it
 * runs every 5 s); by 30 minutes a message its server refuses has failed about six times (30 s, 1, 2, 4, 8, 16 min
 * apart). A text held for quiet hours waits from the end of the quiet hours, not from when it was queued.
 */
const MESSAGE_STUCK_AFTER_SECONDS = 30 * 60;

export interface OperationsFacts {
  now: Date;
  /** The newest finished backup in the backup folder. */
  newestBackupAt: Date | undefined;
  /** How long the message that has waited longest to be sent has waited, in seconds (MailOutboxService); null: none. */
  oldestUnsentSeconds: number | null;
}

/** The warnings of the owner's operations status (GET /api/admin/operations), from what was looked up. Messages name no secrets. */
export function healthWarnings({ now, newestBackupAt, oldestUnsentSeconds }: OperationsFacts): HealthWarning[] {
  const warnings: HealthWarning[] = [];
  if (!newestBackupAt) {
    warnings.push({ name: 'backup-missing', message: 'No backup has been taken yet. One is taken every night at 03:00; `make backup` takes one now.' });
  } else if (now.getTime() - newestBackupAt.getTime() > BACKUP_STALE_AFTER_MS) {
    const hours = Math.floor((now.getTime() - newestBackupAt.getTime()) / 3_600_000);
    warnings.push({
      name: 'backup-stale',
      message: `The last backup is ${hours} hours old (taken ${newestBackupAt.toISOString()}). Backups are taken every night at 03:00: look for "nightly backup failed" in the server log and check the free disk space.`,
    });
  }
  if (oldestUnsentSeconds !== null && oldestUnsentSeconds > MESSAGE_STUCK_AFTER_SECONDS) {
    warnings.push({
      name: 'mail-stuck',
      message: `A message has waited ${Math.floor(oldestUnsentSeconds / 60)} minutes to be sent. Check the mail and text settings (SMTP_URL, TWILIO_*), the Messages list in the admin and the server log.`,
    });
  }
  return warnings;
}
