import { healthWarnings, type OperationsFacts } from './health-warnings.js';

const NOW = new Date('2026-11-25T19:00:00Z');
const facts = (overrides: Partial<OperationsFacts>): OperationsFacts => ({
  now: NOW,
  newestBackupAt: new Date('2026-11-25T10:00:00Z'),
  oldestUnsentSeconds: null,
  ...overrides,
});

describe('healthWarnings', () => {
  it.each<[string, Partial<OperationsFacts>, string[]]>([
    ['a backup from last night, no mail waiting: nothing', {}, []],
    ['no backup at all', { newestBackupAt: undefined }, ['backup-missing']],
    ['a backup exactly 36 hours old is still fine', { newestBackupAt: new Date('2026-11-24T07:00:00Z') }, []],
    ['a backup 36 hours and a second old', { newestBackupAt: new Date('2026-11-24T06:59:59Z') }, ['backup-stale']],
    ['a message waiting exactly 30 minutes is still fine', { oldestUnsentSeconds: 1800 }, []],
    ['a message waiting longer, and no backup', { newestBackupAt: undefined, oldestUnsentSeconds: 1801 }, ['backup-missing', 'mail-stuck']],
  ])('%s', (_name, overrides, names) => {
    expect(healthWarnings(facts(overrides)).map((warning) => warning.name)).toEqual(names);
  });

  it('says how old the last backup is and when it was taken', () => {
    const [warning] = healthWarnings(facts({ newestBackupAt: new Date('2026-11-23T10:00:00Z') }));
    expect(warning.message).toMatch(/^The last backup is 57 hours old \(taken 2026-11-23T10:00:00.000Z\)/);
  });

  it('says how long the oldest message has waited, nothing about its content', () => {
    const [warning] = healthWarnings(facts({ oldestUnsentSeconds: 3725 }));
    expect(warning.message).toMatch(/^A message has waited 62 minutes to be sent\./);
  });
});
