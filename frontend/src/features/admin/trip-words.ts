import type { TripState } from '@contracts/trip.contract.js';

/** A trip's stages as the owner's screens name them (domain/trip-progress.ts): the history, the day's big button. */
export const TRIP_STAGE_NAMES: Record<NonNullable<TripState['stage']>, string> = {
  'on-the-way': 'On the way',
  arrived: 'Arrived',
  'picked-up': 'Picked up',
  completed: 'Completed',
  'no-show': 'No-show',
  'failed-delivery': 'Delivery failed',
};
