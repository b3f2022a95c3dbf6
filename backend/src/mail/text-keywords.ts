// What a reply to one of our texts asks for. Pure, tested as a table in text-keywords.spec.ts.

/**
 * Twilio's own opt-out keywords (it stops delivering to the number itself, and answers the sender of a
 * STOP with its confirmation text): every further text to the number would fail with error 21610, so the number is
 * recorded as opted out and no text is even tried.
 */
const OPT_OUT = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE']);
/** Twilio's opt-in keywords, which undo an opt-out (YES included: Twilio takes it as one). */
const OPT_IN = new Set(['START', 'UNSTOP', 'YES']);

export type TextKeyword = 'opt-out' | 'opt-in';

/**
 * The keyword a reply is, if it is one: the whole message is the word, in any case, with surrounding spaces and
 * trailing punctuation ignored ('Stop.', ' stop! '). A sentence that merely contains the word is no keyword.
 */
export function keywordOf(body: string): TextKeyword | null {
  const word = body
    .trim()
    .replace(/[.!?,;:]+$/, '')
    .trim()
    .toUpperCase();
  if (OPT_OUT.has(word)) return 'opt-out';
  if (OPT_IN.has(word)) return 'opt-in';
  return null;
}
