/**
 * Offline address knowledge: every Utah ZIP from the `zipcodes` package (city, ZIP, centroid)
 * plus the hand-made landmark list. Pure and synchronous; OfflineGeoProvider wraps it in the
 * GeoProvider interface. Used alone in development and as the safety net behind remote providers.
 */
import { createRequire } from 'node:module';
import type { GeoPoint } from './geo-provider.js';
import { landmarkAddress, SLC_AIRPORT, UNLISTED_CITIES, UTAH_LANDMARKS, type Landmark, type UnlistedCity } from './utah-landmarks.js';

/** One ZIP centroid. `lat`/`lon` in WGS84 degrees. */
export interface ZipRow {
  zip: string;
  city: string;
  state: string;
  lat: number;
  lon: number;
}

interface ZipcodesRow {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

/** The slice of the `zipcodes` CommonJS API we use; the package ships no type declarations. */
interface ZipcodesLib {
  lookup(zip: string): ZipcodesRow | undefined;
  lookupByState(state: string): ZipcodesRow[];
}

/** Shown to the customer when the service is asked for more than it allows. */
export const MAX_SUGGESTIONS = 8;

/** Suggestions only for text longer than 3 characters. */
const MIN_QUERY_LENGTH = 4;

/** The five cities offered after a typed house number and street. */
const STREET_FALLBACK_CITIES = ['Ogden', 'Salt Lake City', 'Layton', 'Roy', 'Clearfield'];

/**
 * The ZIP that stands for a whole city (its downtown / main post office). Cities not listed use
 * their lowest ZIP; for these the lowest one is an IRS or PO-box ZIP away from the centre.
 */
const CENTRAL_ZIP: Record<string, string> = {
  ogden: '84401',
  'salt lake city': '84101',
  layton: '84041',
  roy: '84067',
  clearfield: '84015',
  logan: '84321',
  provo: '84601',
  'saint george': '84770',
};

/** Spellings people type for a city that differ from the USPS name in the dataset. */
const CITY_ALIASES: Record<string, string> = {
  slc: 'salt lake city',
  'salt lake': 'salt lake city',
  'st george': 'saint george',
  'hill air force base': 'hill afb',
};

/** Fixes the dataset's casing of abbreviations ('Hill Afb'). */
const CITY_DISPLAY_FIX: Record<string, string> = { 'Hill Afb': 'Hill AFB' };

/** Lower-case, punctuation to single spaces: 'McKay-Dee,  Ogden' → 'mckay dee ogden'. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function containsWords(haystack: string, needle: string): boolean {
  return ` ${haystack} `.includes(` ${needle} `);
}

/** Words in the longest key of `keys` (keys are normalized texts: words joined by single spaces). */
export function longestKeyWords(keys: Iterable<string>): number {
  let most = 0;
  for (const key of keys) most = Math.max(most, key.split(' ').length);
  return most;
}

/**
 * The entry of `entries` whose key, as whole words, ends last in the normalized text `q`; of keys ending at the
 * same place, the longest. Looks up each run of up to `maxWords` words of `q`, rather than searching `q` for
 * every key: a quote locates two addresses against some 300 city names.
 */
export function lastNamedEntry<T>(q: string, entries: ReadonlyMap<string, T>, maxWords: number): T | undefined {
  const words = q.split(' ');
  const starts: number[] = [];
  let offset = 0;
  for (const word of words) {
    starts.push(offset);
    offset += word.length + 1;
  }
  // From the last word back, so the first key found ending at a word ends last; at that end, longest first.
  for (let last = words.length - 1; last >= 0; last -= 1) {
    const end = starts[last] + words[last].length;
    for (let first = Math.max(0, last - maxWords + 1); first <= last; first += 1) {
      const entry = entries.get(q.slice(starts[first], end));
      if (entry !== undefined) return entry;
    }
  }
  return undefined;
}

/** '123 n main st' → '123 N Main St'; tokens the user already capitalised are kept as typed. */
function titleCaseStreet(street: string): string {
  return street
    .split(/\s+/)
    .filter(Boolean)
    .map((token) => (/^[a-z]+$/.test(token) ? token[0].toUpperCase() + token.slice(1) : token))
    .join(' ');
}

function zipLine(row: ZipRow): string {
  return `${row.city}, ${row.state} ${row.zip}, USA`;
}

function toPoint(row: ZipRow): GeoPoint {
  return { lat: row.lat, lon: row.lon, label: zipLine(row) };
}

/** A landmark with every normalized text the gazetteer compares typed text against, worked out once. */
interface LandmarkTexts {
  landmark: Landmark;
  name: string;
  street: string;
  streetCity: string;
  streetCityZip: string;
  fullAddress: string;
}

function landmarkTextsOf(landmark: Landmark): LandmarkTexts {
  return {
    landmark,
    name: normalizeText(landmark.name),
    street: normalizeText(landmark.street),
    streetCity: normalizeText(`${landmark.street} ${landmark.city}`),
    streetCityZip: normalizeText(`${landmark.street} ${landmark.city} ${landmark.zip}`),
    fullAddress: normalizeText(`${landmark.street} ${landmark.city} ut ${landmark.zip}`),
  };
}

interface CityEntry {
  name: string;
  central: ZipRow;
  zips: ZipRow[];
}

interface Candidate {
  line: string;
  /** 0 = best. Candidates are stably sorted by rank, so push order breaks ties. */
  rank: number;
}

export class OfflineGazetteer {
  private readonly zips = new Map<string, ZipRow>();
  /** Keyed by normalized city name and by every alias. */
  private readonly cities = new Map<string, CityEntry>();
  /** Landmark aliases that name exactly one place, safe to resolve in locate(). */
  private readonly uniqueAliases = new Map<string, Landmark>();
  /** Each landmark's normalized texts, worked out once rather than on every lookup and keystroke. */
  private readonly landmarkTexts: readonly LandmarkTexts[];
  private readonly cityKeyWords: number;

  constructor(
    utahZips: readonly ZipRow[],
    private readonly landmarks: readonly Landmark[] = UTAH_LANDMARKS,
    unlistedCities: readonly UnlistedCity[] = UNLISTED_CITIES,
    /** Resolves ZIPs outside Utah so an out-of-state address reads as "outside the area", not "not found". */
    private readonly lookupOtherZip: (zip: string) => ZipRow | undefined = () => undefined,
  ) {
    const byCity = new Map<string, ZipRow[]>();
    for (const row of [...utahZips].sort((a, b) => a.zip.localeCompare(b.zip))) {
      this.zips.set(row.zip, row);
      const key = normalizeText(row.city);
      byCity.set(key, [...(byCity.get(key) ?? []), row]);
    }
    for (const [key, rows] of byCity) {
      const central = rows.find((row) => row.zip === CENTRAL_ZIP[key]) ?? rows[0];
      this.cities.set(key, { name: central.city, central, zips: rows });
    }
    for (const city of unlistedCities) {
      const key = normalizeText(city.name);
      if (this.cities.has(key)) continue;
      const central: ZipRow = { zip: city.zip, city: city.name, state: 'UT', lat: city.lat, lon: city.lon };
      this.cities.set(key, { name: city.name, central, zips: [central] });
    }
    for (const [alias, key] of Object.entries(CITY_ALIASES)) {
      const entry = this.cities.get(key);
      if (entry) this.cities.set(alias, entry);
    }
    this.cityKeyWords = longestKeyWords(this.cities.keys());
    this.landmarkTexts = landmarks.map(landmarkTextsOf);
    const aliasOwners = new Map<string, Landmark[]>();
    for (const landmark of landmarks) {
      for (const alias of landmark.aliases) aliasOwners.set(alias, [...(aliasOwners.get(alias) ?? []), landmark]);
    }
    for (const [alias, owners] of aliasOwners) if (owners.length === 1) this.uniqueAliases.set(alias, owners[0]);
  }

  /**
   * Up to `limit` (max 8) complete address lines for type-ahead. Texts of 3 characters or fewer give [].
   * Order: landmark and city matches, ZIP prefixes, typed street + city, then the fixed fallbacks.
   */
  suggest(query: string, limit: number = MAX_SUGGESTIONS): string[] {
    const text = query.trim();
    const q = normalizeText(text);
    const cap = Math.max(0, Math.min(limit, MAX_SUGGESTIONS));
    if (text.length < MIN_QUERY_LENGTH || !q || cap === 0) return [];

    const candidates = /^\d+\s+\S/.test(text) ? this.streetCandidates(text, q) : this.placeCandidates(q);
    const lines = candidates.length > 0 ? sortByRank(candidates) : this.fixedFallback(q);
    return dedupe(lines).slice(0, cap);
  }

  /**
   * Resolves free text to a point: a landmark by name, unique alias or street address; else the last
   * 5-digit ZIP in the text; else the last Utah city named in it (its central ZIP); else null.
   */
  locate(address: string): GeoPoint | null {
    const q = normalizeText(address);
    if (!q) return null;

    const landmark = this.findLandmark(q);
    if (landmark) return { lat: landmark.lat, lon: landmark.lon, label: landmarkAddress(landmark) };

    const city = namesOtherState(address) ? undefined : this.findCityIn(q);
    const zips = q.match(/\b\d{5}\b/g) ?? [];
    for (const zip of zips.reverse()) {
      // 'Riverdale, UT 84405': the town centre beats the centroid of the ZIP it shares with Ogden.
      if (city && city.zips.length === 1 && city.central.zip === zip) return toPoint(city.central);
      const row = this.zips.get(zip) ?? this.lookupOtherZip(zip);
      if (row) return toPoint(row);
    }
    return city ? toPoint(city.central) : null;
  }

  private placeCandidates(q: string): Candidate[] {
    const out: Candidate[] = [];
    const exactCity = this.cities.get(q);
    if (exactCity) out.push({ line: zipLine(exactCity.central), rank: 0 });

    for (const texts of this.landmarkTexts) {
      const rank = landmarkRank(texts, q);
      if (rank !== null) out.push({ line: landmarkAddress(texts.landmark), rank });
    }

    if (/^\d{4,5}$/.test(q)) {
      for (const row of this.zips.values()) if (row.zip.startsWith(q)) out.push({ line: zipLine(row), rank: 1 });
    } else {
      for (const zip of q.match(/\b\d{5}\b/g) ?? []) {
        const row = this.zips.get(zip);
        if (row) out.push({ line: zipLine(row), rank: 1 });
      }
    }

    for (const [key, city] of this.cities) {
      if (city === exactCity) continue;
      if (key.startsWith(q)) out.push({ line: zipLine(city.central), rank: 1 });
      else if (key.includes(q) || containsWords(q, key)) out.push({ line: zipLine(city.central), rank: 2 });
    }
    if (exactCity) {
      for (const row of exactCity.zips) out.push({ line: zipLine(row), rank: 4 });
    }
    return out;
  }

  /**
   * The customer typed a house number and street. Landmarks on that street come first, then the typed
   * street in the city/ZIP they named, or in the five default cities when they named none.
   */
  private streetCandidates(text: string, q: string): Candidate[] {
    const out: Candidate[] = [];
    for (const { landmark, street, streetCityZip } of this.landmarkTexts) {
      if (streetCityZip.startsWith(q) || q.startsWith(street)) out.push({ line: landmarkAddress(landmark), rank: 0 });
    }

    const split = splitStreetQuery(text);
    const { zip, cityText } = split;
    let { street } = split;
    let trailingCity: CityEntry | undefined;
    if (cityText === undefined) ({ street, city: trailingCity } = this.splitTrailingCity(street));
    if (!/^\d+\s+\S/.test(street)) return out;
    const streetLine = titleCaseStreet(street);
    const withCity = (row: ZipRow, rank: number) => out.push({ line: `${streetLine}, ${row.city}, UT ${row.zip}, USA`, rank });

    const zipRow = zip ? this.zips.get(zip) : undefined;
    const cityKey = cityText ? normalizeText(cityText) : '';
    const namedCity = cityKey ? this.cities.get(cityKey) : trailingCity;
    if (zipRow) withCity(zipRow, 1);
    if (namedCity) withCity(namedCity.central, 1);
    if (zipRow || namedCity) return out;

    if (cityKey) {
      // A partly typed city after the comma ('…, lay'): offer the cities it could be.
      for (const [key, city] of this.cities) if (key.startsWith(cityKey)) withCity(city.central, 2);
      return out;
    }
    for (const name of STREET_FALLBACK_CITIES) {
      const city = this.cities.get(normalizeText(name));
      if (city) withCity(city.central, 2);
    }
    return out;
  }

  /** '123 main st north ogden' → street '123 main st' + North Ogden; keeps at least number + one word. */
  private splitTrailingCity(street: string): { street: string; city?: CityEntry } {
    const tokens = street.split(/\s+/);
    for (let take = Math.min(4, tokens.length - 2); take >= 1; take--) {
      const city = this.cities.get(normalizeText(tokens.slice(-take).join(' ')));
      if (city) return { street: tokens.slice(0, -take).join(' '), city };
    }
    return { street };
  }

  /** Fixed suggestions for texts of at least 5 characters that matched nothing. */
  private fixedFallback(q: string): string[] {
    if (q.length < 5) return [];
    if (/airport|slc|salt lake/.test(q)) {
      return [landmarkAddress(SLC_AIRPORT), 'Salt Lake City, UT 84101, USA', 'N 2200 W, Salt Lake City, UT 84116, USA'];
    }
    const ogdenStation = this.landmarks.find((l) => l.city === 'Ogden' && l.aliases.includes('frontrunner'));
    const ogdenUniversity = this.landmarks.find((l) => l.city === 'Ogden' && l.aliases.includes('university'));
    return [SLC_AIRPORT, ogdenStation, ogdenUniversity].filter((l): l is Landmark => !!l).map(landmarkAddress);
  }

  private findLandmark(q: string): Landmark | undefined {
    const unique = this.uniqueAliases.get(q);
    if (unique) return unique;
    return this.landmarkTexts.find(({ name, streetCity }) => q === name || q.startsWith(`${name} `) || containsWords(q, streetCity))?.landmark;
  }

  /** The city named last in the text wins, so a street like 'Washington Blvd' loses to the city after it. */
  private findCityIn(q: string): CityEntry | undefined {
    return lastNamedEntry(q, this.cities, this.cityKeyWords);
  }
}

/** 0: name/alias starts with the text; 1: name/alias contains it or the text names an alias; 3: address contains it. */
function landmarkRank({ landmark, name, fullAddress }: LandmarkTexts, q: string): number | null {
  if (name.startsWith(q) || landmark.aliases.some((alias) => alias.startsWith(q))) return 0;
  if (name.includes(q) || landmark.aliases.some((alias) => alias.includes(q) || containsWords(q, alias))) return 1;
  if (fullAddress.includes(q)) return 3;
  return null;
}

/**
 * Splits '123 main st, layton, ut 84041' (or without commas: '123 main st 84041') into the street,
 * a 5-digit ZIP and the city text. State and country tokens are dropped.
 */
function splitStreetQuery(text: string): { street: string; zip?: string; cityText?: string } {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  let zip: string | undefined;
  const strip = (part: string) =>
    part
      .replace(/\b(\d{5})(-\d{4})?\b/g, (_match, five: string) => {
        zip = five;
        return ' ';
      })
      .replace(/\b(usa|us|ut|utah)\b\.?/gi, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const [first, ...rest] = parts;
  if (rest.length === 0) {
    // No commas: drop a trailing 'UT 84401 USA'; a trailing city name is split off by the caller.
    const tokens = first.split(/\s+/);
    while (tokens.length > 2 && /^(usa|us|ut|utah|\d{5}(-\d{4})?)$/i.test(tokens[tokens.length - 1])) {
      const token = tokens.pop() as string;
      if (/^\d{5}/.test(token)) zip = token.slice(0, 5);
    }
    return { street: tokens.join(' '), zip };
  }
  const cityText = rest.map(strip).find(Boolean);
  return { street: first, zip, cityText };
}

/** True when a comma part reads like another state's 'ST' or 'ST 12345' (e.g. 'Washington, DC'). */
function namesOtherState(address: string): boolean {
  return address
    .split(',')
    .map((part) => part.trim())
    .some((part) => {
      const match = part.match(/^([A-Z]{2})(\s+\d{5}(-\d{4})?)?$/);
      return !!match && match[1] !== 'UT' && match[1] !== 'US';
    });
}

function sortByRank(candidates: Candidate[]): string[] {
  return candidates
    .map((candidate, index) => ({ ...candidate, index }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((candidate) => candidate.line);
}

function dedupe(lines: string[]): string[] {
  const seen = new Set<string>();
  return lines.filter((line) => {
    const key = line.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function toZipRow(row: ZipcodesRow): ZipRow {
  return {
    zip: row.zip,
    city: CITY_DISPLAY_FIX[row.city] ?? row.city,
    state: row.state,
    lat: row.latitude,
    lon: row.longitude,
  };
}

let defaultGazetteer: OfflineGazetteer | undefined;

/**
 * The gazetteer over the installed `zipcodes` data, built once: the package holds every US ZIP
 * (about 5 MB of JS), so it is loaded on first use rather than at import.
 */
export function getDefaultGazetteer(): OfflineGazetteer {
  if (!defaultGazetteer) {
    // CommonJS without type declarations; createRequire also keeps the load lazy under ESM.
    const zipcodes = createRequire(import.meta.url)('zipcodes') as ZipcodesLib;
    const utahRows = zipcodes.lookupByState('UT').map(toZipRow);
    defaultGazetteer = new OfflineGazetteer(utahRows, UTAH_LANDMARKS, UNLISTED_CITIES, (zip) => {
      const row = zipcodes.lookup(zip);
      return row && /^\d{5}$/.test(row.zip) ? toZipRow(row) : undefined;
    });
  }
  return defaultGazetteer;
}
