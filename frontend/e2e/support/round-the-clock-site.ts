import type { FreeTimesResponse } from '@contracts/availability.contract.js';
import type { OwnerSettings, OwnerSettingsResponse } from '@contracts/settings.contract.js';
import { addDaysToLocalDate, instantToZonedWallTime, zonedWallTimeToInstant } from '@domain/business-time.js';
import { RIDE_DESTINATION, RIDE_PICKUP } from './admin-actions';
import { postJson } from './api';
import { ownerCookie } from './booking-actions';
import { E2E_ADMIN, startBuiltSite, type BuiltSite } from './built-site';

// What a late cancellation (the $20 fee, 6 h to 30 min before a ride) needs whatever the hour the tests run at: the
// server's clock is real, so the ride takes the first start the server offers 3 h to 4 h 45 min from now, on a site
// of its own whose owner works every day from 00:00 to 23:45 (set through the admin settings, as the owner would). The
// shared site's today, which schedule-settings.e2e.ts reads, stays untouched.

const ZONE = 'America/Denver';
const MINUTE_MS = 60_000;

/** The first free ride start `fromMinutes` to `toMinutes` from now, as the server judges it (today, or tomorrow); null when none. */
export async function firstFreeStart(site: string, fromMinutes: number, toMinutes: number): Promise<{ date: string; time: string } | null> {
  const now = Date.now();
  const today = instantToZonedWallTime(new Date(now), ZONE).date;
  for (const date of [today, addDaysToLocalDate(today, 1)]) {
    const { times } = await postJson<FreeTimesResponse>(site, '/api/free-times', {
      serviceType: 'ride',
      date,
      pickupLocation: RIDE_PICKUP,
      destinationLocation: RIDE_DESTINATION,
    });
    const start = times.find(({ time, available }) => {
      const minutesAhead = (zonedWallTimeToInstant(date, time, ZONE).getTime() - now) / MINUTE_MS;
      return available && minutesAhead >= fromMinutes && minutesAhead <= toMinutes;
    });
    if (start) return { date, time: start.time };
  }
  return null;
}

/** The first free ride start 3 h to 4 h 45 min from now (a late cancellation's window); null when none. */
export function startAboutThreeHoursAhead(site: string): Promise<{ date: string; time: string } | null> {
  return firstFreeStart(site, 180, 285);
}

/**
 * A fresh site whose owner works every day from 00:00 to 23:45 (through the admin settings, as the owner would);
 * `change` edits the other settings saved with the hours; `env` sets the server's environment (a fake Twilio's, say).
 */
export async function roundTheClockSite(change: (settings: OwnerSettings) => void = () => undefined, env: Record<string, string> = {}): Promise<BuiltSite> {
  const site = await startBuiltSite(env);
  const cookie = await ownerCookie(site.baseUrl, E2E_ADMIN.username, E2E_ADMIN.password);
  const headers = { 'content-type': 'application/json', cookie };
  const current = await fetch(`${site.baseUrl}/api/admin/settings`, { headers });
  if (!current.ok) throw new Error(`GET /api/admin/settings -> ${current.status}`);
  const { settings } = (await current.json()) as OwnerSettingsResponse;
  settings.schedule.weeklyHours = settings.schedule.weeklyHours.map(() => ({ start: '00:00', end: '23:45' }));
  change(settings);
  const saved = await fetch(`${site.baseUrl}/api/admin/settings`, { method: 'PUT', headers, body: JSON.stringify(settings) });
  if (!saved.ok) throw new Error(`PUT /api/admin/settings -> ${saved.status}: ${await saved.text()}`);
  return site;
}
