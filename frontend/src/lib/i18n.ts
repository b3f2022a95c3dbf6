import i18next from 'i18next';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import { initReactI18next } from 'react-i18next';
import type { Catalog } from '@/locales/en';
import { errors } from '@/locales/en/errors';
import { head } from '@/locales/en/head';
import { home } from '@/locales/en/home';
import { language } from '@/locales/en/language';
import { pages } from '@/locales/en/pages';
import { services } from '@/locales/en/services';
import { shell } from '@/locales/en/shell';
import { wizard } from '@/locales/en/wizard';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Where the device remembers the visitor's choice. */
const STORAGE_KEY = 'language';

/** The language dayjs words dates in ('en' is its own default). */
let datesIn: Language = 'en';

/** Ant Design's texts (date picker, empty lists) per language, once loaded. */
const antdLocales: Partial<Record<Language, Locale>> = { en: enUS };

/**
 * The app's one i18next instance. English is in the entry bundle (the spec's texts, and the fallback for a key not
 * yet written in Spanish); Spanish, with Ant Design's and dayjs's Spanish, is a chunk of its own loaded only when
 * chosen (useLanguage), so the budget of '/' holds.
 */
/**
 * A sentence that ends on an abbreviation's period ('… a las 4:00 p.m.') takes no second one: Spanish times end in
 * 'a.m.' and 'p.m.', and a text that puts a time last adds its own period.
 */
const oneFinalPeriod = { type: 'postProcessor' as const, name: 'oneFinalPeriod', process: (value: string) => value.replace(/([ap]\.m\.)\./g, '$1') };

export const i18n = i18next.createInstance();
void i18n
  .use(initReactI18next)
  .use(oneFinalPeriod)
  .init({
    postProcess: ['oneFinalPeriod'],
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: { language, shell, home, wizard, services, pages, errors, head } } },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language an address names: '/es/' and what is under it are Spanish pages; null for the others. */
export function languageOfPath(pathname: string): Language | null {
  return pathname === '/es' || pathname.startsWith('/es/') ? 'es' : null;
}

/**
 * The language to show first: the one the address names (/es/…), else the one chosen on this device, else the first
 * of the browser's languages (what it sends as Accept-Language) that the site speaks, else English.
 */
export function initialLanguage(pathname: string, stored: string | null, browserLanguages: readonly string[]): Language {
  const named = languageOfPath(pathname);
  if (named) return named;
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** The language chosen before on this device, if any (storage may be off). */
export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Loads `language`'s catalog and locales if needed, then shows it everywhere (texts, dates, `<html lang>`). */
export async function showLanguage(language: Language): Promise<void> {
  if (language === 'es' && !i18n.hasResourceBundle('es', 'translation')) {
    const [{ es }, antd] = await Promise.all([import('@/locales/es'), import('antd/locale/es_ES')]);
    i18n.addResourceBundle('es', 'translation', es);
    antdLocales.es = antd.default;
  }
  if (language !== datesIn) {
    // Only when the language changes: dayjs (the date picker's) is not part of the first screen's code.
    const [{ dayjs }] = await Promise.all([import('@/lib/dayjs'), language === 'es' ? import('dayjs/locale/es') : null]);
    dayjs.locale(language);
    datesIn = language;
  }
  const wordedBefore = { title: i18n.t('head.title'), description: i18n.t('head.description') };
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    // The site's own title and description follow the language; a page with a title of its own keeps it.
    if (document.title === wordedBefore.title) document.title = i18n.t('head.title');
    const description = document.querySelector('meta[name="description"]');
    if (description?.getAttribute('content') === wordedBefore.description) description.setAttribute('content', i18n.t('head.description'));
  }
}

/** The visitor's choice: shown now and remembered on the device. */
export async function chooseLanguage(language: Language): Promise<void> {
  await showLanguage(language);
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage off (private mode): the choice lasts for this visit.
  }
}

/** Ant Design's locale for `language` (English until its own has loaded). */
export function antdLocaleOf(language: string): Locale {
  return (isLanguage(language) && antdLocales[language]) || enUS;
}

/**
 * Adds English sections that come with their screens' code: the first download holds the texts of the home page, the
 * wizard's first step and quote, and the site pages; the wizard's details and booking steps, the checkout and the
 * manage page bring theirs with their lazy code (the budget of '/').
 */
export function addEnglishSections(sections: Partial<Catalog>): void {
  i18n.addResourceBundle('en', 'translation', sections, true, false);
}
