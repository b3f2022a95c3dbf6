import { timeTextIn } from '@domain/business-time.js';
import { intlLocale } from '@/lib/business-zone';

/**
 * A time 'HH:MM', or a window 'HH:MM-HH:MM', in the page's language: '2:00 PM' in English (the spec's), '2:00 p.m.'
 * in Spanish, as the server's Spanish mails write them (the same domain function); anything else as it came.
 */
export function timeText(text: string): string {
  return timeTextIn(intlLocale(), text);
}
