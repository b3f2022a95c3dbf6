// Address field rules.

/** Lookups start when the text is longer than this many characters. */
export const MIN_LOOKUP_LENGTH = 4;

// The hints are catalog keys: the field words them in the visitor's language.
export const INCOMPLETE_ADDRESS_HINT = 'details.incompleteAddressHint';
export const ZIP_HINT = 'details.zipHint';

/** Complete = at least 3 comma parts and the third has two consecutive capitals (a state code). */
export function isCompleteAddress(text: string): boolean {
  const parts = text.split(',').map((p) => p.trim());
  return parts.length >= 3 && /[A-Z]{2}/.test(parts[2] ?? '');
}

/** Suggestions are requested for text longer than 3 characters, and not again for the last text looked up. */
export function shouldLookUp(text: string, lastLookup: string | null): boolean {
  return text.trim().length >= MIN_LOOKUP_LENGTH && text !== lastLookup;
}

/** The hint under an address field, as a catalog key; null when the text needs none. */
export function addressHint(text: string): typeof INCOMPLETE_ADDRESS_HINT | typeof ZIP_HINT | null {
  const trimmed = text.trim();
  if (/^\d{5}$/.test(trimmed)) return ZIP_HINT;
  if (trimmed.length >= MIN_LOOKUP_LENGTH && !isCompleteAddress(trimmed)) return INCOMPLETE_ADDRESS_HINT;
  return null;
}

const AIRPORT = 'Salt Lake City International Airport, 776 N Terminal Dr, Salt Lake City, UT 84122, USA';
const CITIES = ['Ogden', 'Salt Lake City', 'Layton', 'Roy', 'Clearfield'];

/** Local suggestions used when the lookup call fails; only for text of 5+ characters. */
export function fallbackSuggestions(text: string): string[] {
  const normalized = text.trim().toLowerCase();
  if (normalized.length < 5) return [];
  if (/airport|slc|salt lake/.test(normalized)) {
    return [AIRPORT, 'Salt Lake City, UT, USA', '3920 W Terminal Dr, Salt Lake City, UT 84116, USA'];
  }
  if (/^\d+\s+\w+/.test(normalized)) {
    return CITIES.map((city) => `${text.trim()}, ${city}, UT, USA`);
  }
  return [AIRPORT, 'Ogden Intermodal Transit Center, 2350 Wall Ave, Ogden, UT 84401, USA', 'Weber State University, 3848 Harrison Blvd, Ogden, UT 84408, USA'];
}
