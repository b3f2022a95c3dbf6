import type { TripPosition } from '@contracts/trip.contract.js';

/** How long a tap waits for the phone's position before it goes without one. */
const POSITION_WAIT_MS = 3000;

/**
 * Where the phone is, for a trip tap: the server measures the customer's arrival time from it and keeps it only when
 * the owner's setting allows. Null when the phone will not tell (no permission, no fix in time, no geolocation): the
 * tap goes all the same, and the server measures from the day's previous drop-off.
 */
export function phonePosition(): Promise<TripPosition | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    // Some browsers never call back when the permission prompt is left open.
    const timer = setTimeout(() => resolve(null), POSITION_WAIT_MS + 500);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        clearTimeout(timer);
        resolve({ lat: coords.latitude, lng: coords.longitude, accuracyMeters: Math.min(Math.round(coords.accuracy), 100_000) });
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
      { timeout: POSITION_WAIT_MS, maximumAge: 30_000, enableHighAccuracy: false },
    );
  });
}
