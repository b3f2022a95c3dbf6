import { slotMessage } from '@domain/availability/availability-rules.js';
import type { AvailabilitySettings } from '@domain/availability/availability-settings.js';
import { formatTimeText } from '@domain/business-time.js';
import type { AvailabilityResponse } from '@contracts/availability.contract.js';
import { formatDay } from '@/lib/dayjs';

export type AvailabilityStatus = 'none' | 'checking' | 'available' | 'unavailable';

export interface AvailabilityNotice {
  title: string;
  message: string;
}

/**
 * The one wording of an unavailable answer, shown in step 2's availability banner (which offers the next
 * available time below it); `settings` are the server's (GET /api/business).
 */
export function unavailableNotice(answer: AvailabilityResponse, settings: AvailabilitySettings): AvailabilityNotice {
  const next = answer.nextAvailable;
  const nextText = next ? ` Next available: ${formatDay(next.date)} at ${formatTimeText(next.time)}.` : '';
  switch (answer.error) {
    case 'MAX_DELIVERIES_REACHED':
      return { title: 'Delivery Slot Full', message: `This delivery window is at capacity.${nextText}` };
    case 'TRAVEL_TIME':
      // The server's words name the places and times ("… cannot reach Logan before 1:45 PM").
      return { title: 'Time Not Available', message: `${answer.message}${nextText}` };
    case 'TIME_TOO_SOON':
      return { title: 'Time Not Available', message: slotMessage('TIME_TOO_SOON', settings) };
    case 'BUFFER_OUTSIDE_HOURS':
      return {
        title: 'Time Not Available',
        message: next
          ? `This time is outside our available service hours.${nextText}`
          : 'This time is outside our available service hours. For early rides, please choose a later pickup time.',
      };
    case 'SLOT_TAKEN':
      return next
        ? { title: 'Time Not Available', message: 'This time slot is already booked. Check below for the next available time.' }
        : { title: 'Time Not Available', message: 'This time slot is already booked. Please select another time.' };
    default:
      // The server's own words name the rule (notice, closed day, time off).
      return { title: 'Time Not Available', message: answer.message?.trim() || 'This time slot is unavailable. Please select another time.' };
  }
}

export const AVAILABILITY_CHECK_FAILED = 'Availability Check Error - Could not check availability. You can still proceed with booking.';
