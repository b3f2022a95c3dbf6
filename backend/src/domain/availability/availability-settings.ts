// The one-driver schedule's constants, as data so admin settings can override them.
// Times are business-local 'HH:MM' (24h) in `zone`; durations are minutes unless named otherwise.
import { DEFAULT_BUSINESS_ZONE } from '../business-time.js';

// Start times customers may book fall on this grid (09:00, 09:15, …): slots are listed on it and a request
// off it (09:07) is refused. Every delivery window must start on it too.
export const START_TIME_STEP_MINUTES = 15;

export interface DeliveryWindowSetting {
  start: string; // 'HH:MM', inclusive
  end: string; // 'HH:MM', exclusive
}

export interface AvailabilitySettings {
  zone: string; // IANA zone all local dates and times are read in
  minLeadMinutes: number; // earliest start = now + this
  maxDaysAhead: number; // last bookable local date = today + this
  chauffeurNoticeHours: number; // personal driver needs this much advance notice
  dayEnd: string; // every service must END by this local time
  driverBufferMinutes: number; // driver is held this long before a ride/chauffeur start and after its end
  earliestHoldStart: string; // a driver hold may not start before this local time
  rideSpeedMph: number; // average road speed used to estimate ride duration
  rideExtraMinutes: number; // loading and drop-off time added to every ride
  slotStepMinutes: number; // start times are offered on this grid (and ride durations round up to it)
  deliveryWindows: readonly DeliveryWindowSetting[]; // a delivery occupies one whole window
  deliveryWindowCapacity: number; // deliveries per window
}

export const DEFAULT_AVAILABILITY_SETTINGS: AvailabilitySettings = {
  zone: DEFAULT_BUSINESS_ZONE,
  minLeadMinutes: 60,
  maxDaysAhead: 60,
  chauffeurNoticeHours: 24,
  dayEnd: '18:00',
  driverBufferMinutes: 30,
  earliestHoldStart: '07:30',
  rideSpeedMph: 35,
  rideExtraMinutes: 15,
  slotStepMinutes: START_TIME_STEP_MINUTES,
  deliveryWindows: [
    { start: '08:00', end: '10:00' },
    { start: '10:00', end: '12:00' },
    { start: '12:00', end: '14:00' },
    { start: '14:00', end: '16:00' },
    { start: '16:00', end: '18:00' },
  ],
  deliveryWindowCapacity: 3,
};
