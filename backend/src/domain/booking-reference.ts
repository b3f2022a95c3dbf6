// How a booking's short reference is shown to people (mails, pages, calendar, card statements).
// The database and the API keep it bare ('K7Q2XM'); only what a person reads carries the prefix.

export const REFERENCE_PREFIX = '254-';

// 'K7Q2XM' → '254-K7Q2XM'
export function displayReference(reference: string): string {
  return `${REFERENCE_PREFIX}${reference}`;
}
