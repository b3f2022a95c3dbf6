import i18next, { type TFunction } from 'i18next';
import { timeTextIn } from '../domain/business-time.js';
import type { CustomerLanguage } from '../domain/customer-language.js';
import { en } from './catalogs/en.js';
import { es } from './catalogs/es.js';

// The server's words for customers through i18next (the browser uses the same library, react-i18next): one instance,
// both catalogs loaded at start-up, no escaping (the mail templates escape what goes into HTML).
const instance = i18next.createInstance();
void instance.init({
  resources: { en: { translation: en }, es: { translation: es } },
  lng: 'en',
  fallbackLng: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The locale each language formats days and times in: US English, and Spanish as written in the United States. */
const LOCALES: Record<CustomerLanguage, string> = { en: 'en-US', es: 'es-US' };

/** The words and formats of one language. */
export interface Words {
  language: CustomerLanguage;
  t: TFunction;
  /** 'YYYY-MM-DD' → 'Wednesday, June 3, 2026' / 'miércoles, 3 de junio de 2026'; null → not available. */
  day(day: string | null): string;
  /** 'HH:MM' → '2:00 PM' / '2:00 p.m.'; a window 'HH:MM-HH:MM' → '8:00 AM - 10:00 AM'; null → not available. */
  time(time: string | null): string;
  /** An instant in `zone`: 'June 1, 2026 at 8:00 AM' / '1 de junio de 2026 a las 8:00 a.m.'. */
  instant(at: Date, zone: string): string;
  /** The day of an instant in `zone`, short: 'Nov 24, 2027' / '24 nov 2027'. */
  shortDay(at: Date, zone: string): string;
}

const cache = new Map<CustomerLanguage, Words>();

/** The words of `language` (built once per language). */
export function wordsFor(language: CustomerLanguage): Words {
  let words = cache.get(language);
  if (!words) {
    words = build(language);
    cache.set(language, words);
  }
  return words;
}

function build(language: CustomerLanguage): Words {
  const t = instance.getFixedT(language);
  const locale = LOCALES[language];
  const dayFormat = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
  const instantFormats = new Map<string, Intl.DateTimeFormat>();
  const shortDayFormats = new Map<string, Intl.DateTimeFormat>();
  const formatIn = (formats: Map<string, Intl.DateTimeFormat>, zone: string, options: Intl.DateTimeFormatOptions) => {
    let format = formats.get(zone);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { timeZone: zone, ...options });
      formats.set(zone, format);
    }
    return format;
  };
  return {
    language,
    t,
    day: (day) => {
      if (!day) return t('common.notAvailable');
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
      // Calendar arithmetic only: the day is already the business's, no zone is involved.
      return match ? dayFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))) : day;
    },
    time: (time) => (time ? timeTextIn(locale, time) : t('common.notAvailable')),
    instant: (at, zone) => formatIn(instantFormats, zone, { dateStyle: 'long', timeStyle: 'short' }).format(at),
    shortDay: (at, zone) => formatIn(shortDayFormats, zone, { dateStyle: 'medium' }).format(at),
  };
}
