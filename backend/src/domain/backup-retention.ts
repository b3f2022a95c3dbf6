// When the nightly backup is due and which backups are kept. Days are business days (the calendar date in
// the business's zone, so a 23 h or 25 h DST day is one day), weeks are ISO weeks (Monday to Sunday) of
// those days.
import { addDaysToLocalDate, instantToZonedWallTime, zonedWallTimeToInstant } from './business-time.js';

/** What a backup was taken for: the night's schedule, `make backup`, or the start of an app with pending migrations. */
export const BACKUP_REASONS = ['nightly', 'manual', 'pre-migration'] as const;
export type BackupReason = (typeof BACKUP_REASONS)[number];

/** Business-local time of the nightly backup, 'HH:MM'. */
export const NIGHTLY_BACKUP_TIME = '03:00';
/** Business days, today included, whose newest backup is kept. */
export const KEEP_DAILY_BACKUPS = 14;
/** ISO weeks, this one included, whose newest backup is kept. */
export const KEEP_WEEKLY_BACKUPS = 8;

export interface BackupStamp {
  id: string;
  createdAt: Date;
}

/**
 * The nightly backup is due from 03:00 business time for the rest of that business day, as long as no backup
 * (of any kind) was taken since today's 03:00. So a server that was down at 03:00 catches up when it is back,
 * and a second server writing into the same folder finds the first one's backup and skips. Before 03:00
 * nothing is due: yesterday's slot is over.
 */
export function isNightlyBackupDue(now: Date, zone: string, newestBackupAt: Date | undefined): boolean {
  const today = instantToZonedWallTime(now, zone).date;
  const slotStart = zonedWallTimeToInstant(today, NIGHTLY_BACKUP_TIME, zone);
  return now >= slotStart && (newestBackupAt === undefined || newestBackupAt < slotStart);
}

/**
 * The ids of the backups to delete: all but the newest backup of each of the last 14 business days (today
 * included) and the newest of each of the last 8 ISO weeks (this one included). The newest backup of all, and
 * any backup dated after `now` (a clock that was set back), are never deleted.
 */
export function backupsToDelete(backups: readonly BackupStamp[], now: Date, zone: string): string[] {
  const today = instantToZonedWallTime(now, zone).date;
  const keptDays = new Set(Array.from({ length: KEEP_DAILY_BACKUPS }, (_, back) => addDaysToLocalDate(today, -back)));
  const thisMonday = mondayOf(today);
  const keptWeeks = new Set(Array.from({ length: KEEP_WEEKLY_BACKUPS }, (_, back) => addDaysToLocalDate(thisMonday, -7 * back)));

  const newestFirst = [...backups].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const keep = new Set<string>();
  const dayTaken = new Set<string>();
  const weekTaken = new Set<string>();
  for (const [index, backup] of newestFirst.entries()) {
    if (index === 0 || backup.createdAt > now) keep.add(backup.id);
    const day = instantToZonedWallTime(backup.createdAt, zone).date;
    const week = mondayOf(day);
    if (keptDays.has(day) && !dayTaken.has(day)) {
      dayTaken.add(day);
      keep.add(backup.id);
    }
    if (keptWeeks.has(week) && !weekTaken.has(week)) {
      weekTaken.add(week);
      keep.add(backup.id);
    }
  }
  return newestFirst.filter((backup) => !keep.has(backup.id)).map((backup) => backup.id);
}

/** The Monday of a 'YYYY-MM-DD' date's ISO week. */
function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDaysToLocalDate(date, -((weekday + 6) % 7));
}
