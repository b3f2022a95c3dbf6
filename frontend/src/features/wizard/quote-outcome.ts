import type { ApiErrorInfo } from '@/lib/api-error';
import type { ServiceType } from '@domain/service-types.js';
import type { Quote } from '@/features/wizard/wizard-types';

// What step 2 tells the customer after asking for a quote (service area, distance failure).

export const DISTANCE_ERROR_TOAST = 'Error Calculating Distance - There was a problem calculating the distance. Please check the addresses and try again.';

export const OUT_OF_AREA_DIALOG_TITLE = 'Location Out of Service Area';
export const DEFAULT_AREA_MESSAGE = 'We can only provide service within 45 miles of Ogden, UT.';

export interface OutOfArea {
  title: string;
  message: string;
}

/** Null when the quote can be shown; otherwise the dialog's texts (the server's message wins). */
export function outOfArea(quote: Pick<Quote, 'withinServiceArea' | 'serviceAreaMessage'>): OutOfArea | null {
  if (quote.withinServiceArea) return null;
  return { title: OUT_OF_AREA_DIALOG_TITLE, message: quote.serviceAreaMessage || DEFAULT_AREA_MESSAGE };
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
