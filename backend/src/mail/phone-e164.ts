// Phone numbers as Twilio takes them: E.164, '+' and the country code and number, 8 to 15 digits in all.
// Pure, so the forms that are and are not accepted are a table in phone-e164.spec.ts.

const SEPARATORS = /[\s().-]/g;

/**
 * `text` in E.164 form ('+18015550123'), or null when it is not a number a text can go to. A number written
 * with a leading '+' keeps its country code; ten digits are a US number (the business is in Utah), as are eleven
 * starting with the US country code 1. Spaces, dots, dashes and parentheses are ignored; anything else (letters,
 * an extension) makes it no number.
 */
export function toE164(text: string): string | null {
  const compact = text.trim().replace(SEPARATORS, '');
  if (/^\+[1-9][0-9]{7,14}$/.test(compact)) return compact;
  if (/^[2-9][0-9]{9}$/.test(compact)) return `+1${compact}`;
  if (/^1[2-9][0-9]{9}$/.test(compact)) return `+${compact}`;
  return null;
}
