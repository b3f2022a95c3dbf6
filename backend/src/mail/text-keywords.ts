// What a reply to one of our texts asks for, and in which language. Pure, tested as a table in text-keywords.spec.ts.

import type { CustomerLanguage } from '../domain/customer-language.js';

/**
 * Twilio's own keywords: it stops delivering to the number itself on an opt-out word and answers the sender of every
 * one of these with its own confirmation or help text. After an opt-out every further text to the number would fail
 * with error 21610, so the number is recorded as opted out and no text is even tried.
 */
const TWILIO_OPT_OUT = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE']);
/** Twilio's opt-in keywords, which undo an opt-out (YES included: Twilio takes it as one). */
const TWILIO_OPT_IN = new Set(['START', 'UNSTOP', 'YES']);
const TWILIO_HELP = new Set(['HELP', 'INFO']);

/**
 * The Spanish words for the same (issue 30). Twilio's default handling knows none of them: the number is recorded as
 * opted out or in here, and this app answers them itself (keyword-replies.ts).
 */
const SPANISH: Record<string, TextKeyword> = { PARAR: 'opt-out', ALTO: 'opt-out', INICIAR: 'opt-in', AYUDA: 'help' };

export type TextKeyword = 'opt-out' | 'opt-in' | 'help';

export interface KeywordReply {
  keyword: TextKeyword;
  /** The language the sender wrote in: English words are Twilio's, which answers them; Spanish ones are ours. */
  language: CustomerLanguage;
}

/**
 * The keyword a reply is, if it is one: the whole message is the word, in any case, with surrounding spaces and
 * trailing punctuation ignored ('Stop.', ' parar! '). A sentence that merely contains the word is no keyword.
 */
export function keywordOf(body: string): KeywordReply | null {
  const word = body
    .trim()
    .replace(/[.!?,;:¡¿]+$/, '')
    .replace(/^[¡¿]+/, '')
    .trim()
    .toUpperCase();
  if (TWILIO_OPT_OUT.has(word)) return { keyword: 'opt-out', language: 'en' };
  if (TWILIO_OPT_IN.has(word)) return { keyword: 'opt-in', language: 'en' };
  if (TWILIO_HELP.has(word)) return { keyword: 'help', language: 'en' };
  const spanish = Object.hasOwn(SPANISH, word) ? SPANISH[word] : undefined;
  return spanish ? { keyword: spanish, language: 'es' } : null;
}
