import type { AvailabilitySettings } from '@domain/availability/availability-settings.js';
import { minutesToTime } from '@domain/business-time.js';
import type { ServiceType } from '@domain/service-types.js';
import { useEffect, useMemo, useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import type { AvailabilityRequest } from '@contracts/availability.contract.js';
import { useCheckAvailabilityMutation } from '@/features/wizard/api/wizard-api';
import type { AvailabilityStatus } from '@/features/wizard/availability-messages';
import { endMinutesFor } from '@/features/wizard/schedule-rules';
import { stepClicked } from '@/features/wizard/wizard-slice';
import type { ChauffeurDetails, TripDetails } from '@/features/wizard/wizard-types';

/** ms the 'Time Not Available' notice shows before the customer is sent back to step 2 */
export const BACK_TO_DETAILS_MS = 2000;

/** The check for the chosen slot; null when there is none (subscriptions, 'N/A' dates) or the schedule is not in yet. */
function slotRequest(serviceType: ServiceType | null, details: TripDetails | null, schedule: AvailabilitySettings | null): AvailabilityRequest | null {
  if (!serviceType || !details || details.serviceDate === null || details.serviceTimeMinutes === null || !schedule) return null;
  const start = details.serviceTimeMinutes;
  const hours = serviceType === 'chauffeur' ? (details.serviceDetails as ChauffeurDetails).hours : undefined;
  return {
    date: details.serviceDate,
    startTime: minutesToTime(start),
    endTime: minutesToTime(endMinutesFor(serviceType, start, schedule, hours)),
    serviceType,
    pickupLocation: details.pickupLocation,
    destinationLocation: details.destinationLocation,
    findAlternative: true,
  };
}

/**
 * Rechecks the chosen slot when the booking step opens, since it may have been taken since step 2. A taken
 * slot is announced by the booking step, and BACK_TO_DETAILS_MS later the customer is back on step 2, whose
 * banner says why and offers the next free time.
 * 'none' when there is nothing to check or the check failed: that never blocks the booking, the server rechecks.
 */
export function useSlotRecheck(serviceType: ServiceType | null, details: TripDetails | null, schedule: AvailabilitySettings | null): AvailabilityStatus {
  const dispatch = useAppDispatch();
  const [checkAvailability] = useCheckAvailabilityMutation();
  const request = useMemo(() => slotRequest(serviceType, details, schedule), [serviceType, details, schedule]);
  // An answer counts only for the request it answers; until then the slot is being checked.
  const [verdict, setVerdict] = useState<{ request: AvailabilityRequest; status: AvailabilityStatus } | null>(null);
  const status: AvailabilityStatus = request === null ? 'none' : verdict?.request === request ? verdict.status : 'checking';

  useEffect(() => {
    if (!request || !schedule) return;
    let cancelled = false;
    checkAvailability(request)
      .unwrap()
      .then(
        (answer) => {
          if (cancelled) return;
          setVerdict({ request, status: answer.available ? 'available' : 'unavailable' });
        },
        () => {
          if (!cancelled) setVerdict({ request, status: 'none' });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [request, schedule, checkAvailability]);

  useEffect(() => {
    if (status !== 'unavailable') return;
    const timer = setTimeout(() => dispatch(stepClicked('details')), BACK_TO_DETAILS_MS);
    return () => clearTimeout(timer);
  }, [status, dispatch]);

  return status;
}
