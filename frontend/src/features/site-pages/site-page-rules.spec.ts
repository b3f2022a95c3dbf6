import { afterEach, describe, expect, it } from 'vitest';
import { sitePageOf, weeklyHoursLines } from '@/features/site-pages/site-page-rules';
import { i18n, showLanguage } from '@/lib/i18n';

describe('sitePageOf', () => {
  it.each([
    ['/about', 'about'],
    ['/terms/', 'terms'],
    ['/contact', 'contact'],
    ['/abouts', null],
    ['/', null],
    ['/admin/terms', null],
  ])('%s → %s', (path, page) => {
    expect(sitePageOf(path)).toBe(page);
  });
});

describe('weeklyHoursLines', () => {
  const open = { start: '07:30', end: '18:00' };
  const week = [null, open, open, open, open, { start: '09:00', end: '13:00' }, null];

  afterEach(async () => {
    await showLanguage('en');
  });

  it('reads the settings (Sunday first, null closed) Monday first, in 12-hour times', () => {
    expect(weeklyHoursLines(week, i18n.t)).toEqual([
      { day: 'Monday', hours: '7:30 AM – 6:00 PM' },
      { day: 'Tuesday', hours: '7:30 AM – 6:00 PM' },
      { day: 'Wednesday', hours: '7:30 AM – 6:00 PM' },
      { day: 'Thursday', hours: '7:30 AM – 6:00 PM' },
      { day: 'Friday', hours: '9:00 AM – 1:00 PM' },
      { day: 'Saturday', hours: 'Closed' },
      { day: 'Sunday', hours: 'Closed' },
    ]);
  });

  it('names the days and closed days in Spanish', async () => {
    await showLanguage('es');
    const lines = weeklyHoursLines(week, i18n.t);
    expect(lines[0]).toEqual({ day: 'Lunes', hours: '7:30 AM – 6:00 PM' });
    expect(lines.slice(-2)).toEqual([
      { day: 'Sábado', hours: 'Cerrado' },
      { day: 'Domingo', hours: 'Cerrado' },
    ]);
  });
});
