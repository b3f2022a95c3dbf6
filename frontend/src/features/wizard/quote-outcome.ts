import type { TFunction } from 'i18next';
import type { BusinessResponse } from '@contracts/business.contract.js';
import type { ApiErrorInfo } from '@/lib/api-error';
import type { ServiceType } from '@domain/service-types.js';
import type { Quote } from '@/features/wizard/wizard-types';
import { i18n } from '@/lib/i18n';
import { serverWordsOr } from '@/lib/server-words';

// What step 2 tells the customer after asking for a quote (service area, distance failure), in the current language
// (i18n.t: step 2 calls these from its handlers, after the language was chosen).

/**
 * The limit in words when the server's answer carried none: the owner's radius for the service and home base
 * (GET /api/business `serviceArea`, as the server words its own refusal), or no figure while that is not known.
 */
export function serviceAreaLimitText(serviceType: ServiceType, area: BusinessResponse['serviceArea'] | null | undefined): string {
  if (!area) return i18n.t('wizard.outsideServiceArea');
  return serviceType === 'chauffeur'
    ? i18n.t('wizard.chauffeurRadius', { miles: area.chauffeurRadiusMiles, homeBase: area.homeBase })
    : i18n.t('wizard.serviceRadius', { miles: area.serviceRadiusMiles, homeBase: area.homeBase });
}

export interface OutOfArea {
  title: string;
  message: string;
}

/** Null when the quote can be shown; otherwise the dialog's texts (the server's English message, else `limitText`). */
export function outOfArea(quote: Pick<Quote, 'withinServiceArea' | 'serviceAreaMessage'>, limitText: string): OutOfArea | null {
  if (quote.withinServiceArea) return null;
  return { title: i18n.t('wizard.outOfAreaTitle'), message: serverWordsOr(quote.serviceAreaMessage, limitText) };
}

/**
 * Toast for a failed quote call. Validation answers (400) carry the field messages; anything else
 * (an address that cannot be placed: 422, a provider or network failure) is a distance failure.
 */
export function quoteFailureToast(info: ApiErrorInfo): string {
  return info.status === 400 ? info.message : i18n.t('wizard.distanceError');
}

/** Step 3's forward button. */
export function quoteActionLabel(t: TFunction, serviceType: ServiceType, addressesVary: boolean): string {
  if (serviceType !== 'subscription') return t('wizard.scheduleNow');
  return addressesVary ? t('wizard.continue') : t('wizard.bookThisPlan');
}
