import { FREE_UNTIL_MINUTES, HALF_FEE_PERCENT, LATE_CANCELLATION_FEE_CENTS } from '@domain/cancellation-policy.js';
import { formatUsd } from '@domain/money.js';
import type { ServiceType } from '@domain/service-types.js';
import type { TFunction } from 'i18next';

/** '6 hours', '1 hour', '90 minutes' in the page's language: whole hours, else minutes. */
export function durationText(t: TFunction, minutes: number): string {
  if (minutes % 60 !== 0) return t('policy.minutes', { count: Math.round(minutes) });
  const hours = minutes / 60;
  return hours === 1 ? t('policy.oneHour') : t('policy.hours', { count: hours });
}

/**
 * A service's cancellation policy in the page's language: the words of the domain's cancellationPolicyText (what the
 * mails say), from the same numbers the fee rule uses, so no screen can promise other terms. The booking form shows it
 * before paying, the manage page before cancelling.
 */
export function cancellationPolicyText(t: TFunction, serviceType: ServiceType): string {
  const fee = formatUsd(LATE_CANCELLATION_FEE_CENTS, { dropZeroCents: true });
  const percent = HALF_FEE_PERCENT;
  switch (serviceType) {
    case 'delivery':
      return t('policy.delivery', { free: durationText(t, FREE_UNTIL_MINUTES.deliveryOrRide), fee, percent });
    case 'ride':
      return t('policy.ride', { free: durationText(t, FREE_UNTIL_MINUTES.deliveryOrRide), fee, percent });
    case 'chauffeur':
      return t('policy.chauffeur', { free: durationText(t, FREE_UNTIL_MINUTES.chauffeur), percent });
    case 'subscription':
      return t('policy.subscription', { free: durationText(t, FREE_UNTIL_MINUTES.subscription), fee });
    case 'longHaul':
    case 'handyman':
      return t('policy.quoted');
  }
}
