import fc from 'fast-check';
import { getDefaultGazetteer, lastNamedEntry, longestKeyWords } from './offline-gazetteer.js';

// A suggestion is complete when its third comma part has two consecutive capitals.
const isComplete = (line: string) => {
  const parts = line.split(',');
  return parts.length >= 3 && /[A-Z]{2}/.test(parts[2]);
};

describe('OfflineGazetteer.suggest', () => {
  const sut = getDefaultGazetteer();

  it.each(['', '   ', 'slc', 'ogd', ' ut '])('gives nothing for %j (3 characters or fewer)', (query) => {
    expect(sut.suggest(query)).toEqual([]);
  });

  it.each([
    ['airport', 'W Terminal Dr, Salt Lake City, UT 84122, USA'],
    ['AIRPORT', 'W Terminal Dr, Salt Lake City, UT 84122, USA'],
    ['slc airport', 'W Terminal Dr, Salt Lake City, UT 84122, USA'],
    ['weber', '3848 Harrison Blvd, Ogden, UT 84408, USA'],
    ['frontrunner', '2350 Wall Ave, Ogden, UT 84401, USA'],
    ['hospital', '4401 Harrison Blvd, Ogden, UT 84403, USA'],
    ['ski resort', '3925 Snowbasin Rd, Huntsville, UT 84317, USA'],
    ['powder mou', '6965 E Powder Mountain Rd, Eden, UT 84310, USA'],
    ['ogden', 'Ogden, UT 84401, USA'],
    ['layton', 'Layton, UT 84041, USA'],
    ['84401', 'Ogden, UT 84401, USA'],
    ['north og', 'North Ogden, UT 84414, USA'],
  ])('%j suggests %j first', (query, first) => {
    expect(sut.suggest(query)[0]).toBe(first);
  });

  it('matches landmark aliases inside longer text', () => {
    expect(sut.suggest('going skiing tomorrow')).toEqual(
      expect.arrayContaining(['3925 Snowbasin Rd, Huntsville, UT 84317, USA', '3567 Nordic Valley Way, Eden, UT 84310, USA']),
    );
    expect(sut.suggest('salt lake')).toContain('W Terminal Dr, Salt Lake City, UT 84122, USA');
  });

  it('completes a ZIP prefix with Utah ZIPs', () => {
    const lines = sut.suggest('8440');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^Ogden, UT 8440\d, USA$/);
  });

  it('offers a typed house number and street in the five default cities', () => {
    expect(sut.suggest('123 main st')).toEqual([
      '123 Main St, Ogden, UT 84401, USA',
      '123 Main St, Salt Lake City, UT 84101, USA',
      '123 Main St, Layton, UT 84041, USA',
      '123 Main St, Roy, UT 84067, USA',
      '123 Main St, Clearfield, UT 84015, USA',
    ]);
  });

  it('keeps the city or ZIP the customer typed after the street', () => {
    expect(sut.suggest('123 main st, layton')).toEqual(['123 Main St, Layton, UT 84041, USA']);
    expect(sut.suggest('123 main st, lay')).toEqual(['123 Main St, Layton, UT 84041, USA']);
    expect(sut.suggest('123 main st 84067')).toEqual(['123 Main St, Roy, UT 84067, USA']);
    expect(sut.suggest('123 main st north ogden')).toEqual(['123 Main St, North Ogden, UT 84414, USA']);
  });

  it('puts a landmark on the typed street before the generic street lines', () => {
    const lines = sut.suggest('3848 harrison');
    expect(lines[0]).toBe('3848 Harrison Blvd, Ogden, UT 84408, USA');
    expect(lines).toContain('3848 Harrison, Ogden, UT 84401, USA');
  });

  it('answers unmatched text with the fixed fallbacks', () => {
    expect(sut.suggest('zzzzz')).toEqual([
      'W Terminal Dr, Salt Lake City, UT 84122, USA',
      '2350 Wall Ave, Ogden, UT 84401, USA',
      '3848 Harrison Blvd, Ogden, UT 84408, USA',
    ]);
    expect(sut.suggest('zzzz')).toEqual([]);
  });

  it.each(['ogden', 'salt lake', '8440', 'hospital', 'university', '123 main st', 'zzzzz', 'ski resort'])(
    '%j: at most 8, no duplicates, every line complete',
    (query) => {
      const lines = sut.suggest(query);
      expect(lines.length).toBeLessThanOrEqual(8);
      expect(new Set(lines.map((line) => line.toLowerCase())).size).toBe(lines.length);
      for (const line of lines) expect(isComplete(line)).toBe(true);
    },
  );

  it('honours a smaller limit', () => {
    expect(sut.suggest('ogden', 2)).toHaveLength(2);
  });
});

describe('OfflineGazetteer.locate', () => {
  const sut = getDefaultGazetteer();

  it.each([
    ['W Terminal Dr, Salt Lake City, UT 84122, USA', 40.7884, -111.9778],
    ['Salt Lake City International Airport', 40.7884, -111.9778],
    ['weber state university', 41.1926, -111.9446],
    ['3848 Harrison Blvd, Ogden, UT 84408, USA', 41.1926, -111.9446],
  ])('places the landmark %j exactly', (address, lat, lon) => {
    expect(sut.locate(address)).toMatchObject({ lat, lon });
  });

  it('uses the last 5-digit ZIP in the text (a 5-digit house number comes first)', () => {
    expect(sut.locate('12345 W 4000 S, Roy, UT 84067, USA')).toEqual({ lat: 41.1724, lon: -112.0382, label: 'Roy, UT 84067, USA' });
  });

  it('resolves a city name to its central ZIP', () => {
    expect(sut.locate('123 Main St, Ogden')).toMatchObject({ label: 'Ogden, UT 84401, USA' });
    expect(sut.locate('100 S Main, St. George, UT')).toMatchObject({ label: 'Saint George, UT 84770, USA' });
  });

  it('prefers the city named last, so a street named after a city does not win', () => {
    expect(sut.locate('2350 Washington Blvd, Ogden')).toMatchObject({ label: 'Ogden, UT 84401, USA' });
    expect(sut.locate('1 Center St, North Salt Lake')).toMatchObject({ label: 'North Salt Lake, UT 84054, USA' });
  });

  it('places a town that shares its ZIP with a neighbour at the town centre', () => {
    expect(sut.locate('123 Main St, Riverdale, UT 84405, USA')).toEqual({ lat: 41.1769, lon: -112.0038, label: 'Riverdale, UT 84405, USA' });
  });

  it('places an out-of-state ZIP, so it reads as outside the area rather than unknown', () => {
    expect(sut.locate('1600 Broadway, Denver, CO 80202')).toMatchObject({ label: 'Denver, CO 80202, USA' });
  });

  it.each(['nowhere land', 'Washington, DC', '', '   '])('gives null for %j', (address) => {
    expect(sut.locate(address)).toBeNull();
  });
});

describe('lastNamedEntry', () => {
  /** The search it replaced: every key looked for in the text, the one ending last (then the longest) wins. */
  function referenceLastNamed<T>(q: string, entries: ReadonlyMap<string, T>): T | undefined {
    const padded = ` ${q} `;
    let best: { end: number; length: number; entry: T } | undefined;
    for (const [key, entry] of entries) {
      const at = padded.lastIndexOf(` ${key} `);
      if (at < 0) continue;
      const end = at + key.length;
      if (!best || end > best.end || (end === best.end && key.length > best.length)) best = { end, length: key.length, entry };
    }
    return best?.entry;
  }

  const word = fc.constantFrom('salt', 'lake', 'city', 'ogden', 'north', 'west', 'st', 'george', '84401', 'main', 'ut');
  const phrase = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));

  it('finds what searching the text for every key finds', () => {
    fc.assert(
      fc.property(fc.uniqueArray(phrase, { maxLength: 12 }), fc.array(word, { minLength: 1, maxLength: 12 }), (keys, textWords) => {
        const entries = new Map(keys.map((key, i) => [key, i]));
        const q = textWords.join(' ');
        expect(lastNamedEntry(q, entries, longestKeyWords(entries.keys()))).toBe(referenceLastNamed(q, entries));
      }),
      { numRuns: 3000 },
    );
  });

  it('prefers the key ending last, then the longest', () => {
    const entries = new Map([
      ['salt lake city', 'slc'],
      ['lake city', 'lc'],
      ['ogden', 'ogden'],
      ['washington', 'wa'],
    ]);
    expect(lastNamedEntry('100 washington blvd ogden', entries, 3)).toBe('ogden');
    expect(lastNamedEntry('1 main st salt lake city', entries, 3)).toBe('slc');
    expect(lastNamedEntry('ogden to salt lake city', entries, 3)).toBe('slc');
    expect(lastNamedEntry('1 main st', entries, 3)).toBeUndefined();
  });
});
