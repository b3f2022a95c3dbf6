import { describe, expect, it } from 'vitest';
import { sitePageOf, weeklyHoursLines } from '@/features/site-pages/site-page-rules';

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
  it('reads the settings (Sunday first, null closed) Monday first, in 12-hour times', () => {
    const open = { start: '07:30', end: '18:00' };
    expect(weeklyHoursLines([null, open, open, open, open, { start: '09:00', end: '13:00' }, null])).toEqual([
      { day: 'Monday', hours: '7:30 AM – 6:00 PM' },
      { day: 'Tuesday', hours: '7:30 AM – 6:00 PM' },
      { day: 'Wednesday', hours: '7:30 AM – 6:00 PM' },
      { day: 'Thursday', hours: '7:30 AM – 6:00 PM' },
      { day: 'Friday', hours: '9:00 AM – 1:00 PM' },
      { day: 'Saturday', hours: 'Closed' },
      { day: 'Sunday', hours: 'Closed' },
    ]);
  });
});
