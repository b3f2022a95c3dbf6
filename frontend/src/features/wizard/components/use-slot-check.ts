import type { AvailabilitySettings } from '@domain/availability/availability-settings.js';
import { minutesToTime } from '@domain/business-time.js';
import type { ServiceType } from '@domain/service-types.js';
import type { FormInstance } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AvailabilityResponse } from '@contracts/availability.contract.js';
import { useCheckAvailabilityMutation } from '@/features/wizard/api/wizard-api';
import type { AvailabilityStatus } from '@/features/wizard/availability-messages';
import type { DetailsFormValues } from '@/features/wizard/details-form';
import { endMinutesFor } from '@/features/wizard/schedule-rules';
import { useFeedback } from '@/lib/feedback';

/** ms after date and time settle before the availability check runs */
export const CHECK_DELAY_MS = 500;

interface SlotVerdict {
  /** the slot it is about: day, start minutes and chauffeur hours */
  slot: string;
  status: AvailabilityStatus;
  /** the server's answer once it is in */
  answer: AvailabilityResponse | null;
}

interface SlotChoice {
  serviceType: ServiceType;
  /** 'YYYY-MM-DD' */
  day: string | null;
  /** minutes after midnight */
  time: number | null | undefined;
  /** chauffeur only */
  hours: number | undefined;
  schedule: AvailabilitySettings | null;
}

const NO_VERDICT = { status: 'none', answer: null } as const;

/**
 * Checks the slot being picked on step 2, CHECK_DELAY_MS after day, time and hours settle, with the route
 * read from `form` at that moment. The slot just checked is not checked again while its verdict stands. A verdict belongs to one
 * slot: picking another clears it at once. A refusal is told by the availability banner alone (one message per
 * event); a failed check, which has no banner, warns with a toast and never blocks the customer.
 */
export function useSlotCheck(
  { serviceType, day, time, hours, schedule }: SlotChoice,
  form: FormInstance<DetailsFormValues>,
): { status: AvailabilityStatus; answer: AvailabilityResponse | null } {
  const { message } = useFeedback();
  const { t } = useTranslation();
  const [checkAvailability] = useCheckAvailabilityMutation();
  // A personal driver's slot is known once its hours are (the owner's, filled in by ChauffeurFields).
  const slot =
    day && time !== null && time !== undefined && schedule && (serviceType !== 'chauffeur' || hours !== undefined) ? `${day} ${time} ${hours ?? ''}` : null;
  const [verdict, setVerdict] = useState<SlotVerdict | null>(null);
  const [verdictSlot, setVerdictSlot] = useState(slot);
  if (verdictSlot !== slot) {
    setVerdictSlot(slot);
    setVerdict(null);
  }
  const lastChecked = useRef<string | null>(null);
  // A slot left and chosen again has lost its verdict (and a check still in flight drops its answer): check it again.
  const holdsVerdict = verdict !== null && verdict.slot === slot;

  useEffect(() => {
    if (slot === null || !day || time === null || time === undefined || !schedule) return;
    if (slot === lastChecked.current && holdsVerdict) return;
    const handle = setTimeout(async () => {
      lastChecked.current = slot;
      setVerdict({ slot, status: 'checking', answer: null });
      // An answer about a slot the customer has left is dropped.
      const settle = (next: SlotVerdict) => setVerdict((current) => (current?.slot === slot ? next : current));
      const values = form.getFieldsValue();
      try {
        const result = await checkAvailability({
          date: day,
          startTime: minutesToTime(time),
          endTime: minutesToTime(endMinutesFor(serviceType, time, schedule, hours)),
          serviceType,
          pickupLocation: values.pickupLocation ?? '',
          destinationLocation: (serviceType === 'chauffeur' ? values.pickupLocation : values.destinationLocation) ?? '',
          findAlternative: true,
        }).unwrap();
        settle({ slot, status: result.available ? 'available' : 'unavailable', answer: result });
      } catch {
        settle({ slot, status: 'none', answer: null });
        message.warning(t('details.checkFailed'));
      }
    }, CHECK_DELAY_MS);
    return () => clearTimeout(handle);
  }, [slot, holdsVerdict, day, time, hours, serviceType, schedule, form, checkAvailability, message, t]);

  return verdict ?? NO_VERDICT;
}
