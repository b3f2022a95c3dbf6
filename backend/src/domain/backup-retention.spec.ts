import { addDaysToLocalDate, instantToZonedWallTime, zonedWallTimeToInstant } from './business-time.js';
import { backupsToDelete, isNightlyBackupDue, type BackupStamp } from './backup-retention.js';

const DENVER = 'America/Denver';

/** A backup taken at a Denver wall time; its id is that wall time, so the tables read as the owner would. */
const at = (date: string, time = '03:00'): BackupStamp => ({ id: `${date} ${time}`, createdAt: zonedWallTimeToInstant(date, time, DENVER) });
const utc = (iso: string): BackupStamp => ({ id: iso, createdAt: new Date(iso) });
/** The nightly backups of `days` days up to and including `last`. */
const nightly = (last: string, days: number) => Array.from({ length: days }, (_, back) => at(addDaysToLocalDate(last, -back)));
const kept = (backups: BackupStamp[], now: Date, zone = DENVER) => {
  const deleted = new Set(backupsToDelete(backups, now, zone));
  return backups
    .filter((backup) => !deleted.has(backup.id))
    .map((backup) => backup.id)
    .sort();
};

describe('backupsToDelete', () => {
  it('keeps the last 14 days and the newest of each of the last 8 ISO weeks of a hundred nightly backups', () => {
    const now = zonedWallTimeToInstant('2026-11-25', '12:00', DENVER); // a Wednesday
    const days = Array.from({ length: 14 }, (_, back) => `${addDaysToLocalDate('2026-11-25', -back)} 03:00`);
    // Weeks from Monday 5 October on: each one's newest is its Sunday's backup; the three latest weeks are in `days`.
    const sundays = ['2026-10-11', '2026-10-18', '2026-10-25', '2026-11-01', '2026-11-08'].map((date) => `${date} 03:00`);
    expect(kept(nightly('2026-11-25', 100), now)).toEqual([...sundays, ...days].sort());
  });

  it.each<[string, BackupStamp[], string, string[]]>([
    [
      'several backups of one day: only the newest stays',
      [at('2026-11-25', '03:00'), at('2026-11-25', '10:15'), at('2026-11-25', '11:00')],
      '2026-11-25T19:00:00Z',
      ['2026-11-25 11:00'],
    ],
    [
      'fall back (25 h day): 00:30 MDT and 23:30 MST are both 1 November, the later one stays',
      [utc('2026-11-01T06:30:00Z'), utc('2026-11-02T06:30:00Z'), at('2026-11-02', '03:00')],
      '2026-11-03T19:00:00Z',
      ['2026-11-02 03:00', '2026-11-02T06:30:00Z'],
    ],
    [
      'spring forward (23 h day): 00:30 MST and 23:30 MDT are both 8 March',
      [utc('2026-03-08T07:30:00Z'), utc('2026-03-09T05:30:00Z'), at('2026-03-09', '03:00')],
      '2026-03-10T19:00:00Z',
      ['2026-03-09 03:00', '2026-03-09T05:30:00Z'],
    ],
    [
      'a Sunday evening in Denver is Monday in UTC but belongs to the week before',
      // 22:00 MST on Sunday 29 November 2026 is 05:00Z on Monday 30 November. Now is 40 days later: only weeks count.
      [at('2026-11-23', '03:00'), utc('2026-11-30T05:00:00Z'), at('2026-11-30', '03:00'), at('2027-01-08', '03:00')],
      '2027-01-08T19:00:00Z',
      ['2026-11-30 03:00', '2026-11-30T05:00:00Z', '2027-01-08 03:00'],
    ],
    ['the newest backup stays however old it is', [at('2026-01-05'), at('2026-01-04')], '2026-11-25T19:00:00Z', ['2026-01-05 03:00']],
    [
      'a backup dated after now (the clock was set back) stays',
      [at('2026-11-20', '03:00'), at('2026-11-20', '09:00'), at('2026-11-26', '03:00')],
      '2026-11-25T19:00:00Z',
      ['2026-11-20 09:00', '2026-11-26 03:00'],
    ],
    ['no backups, nothing to delete', [], '2026-11-25T19:00:00Z', []],
  ])('%s', (_name, backups, now, expected) => {
    expect(kept(backups, new Date(now))).toEqual([...expected].sort());
  });

  it('counts days in the business zone, whatever zone the server runs in', () => {
    // 15 nightly backups at 03:00 in Kiritimati (UTC+14): on 25 November there, the 15th-newest is one day too old.
    const zone = 'Pacific/Kiritimati';
    const backups = Array.from({ length: 15 }, (_, back) => {
      const date = addDaysToLocalDate('2026-11-25', -back);
      return { id: date, createdAt: zonedWallTimeToInstant(date, '03:00', zone) };
    });
    const now = zonedWallTimeToInstant('2026-11-25', '04:00', zone);
    expect(instantToZonedWallTime(now, DENVER).date).toBe('2026-11-24');
    // 11 November is the oldest and its week (from 9 November) keeps its newest: 15 November.
    expect(backupsToDelete(backups, now, zone)).toEqual(['2026-11-11']);
  });
});

describe('isNightlyBackupDue', () => {
  it.each<[string, string, string | undefined, boolean]>([
    ['02:59 MST, nothing yet today: not yet', '2026-11-25T09:59:00Z', '2026-11-24T10:00:00Z', false],
    ['03:00 MST, the last one is yesterday’s', '2026-11-25T10:00:00Z', '2026-11-24T10:00:05Z', true],
    ['03:00 MST, no backup at all', '2026-11-25T10:00:00Z', undefined, true],
    ['03:01 MST, taken at 03:00:05 today', '2026-11-25T10:01:00Z', '2026-11-25T10:00:05Z', false],
    ['22:00 MST, missed at 03:00 (server was down): catch up', '2026-11-26T05:00:00Z', '2026-11-24T10:00:05Z', true],
    ['22:00 MST, a manual backup at 10:00 counts', '2026-11-26T05:00:00Z', '2026-11-25T17:00:00Z', false],
    ['00:30 MST: yesterday’s slot is over, today’s not begun', '2026-11-26T07:30:00Z', '2026-11-24T10:00:00Z', false],
    ['spring forward: 01:59 MST', '2026-03-08T08:59:00Z', '2026-03-07T10:00:00Z', false],
    ['spring forward: 03:00 MDT, right after the gap', '2026-03-08T09:00:00Z', '2026-03-07T10:00:00Z', true],
    ['fall back: 02:30 MST, after the repeated hour', '2026-11-01T09:30:00Z', '2026-10-31T09:00:00Z', false],
    ['fall back: 03:00 MST', '2026-11-01T10:00:00Z', '2026-10-31T09:00:00Z', true],
  ])('%s', (_name, now, newest, due) => {
    expect(isNightlyBackupDue(new Date(now), DENVER, newest === undefined ? undefined : new Date(newest))).toBe(due);
  });
});
