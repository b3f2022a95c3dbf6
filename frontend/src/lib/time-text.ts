import { formatTimeText, isValidLocalTime } from '@domain/business-time.js';
import { intlLocale } from '@/lib/business-zone';

// Times of day as the page's language writes them: '2:00 PM' in English (the spec's), '2:00 p.m.' in Spanish, as the
// server's Spanish mails write them (Intl's es-US, server-i18n.ts).

const FORMATS = new Map<string, Intl.DateTimeFormat>();

function formatOf(locale: string): Intl.DateTimeFormat {
  let format = FORMATS.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });
    FORMATS.set(locale, format);
  }
  return format;
}

/** 'HH:MM', or a window 'HH:MM-HH:MM', in the page's language; anything else as it came. */
export function timeText(text: string): string {
  const locale = intlLocale();
  if (locale === 'en-US') return formatTimeText(text);
  const parts = text.split('-').map((part) => part.trim());
  if (parts.length > 2 || !parts.every(isValidLocalTime)) return text;
  return parts
    .map((part) => {
      const [hours, minutes] = part.split(':').map(Number);
      // A wall time, not an instant: formatted on a UTC day so no zone can shift it. Intl may put a narrow no-break space before 'p.m.'.
      return formatOf(locale)
        .format(new Date(Date.UTC(2000, 0, 1, hours, minutes)))
        .replace(/[\u00a0\u202f]/g, ' ');
    })
    .join(' - ');
}
