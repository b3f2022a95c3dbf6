import type { BusinessResponse } from '@contracts/business.contract.js';
import type { ApiErrorInfo } from '@/lib/api-error';
import type { ServiceType } from '@domain/service-types.js';
import type { Quote } from '@/features/wizard/wizard-types';

// What step 2 tells the customer after asking for a quote (service area, distance failure).

export const DISTANCE_ERROR_TOAST = 'Error Calculating Distance - There was a problem calculating the distance. Please check the addresses and try again.';

export const OUT_OF_AREA_DIALOG_TITLE = 'Location Out of Service Area';

/**
 * The limit in words when the server's answer carried none: the owner's radius for the service and home base
 * (GET /api/business `serviceArea`, as the server words its own refusal), or no figure while that is not known.
 */
export function serviceAreaLimitText(serviceType: ServiceType, area: BusinessResponse['serviceArea'] | null | undefined): string {
  if (!area) return 'This trip is outside our service area.';
  return serviceType === 'chauffeur'
    ? `Personal driver service is available within ${area.chauffeurRadiusMiles} miles of ${area.homeBase}.`
    : `We can only provide service within ${area.serviceRadiusMiles} miles of ${area.homeBase}.`;
}

export interface OutOfArea {
  title: string;
  message: string;
}

/** Null when the quote can be shown; otherwise the dialog's texts (the server's message, else `limitText`). */
export function outOfArea(quote: Pick<Quote, 'withinServiceArea' | 'serviceAreaMessage'>, limitText: string): OutOfArea | null {
  if (quote.withinServiceArea) return null;
  return { title: OUT_OF_AREA_DIALOG_TITLE, message: quote.serviceAreaMessage || limitText };
}

/**
 * Toast for a failed quote call. Validation answers (400) carry the field messages; anything else
 * (an address that cannot be placed: 422, a provider or network failure) is a distance failure.
 */
export function quoteFailureToast(info: ApiErrorInfo): string {
  return info.status === 400 ? info.message : DISTANCE_ERROR_TOAST;
}

/** Step 3's forward button. */
export function quoteActionLabel(serviceType: ServiceType, addressesVary: boolean): string {
  if (serviceType !== 'subscription') return 'Schedule Now';
  return addressesVary ? 'Continue' : 'Book This Plan';
}
