import { instantToZonedWallTime, zonedWallTimeToInstant } from '@domain/business-time.js';
import { i18n } from '@/lib/i18n';

// Every date and time the customer reads is the business's wall clock (GET /api/business timeZone). A visitor
// whose own clock reads differently is told which zone a time is in; everyone else reads the plain time.

function visitorZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The Intl locale of each language: US English, and Spanish as written in the United States. */
const INTL_LOCALES: Record<string, string> = { en: 'en-US', es: 'es-US' };

/** The Intl locale of the page's language, for names and formats Intl knows (a zone's name, a weekday). */
export function intlLocale(): string {
  return INTL_LOCALES[i18n.language] ?? 'en-US';
}

/**
 * The zone's everyday name in the page's language, e.g. 'Mountain Time' / 'hora de las Montañas Rocosas' (neither
 * 'standard' nor 'daylight', which change with the season).
 */
function zoneName(zone: string, at: Date): string {
  const part = new Intl.DateTimeFormat(intlLocale(), { timeZone: zone, timeZoneName: 'longGeneric' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/**
 * 'Mountain Time' when the visitor's clock differs from the business's at `at` (by offset, so an alias of the
 * same zone counts as the same); null when they read alike, or while the business zone is not known yet.
 */
export function businessZoneLabel(zone: string | null | undefined, at: Date = new Date(), viewerZone: string = visitorZone()): string | null {
  if (!zone) return null;
  const business = instantToZonedWallTime(at, zone);
  const viewer = instantToZonedWallTime(at, viewerZone);
  if (business.date === viewer.date && business.time === viewer.time) return null;
  return zoneName(zone, at);
}

/** A business-local wall time ('YYYY-MM-DD', 'HH:MM') as the instant it names, for `businessZoneLabel`'s `at`. */
export function businessInstant(zone: string | null | undefined, date: string, time: string): Date | undefined {
  if (!zone) return undefined;
  try {
    return zonedWallTimeToInstant(date, time, zone);
  } catch {
    // Not a real date or time ('N/A'): the label then speaks about now.
    return undefined;
  }
}

/**
 * A business-local time as shown ('10:00 AM', 'Nov 29, 2026 at 10:00 AM'), followed by the zone's name when the
 * visitor's clock differs at that moment. `date` 'YYYY-MM-DD' and `time` 'HH:MM' (or a window 'HH:MM-HH:MM') say when.
 */
export function withBusinessZone(text: string, zone: string | null | undefined, date: string, time: string): string {
  const label = businessZoneLabel(zone, businessInstant(zone, date, time.slice(0, 5)));
  return label ? `${text} ${label}` : text;
}
