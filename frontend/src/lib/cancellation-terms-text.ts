import type { TermsSentence } from '@contracts/wire.js';
import { dollarsToCents, formatUsd } from '@domain/money.js';
import type { TFunction } from 'i18next';
import { businessZoneLabel, intlLocale } from '@/lib/business-zone';
import { durationText } from '@/lib/cancellation-policy-text';

// What cancelling or moving costs, worded in the page's language from the server's sentences (codes and numbers:
// domain/cancellation-policy.ts decides which sentence and its numbers, this file only words them). The booking form
// states the terms before paying, the manage page before cancelling or moving.

const SENTENCE_KEYS = {
  bookingCancelled: 'policy.bookingCancelled',
  bookingCompleted: 'policy.bookingCompleted',
  feesVary: 'policy.feesVary',
  planPurchaseNotCancellable: 'policy.planPurchaseNotCancellable',
  alreadyStarted: 'policy.alreadyStarted',
  freeNow: 'policy.freeNow',
  freeUntil: 'policy.freeUntil',
  freeJustAfterBooking: 'policy.freeJustAfterBooking',
  freeUntilJustAfterBooking: 'policy.freeUntilJustAfterBooking',
  afterThatCosts: 'policy.afterThatCosts',
  driverOnTheWay: 'policy.driverOnTheWay',
  costsFee: 'policy.costsFee',
  costsNothing: 'policy.costsNothing',
  costsNothingPlanRideKept: 'policy.costsNothingPlanRideKept',
  costsNothingCodeKept: 'policy.costsNothingCodeKept',
  refundedInFull: 'policy.refundedInFull',
  refundedInPart: 'policy.refundedInPart',
  notRefunded: 'policy.notRefunded',
  planRideBack: 'policy.planRideBack',
  codeBack: 'policy.codeBack',
  movableUntil: 'policy.movableUntil',
  notMovableOnline: 'policy.notMovableOnline',
  movableOnlyBefore: 'policy.movableOnlyBefore',
  ifBookedFreeUntil: 'policy.ifBookedFreeUntil',
  ifBookedFreeAfterBooking: 'policy.ifBookedFreeAfterBooking',
  ifBookedCosts: 'policy.ifBookedCosts',
  ifBookedCostsNoGrace: 'policy.ifBookedCostsNoGrace',
  plansNonRefundable: 'policy.plansNonRefundable',
} as const satisfies Record<TermsSentence['say'], string>;

const usd = (dollars: number) => formatUsd(dollarsToCents(dollars));

/** Intl writes a narrow no-break space before 'AM' in newer versions: the page writes a plain one, as elsewhere. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/**
 * An instant as the reader's language writes it in the business's zone, 'Wed, Jun 3' and '4:00 AM' put together by the
 * catalog ('4:00 AM on Wed, Jun 3'), with the zone's name for a visitor whose clock reads otherwise.
 */
function instantText(iso: string, timeZone: string, t: TFunction, visitorZone?: string): string {
  const at = new Date(iso);
  const locale = intlLocale();
  const english = locale === 'en-US';
  const day = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: english ? 'short' : 'long',
    month: english ? 'short' : 'long',
    day: 'numeric',
  }).format(at);
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(at);
  const text = plainSpaces(t('policy.termsAt', { day, time }));
  const zone = businessZoneLabel(timeZone, at, visitorZone);
  return zone ? `${text} ${zone}` : text;
}

/** The terms in the page's language, one sentence after another. */
export function termsText(sentences: readonly TermsSentence[], timeZone: string, t: TFunction, visitorZone?: string): string {
  return sentences.map((sentence) => sentenceText(sentence, timeZone, t, visitorZone)).join(' ');
}

function sentenceText(sentence: TermsSentence, timeZone: string, t: TFunction, visitorZone?: string): string {
  const { fee, until, windowMinutes, windowBefore, minutes, refund, paid } = sentence;
  const values = {
    until: until ? instantText(until, timeZone, t, visitorZone) : '',
    fee: fee
      ? fee.percent === null
        ? t('policy.termsFee', { amount: usd(fee.amount) })
        : t('policy.termsFeeShare', { amount: usd(fee.amount), percent: fee.percent })
      : '',
    window:
      windowMinutes === undefined
        ? ''
        : windowBefore === 'ride'
          ? t('policy.termsWindowRide', { duration: durationText(t, windowMinutes) })
          : t('policy.termsWindowStart', { duration: durationText(t, windowMinutes) }),
    duration: windowMinutes === undefined ? '' : durationText(t, windowMinutes),
    minutes: minutes === undefined ? '' : durationText(t, minutes),
    refund: refund === undefined ? '' : usd(refund),
    paid: paid === undefined ? '' : usd(paid),
  };
  return t(SENTENCE_KEYS[sentence.say], values);
}
