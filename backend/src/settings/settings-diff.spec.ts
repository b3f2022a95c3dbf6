import { settingDifferences } from './settings-diff.js';

describe('settingDifferences', () => {
  it('names each changed leaf by its path, and nothing else', () => {
    const before = { prices: { chauffeur: { centsPerHour: 5000, minHours: 2 } }, schedule: { minLeadMinutes: 60 } };
    const after = { prices: { chauffeur: { centsPerHour: 6500, minHours: 2 } }, schedule: { minLeadMinutes: 120 } };
    expect(settingDifferences(before, after)).toEqual([
      { path: 'prices.chauffeur.centsPerHour', oldValue: 5000, newValue: 6500 },
      { path: 'schedule.minLeadMinutes', oldValue: 60, newValue: 120 },
    ]);
  });

  it('compares a list as one value', () => {
    const windows = [{ start: '08:00', end: '10:00' }];
    expect(settingDifferences({ windows }, { windows: [...windows, { start: '10:00', end: '12:00' }] })).toEqual([
      { path: 'windows', oldValue: windows, newValue: [...windows, { start: '10:00', end: '12:00' }] },
    ]);
    expect(settingDifferences({ windows }, { windows: [{ start: '08:00', end: '10:00' }] })).toEqual([]);
  });

  it('records a value that appears or disappears as null on its missing side', () => {
    expect(settingDifferences({ a: 1 }, { a: 1, b: 2 })).toEqual([{ path: 'b', oldValue: null, newValue: 2 }]);
  });
});
