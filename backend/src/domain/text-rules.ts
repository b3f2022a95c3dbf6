// Which characters free text may hold, decided once for every field a customer fills in and the owner
// later reads (dashboard, mails, calendar). Each field is one of two kinds:
//
// - 'single-line' (names, addresses, email, phone, short answers): no control character at all. CR, LF
//   and tab, the other C0 controls (U+0000–U+001F), DEL and the C1 controls (U+007F–U+009F), and the
//   line and paragraph separators (U+2028, U+2029) are REFUSED with a message naming the field: a line
//   break in a name or an address is never meant, and quietly joining the lines could change an address.
// - 'multi-line' (instructions, itinerary, details, descriptions, notes): the same, except that LF, CR and
//   tab are kept, because the forms' text areas send them.
//
// In both kinds the bidirectional formatting characters (embeddings and overrides U+202A–U+202E, isolates
// U+2066–U+2069, the marks U+200E, U+200F and U+061C) are STRIPPED, not refused: they are invisible, so a
// customer shown an error could not find what to remove, and all they do here is make the dashboard show
// text reordered (U+202E shows a name backwards).
//
// NUL (U+0000) never reaches these rules from a request: the body parser refuses it in every string,
// because PostgreSQL text cannot hold it at all.

export type TextKind = 'single-line' | 'multi-line';

const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const FORBIDDEN: Record<TextKind, RegExp> = {
  // eslint-disable-next-line no-control-regex -- finding control characters is this rule's job
  'single-line': /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/,
  // eslint-disable-next-line no-control-regex -- finding control characters is this rule's job
  'multi-line': /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]/,
};

export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

// For a request field before it is validated: a string loses its bidi controls; any other value is left
// as it is, for the type checks to refuse.
export function cleanTextInput<T>(value: T): T | string {
  return typeof value === 'string' ? stripBidiControls(value) : value;
}

// Whether a string holds only characters its kind allows (bidi controls are judged allowed: they are stripped).
export function isAllowedText(text: string, kind: TextKind): boolean {
  return !FORBIDDEN[kind].test(text);
}

// The refusal, naming the field as the form labels it ('Full name', 'Pickup location').
export function textRefusalMessage(label: string, kind: TextKind): string {
  return kind === 'single-line' ? `${label} must be a single line without control characters.` : `${label} must not contain control characters.`;
}
