import type { ScheduledServiceType, ServicePlan, SlotRequest } from '../domain/availability/availability-rules.js';
import { tripPlaces } from '../domain/availability/travel-rules.js';
import type { Booking } from './booking.entity.js';

/** A slot that occupies the schedule; plan purchases have none of their own. */
export type ScheduledSlot = SlotRequest & { serviceType: ScheduledServiceType };

/** What the schedule needs to know of a service: a new request once priced, or a stored booking. */
interface ServiceFacts {
  serviceType: string;
  /** Road miles; they make a ride's duration. */
  distanceMiles: number;
  serviceDetails: unknown;
  /** Where the job starts and ends: the drives to and from the day's other jobs are checked from them. */
  pickupLocation: string;
  destinationLocation: string;
}

/** The availability request of a service at a business-local date ('YYYY-MM-DD') and time ('HH:MM'). */
export function slotRequestOf(
  { serviceType, distanceMiles, serviceDetails, pickupLocation, destinationLocation }: ServiceFacts,
  date: string,
  time: string,
): SlotRequest {
  const trip = tripPlaces(pickupLocation, destinationLocation);
  switch (serviceType) {
    case 'ride':
      return { serviceType: 'ride', date, time, distanceMiles, trip };
    case 'chauffeur':
      return { serviceType: 'chauffeur', date, time, hours: Number((serviceDetails as { hours?: unknown }).hours), trip };
    case 'delivery':
      return { serviceType: 'delivery', date, time, trip };
    default:
      return { serviceType: 'subscription', date, time };
  }
}

export function isScheduled(slot: SlotRequest): slot is ScheduledSlot {
  return slot.serviceType !== 'subscription';
}

type ScheduleColumns = Pick<Booking, 'serviceDate' | 'serviceTime' | 'startsAt' | 'endsAt' | 'driverHold' | 'deliveryWindowStart'>;

/** Where a planned service sits on the schedule; all null for a plan bought without a date. */
export function scheduleColumns(date: string, time: string, plan: ServicePlan | null): ScheduleColumns {
  return {
    serviceDate: plan ? date : null,
    serviceTime: plan ? time : null,
    startsAt: plan?.start ?? null,
    endsAt: plan?.end ?? null,
    // A PostgreSQL tstzrange literal, end exclusive: the exclusion constraint compares these.
    driverHold: plan?.hold ? `[${plan.hold.start.toISOString()},${plan.hold.end.toISOString()})` : null,
    deliveryWindowStart: plan?.deliveryWindow?.start ?? null,
  };
}
