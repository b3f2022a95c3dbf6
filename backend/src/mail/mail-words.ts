// The words of the facts customer mails state, in the customer's language (i18n/catalogs): the service, how the booking
// stands with its money, how it was paid and its cancellation policy. The facts come from domain/; only the words are
// here.
import { FREE_UNTIL_MINUTES, HALF_FEE_PERCENT, LATE_CANCELLATION_FEE_CENTS } from '../domain/cancellation-policy.js';
import { formatUsd } from '../domain/money.js';
import type { MoneyState } from '../domain/money-line.js';
import type { PaidWith } from '../domain/payment-methods.js';
import { isExpired, ridesLeft, type RidePackState } from '../domain/ride-packs.js';
import { isServiceType } from '../domain/service-types.js';
import type { Words } from '../i18n/server-i18n.js';

/** 'Ride Service' / 'Servicio de transporte'; any other value (a legacy row) a generic label. */
export function serviceWords(serviceType: string | null | undefined, { t }: Words): string {
  return t(`service.${isServiceType(serviceType) ? serviceType : 'other'}`);
}

/** 'Visa ending 1111', 'Cash' / 'Visa terminada en 1111', 'Efectivo'. */
export function paidWithWords({ method, brand, last4 }: PaidWith, { t }: Words): string {
  if ((method === 'card' || method === 'test') && last4) {
    const name = brand ? brand.charAt(0).toUpperCase() + brand.slice(1).toLowerCase().replace(/_/g, ' ') : t('method.card');
    return t(method === 'test' ? 'method.testCardEnding' : 'method.cardEnding', { brand: name, last4 });
  }
  return t(`method.${method}`);
}

/** 'Paid by card: $21.65 (Visa ending 1111)', 'No charge: covered by a service code', 'To pay: $20.00 (payment link sent)'. */
export function moneyWords(state: MoneyState, words: Words): string {
  const { t } = words;
  switch (state.kind) {
    case 'card':
      return t(state.planRide ? 'money.cardAndPlanRide' : 'money.card', { amount: formatUsd(state.paidCents), method: paidWithWords(state.paidWith, words) });
    case 'by-hand':
      return t('money.byHand', { amount: formatUsd(state.paidCents), method: paidWithWords(state.paidWith, words) });
    case 'code':
      return t('money.code');
    case 'plan-ride':
      return t('money.planRide');
    case 'no-charge':
      return t('money.noCharge');
    case 'due':
      return t(state.linkSent ? 'money.dueLinkSent' : 'money.due', { amount: formatUsd(state.dueCents) });
  }
}

/** Whole hours, or minutes under an hour: '6 hours', '1 hour', '30 minutes' / '6 horas'. */
function spanWords(minutes: number, { t }: Words): string {
  return minutes < 60 ? t('policy.minutes', { count: minutes }) : t('policy.hours', { count: minutes / 60 });
}

/**
 * The cancellation policy as customers read it for `serviceType` (domain/cancellation-policy's terms). A value that is no
 * service type gets every policy, so the reader is never told less than applies.
 */
export function policyWords(serviceType: string, words: Words): string {
  const { t } = words;
  const terms = { fee: formatUsd(LATE_CANCELLATION_FEE_CENTS, { dropZeroCents: true }), half: HALF_FEE_PERCENT };
  const deliveryOrRide = (key: 'policy.deliveries' | 'policy.rides') => t(key, { ...terms, free: spanWords(FREE_UNTIL_MINUTES.deliveryOrRide, words) });
  const chauffeur = () => t('policy.chauffeur', { ...terms, free: spanWords(FREE_UNTIL_MINUTES.chauffeur, words) });
  const subscription = () => t('policy.subscription', { ...terms, free: spanWords(FREE_UNTIL_MINUTES.subscription, words) });
  switch (serviceType) {
    case 'delivery':
      return deliveryOrRide('policy.deliveries');
    case 'ride':
      return deliveryOrRide('policy.rides');
    case 'chauffeur':
      return chauffeur();
    case 'subscription':
      return subscription();
    case 'longHaul':
    case 'handyman':
      return t('policy.quoted');
    default:
      return [deliveryOrRide('policy.deliveries'), chauffeur(), subscription()].join(' ');
  }
}

/**
 * A ride pack's balance in one line, for the mails about its rides: 'Ride pack PLAN-7KQ2M9XA: 2 of 4 rides left, valid
 * until Nov 24, 2027' / 'Paquete de viajes PLAN-7KQ2M9XA: le quedan 2 de 4 viajes, válido hasta el 24 de nov de 2027'.
 */
export function ridePackWords(pack: RidePackState & { code: string }, now: Date, timeZone: string, words: Words): string {
  const { t } = words;
  const rides = t('common.rides', { count: pack.totalRides ?? 0 });
  if (!pack.expiresAt) return t('ridePack.left', { code: pack.code, left: ridesLeft(pack, now), rides });
  const until = words.shortDay(pack.expiresAt, timeZone);
  return isExpired(pack.expiresAt, now)
    ? t('ridePack.expired', { code: pack.code, until, used: pack.ridesUsed, rides })
    : t('ridePack.leftUntil', { code: pack.code, left: ridesLeft(pack, now), rides, until });
}
