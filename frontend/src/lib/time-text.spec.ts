import { afterAll, describe, expect, it } from 'vitest';
import { showLanguage } from '@/lib/i18n';
import { timeText } from '@/lib/time-text';

describe('timeText', () => {
  afterAll(() => showLanguage('en'));

  it.each([
    ['07:30', '7:30 AM', '7:30 a.m.'],
    ['12:00', '12:00 PM', '12:00 p.m.'],
    ['00:15', '12:15 AM', '12:15 a.m.'],
    ['14:00-16:00', '2:00 PM - 4:00 PM', '2:00 p.m. - 4:00 p.m.'],
    ['N/A', 'N/A', 'N/A'],
    ['25:00', '25:00', '25:00'],
  ])('%s: %s / %s', async (text, english, spanish) => {
    await showLanguage('en');
    expect(timeText(text)).toBe(english);
    await showLanguage('es');
    expect(timeText(text)).toBe(spanish);
  });
});
