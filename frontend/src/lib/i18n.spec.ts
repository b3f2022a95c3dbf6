import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage, i18n, initialLanguage, showLanguage, storedLanguage } from '@/lib/i18n';
import { dayjs } from '@/lib/dayjs';

describe('initialLanguage', () => {
  it.each([
    { path: '/es/', stored: null, browser: ['en-US'], expected: 'es', why: 'the address names Spanish' },
    { path: '/es', stored: 'en', browser: ['en-US'], expected: 'es', why: 'the address wins over the device' },
    { path: '/', stored: 'es', browser: ['en-US'], expected: 'es', why: 'the choice remembered on the device' },
    { path: '/checkout', stored: 'en', browser: ['es-MX'], expected: 'en', why: 'a remembered choice wins over the browser' },
    { path: '/', stored: null, browser: ['es-MX', 'en'], expected: 'es', why: "the browser's first language the site speaks" },
    { path: '/', stored: null, browser: ['fr-FR', 'es-419', 'en'], expected: 'es', why: 'a language the site does not speak is passed over' },
    { path: '/', stored: 'de', browser: ['fr'], expected: 'en', why: 'English when nothing else fits' },
    { path: '/estimate', stored: null, browser: ['en'], expected: 'en', why: 'a path that only starts with the letters' },
  ] as const)('$why: $path, stored $stored, browser $browser → $expected', ({ path, stored, browser, expected }) => {
    expect(initialLanguage(path, stored, browser)).toBe(expected);
  });
});

describe('showLanguage and chooseLanguage', () => {
  afterEach(async () => {
    localStorage.clear();
    await showLanguage('en');
  });

  it('loads Spanish on demand and shows it in texts, dates and <html lang>; English again after', async () => {
    expect(i18n.hasResourceBundle('es', 'translation')).toBe(false);
    await showLanguage('es');
    expect(i18n.t('shell.scheduleNow')).toBe('Reservar ahora');
    expect(document.documentElement.lang).toBe('es');
    expect(dayjs('2026-03-04').format('MMMM')).toBe('marzo');
    await showLanguage('en');
    expect(i18n.t('shell.scheduleNow')).toBe('Schedule Now');
    expect(document.documentElement.lang).toBe('en');
    expect(dayjs('2026-03-04').format('MMMM')).toBe('March');
  });

  it('remembers a choice on the device, and only a choice', async () => {
    await showLanguage('es');
    expect(storedLanguage()).toBeNull();
    await chooseLanguage('es');
    expect(storedLanguage()).toBe('es');
  });
});
