/** Builds the `Street, City, ST ZIP, USA` line the address field treats as complete. */

const STATE_CODES: Record<string, string> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  'district of columbia': 'DC',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
  'puerto rico': 'PR',
};

/** 'Utah' → 'UT', 'ut' → 'UT'; undefined when the text is not a US state. */
export function toStateCode(state: string | undefined): string | undefined {
  if (!state) return undefined;
  const trimmed = state.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed)) {
    const code = trimmed.toUpperCase();
    return Object.values(STATE_CODES).includes(code) ? code : undefined;
  }
  return STATE_CODES[trimmed.toLowerCase()];
}

export interface UsAddressParts {
  houseNumber?: string;
  street?: string;
  /** A place name used as the first part only when there is no street (e.g. a trailhead). */
  placeName?: string;
  city?: string;
  /** Full name or 2-letter code. */
  state?: string;
  postcode?: string;
}

/**
 * 'Street, City, ST ZIP, USA'. Returns null without a city or a US state, because such a line would
 * fail the completeness check and could not be priced reliably.
 */
export function formatUsAddress(parts: UsAddressParts): string | null {
  const stateCode = toStateCode(parts.state);
  const city = parts.city?.trim();
  if (!city || !stateCode) return null;
  const streetLine = parts.street?.trim()
    ? [parts.houseNumber?.trim(), parts.street.trim()].filter(Boolean).join(' ')
    : parts.placeName?.trim() && parts.placeName.trim() !== city
      ? parts.placeName.trim()
      : undefined;
  const zip = parts.postcode?.trim().slice(0, 5);
  const region = [stateCode, zip].filter(Boolean).join(' ');
  return [streetLine, city, region, 'USA'].filter(Boolean).join(', ');
}
