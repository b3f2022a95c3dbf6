// How a booking's short reference is shown to people (mails, pages, calendar, card statements).
// The database and the API keep it bare ('K7Q2XM'); only what a person reads carries the prefix.

export const REFERENCE_PREFIX = '254-';

// 'K7Q2XM' → '254-K7Q2XM'
export function displayReference(reference: string): string {
  return `${REFERENCE_PREFIX}${reference}`;
}

/**
 * A reference as a person types it, bare for a lookup: any case, spaces, the prefix or not ('254-k7q2xm', ' K7Q 2XM')
 * → 'K7Q2XM'; null for anything that cannot be one.
 */
export function typedReference(typed: string): string | null {
  const compact = typed.replace(/\s+/g, '').toUpperCase();
  const bare = compact.startsWith(REFERENCE_PREFIX) ? compact.slice(REFERENCE_PREFIX.length) : compact;
  return /^[A-Z0-9]{4,12}$/.test(bare) ? bare : null;
}
