import type { BusinessResponse } from '@contracts/business.contract.js';
import { formatTime12h } from '@domain/business-time.js';
import type { TFunction } from 'i18next';

// The footer's pages: which one a path opens, and the hours as the Contact page reads them.

export const SITE_PAGE_KINDS = ['about', 'contact', 'services', 'privacy', 'terms'] as const;
export type SitePageKind = (typeof SITE_PAGE_KINDS)[number];

/** Each page's title in the catalog. */
export const SITE_PAGE_TITLES = {
  about: 'pages.aboutTitle',
  contact: 'pages.contactTitle',
  services: 'pages.servicesTitle',
  privacy: 'pages.privacyTitle',
  terms: 'pages.termsTitle',
} as const satisfies Record<SitePageKind, string>;

/** The week's days, Sunday first as the settings store them (the domain's WEEKDAY_NAMES are English only). */
const WEEKDAYS = ['pages.sunday', 'pages.monday', 'pages.tuesday', 'pages.wednesday', 'pages.thursday', 'pages.friday', 'pages.saturday'] as const;

/** The page a path opens ('/terms' → 'terms'); null for any other path. */
export function sitePageOf(pathname: string): SitePageKind | null {
  const segment = pathname.replace(/^\/+|\/+$/g, '');
  return (SITE_PAGE_KINDS as readonly string[]).includes(segment) ? (segment as SitePageKind) : null;
}

export interface HoursLine {
  day: string;
  hours: string;
}

/** The week's hours from the owner's settings (Sunday first, null = closed), Monday first as people read a week. */
export function weeklyHoursLines(weeklyHours: BusinessResponse['schedule']['weeklyHours'], t: TFunction): HoursLine[] {
  const lines = weeklyHours.map((hours, index) => {
    const day = WEEKDAYS[index];
    return {
      day: day ? t(day) : '',
      hours: hours ? `${formatTime12h(hours.start)} – ${formatTime12h(hours.end)}` : t('pages.closed'),
    };
  });
  return [...lines.slice(1), ...lines.slice(0, 1)];
}
