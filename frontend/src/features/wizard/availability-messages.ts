import type { AvailabilitySettings } from '@domain/availability/availability-settings.js';
import type { AvailabilityResponse } from '@contracts/availability.contract.js';
import type { TFunction } from 'i18next';
import { timeText } from '@/lib/time-text';
import { dayjs, DAY_FORMAT } from '@/lib/dayjs';
import { i18n } from '@/lib/i18n';
import { serverWordsOr } from '@/lib/server-words';

export type AvailabilityStatus = 'none' | 'checking' | 'available' | 'unavailable';

export interface AvailabilityNotice {
  title: string;
  message: string;
}

/**
 * The one wording of an unavailable answer, shown in step 2's availability banner (which offers the next
 * available time below it); `settings` are the server's (GET /api/business). `t` words it in the visitor's
 * language (the app's instance when the caller has none, as in a hook's test).
 */
export function unavailableNotice(answer: AvailabilityResponse, settings: AvailabilitySettings, t: TFunction = i18n.t.bind(i18n)): AvailabilityNotice {
  const next = answer.nextAvailable;
  const nextText = next ? t('details.nextAvailable', { date: dayjs(next.date, DAY_FORMAT).format(t('details.dateFormat')), time: timeText(next.time) }) : '';
  const withNext = (text: string) => [text, nextText].filter(Boolean).join(' ');
  const timeNotAvailable = t('details.timeNotAvailable');
  switch (answer.error) {
    case 'MAX_DELIVERIES_REACHED':
      return { title: t('details.deliverySlotFull'), message: withNext(t('details.deliveryWindowFull')) };
    case 'TRAVEL_TIME':
      // The server's words name the places and times ("… cannot reach Logan before 1:45 PM"), in English only.
      return { title: timeNotAvailable, message: withNext(serverWordsOr(answer.message, t('details.driverCannotGetThere'))) };
    case 'TIME_TOO_SOON':
      // The server's slotMessage('TIME_TOO_SOON'), worded here so it reads in the visitor's language.
      return { title: timeNotAvailable, message: t('details.timeTooSoon', { minutes: settings.minLeadMinutes }) };
    case 'BUFFER_OUTSIDE_HOURS':
      return { title: timeNotAvailable, message: next ? withNext(t('details.outsideHours')) : t('details.outsideHoursEarly') };
    case 'SLOT_TAKEN':
      return { title: timeNotAvailable, message: next ? t('details.slotTakenSeeNext') : t('details.slotTaken') };
    case 'TOO_FAR_AHEAD':
      return { title: timeNotAvailable, message: serverWordsOr(answer.message, t('details.tooFarAhead', { days: settings.maxDaysAhead })) };
    case 'NOTICE_REQUIRED':
      return { title: timeNotAvailable, message: serverWordsOr(answer.message, t('details.noticeRequired', { hours: settings.chauffeurNoticeHours })) };
    case 'CLOSED':
      return { title: timeNotAvailable, message: serverWordsOr(answer.message, t('details.closedThatDay')) };
    case 'OUTSIDE_BUSINESS_HOURS':
      return { title: timeNotAvailable, message: serverWordsOr(answer.message, t('details.mustEndInHours')) };
    case 'BLACKED_OUT':
      return { title: timeNotAvailable, message: serverWordsOr(answer.message, t('details.notAvailableThen')) };
    case 'INVALID_TIME':
      return { title: timeNotAvailable, message: serverWordsOr(answer.message, t('details.invalidDateTime')) };
    default:
      return { title: timeNotAvailable, message: serverWordsOr(answer.message, t('details.slotUnavailable')) };
  }
}
