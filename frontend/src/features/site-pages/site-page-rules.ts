import type { BusinessResponse } from '@contracts/business.contract.js';
import { WEEKDAY_NAMES } from '@domain/availability/availability-settings.js';
import { formatTime12h } from '@domain/business-time.js';

// The footer's pages: which one a path opens, and the hours as the Contact page reads them.

export const SITE_PAGE_KINDS = ['about', 'contact', 'services', 'privacy', 'terms'] as const;
export type SitePageKind = (typeof SITE_PAGE_KINDS)[number];

export const SITE_PAGE_TITLES: Record<SitePageKind, string> = {
  about: 'About us',
  contact: 'Contact',
  services: 'Services',
  privacy: 'Privacy',
  terms: 'Terms of service',
};

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
export function weeklyHoursLines(weeklyHours: BusinessResponse['schedule']['weeklyHours']): HoursLine[] {
  const lines = weeklyHours.map((hours, index) => ({
    day: WEEKDAY_NAMES[index] ?? '',
    hours: hours ? `${formatTime12h(hours.start)} – ${formatTime12h(hours.end)}` : 'Closed',
  }));
  return [...lines.slice(1), ...lines.slice(0, 1)];
}
