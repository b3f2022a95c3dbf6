import { SuggestedPlaces } from './suggested-places.js';

describe(SuggestedPlaces.name, () => {
  let now: number;
  let sut: SuggestedPlaces;

  beforeEach(() => {
    now = 0;
    sut = new SuggestedPlaces({ maxEntries: 3, ttlMs: 60_000, now: () => now });
  });

  it('hands out the session token once, then the place alone', () => {
    sut.remember('2350 Wall Avenue, Ogden, UT, USA', { placeId: 'p1', sessionToken: 't1' });
    expect(sut.take('2350 Wall Avenue, Ogden, UT, USA')).toEqual({ placeId: 'p1', sessionToken: 't1' });
    expect(sut.take('2350 Wall Avenue, Ogden, UT, USA')).toEqual({ placeId: 'p1' });
  });

  it('finds a line sent back with other spacing or case', () => {
    sut.remember('Ogden, UT, USA', { placeId: 'p1' });
    expect(sut.take('  ogden,  UT, usa ')).toEqual({ placeId: 'p1' });
  });

  it('forgets a line ttlMs after it was last suggested', () => {
    sut.remember('a', { placeId: 'p1' });
    now = 30_000;
    sut.remember('a', { placeId: 'p1', sessionToken: 't2' });
    now = 89_999;
    expect(sut.take('a')).toEqual({ placeId: 'p1', sessionToken: 't2' });
    now = 90_000;
    expect(sut.take('a')).toBeUndefined();
    expect(sut.size).toBe(0);
  });

  it('keeps at most maxEntries, dropping the least recently suggested', () => {
    for (const line of ['a', 'b', 'c']) sut.remember(line, { placeId: line });
    sut.remember('a', { placeId: 'a' });
    sut.remember('d', { placeId: 'd' });
    expect(sut.size).toBe(3);
    expect(['a', 'b', 'c', 'd'].map((line) => sut.take(line)?.placeId)).toEqual(['a', undefined, 'c', 'd']);
  });

  it('forgets a line on request', () => {
    sut.remember('a', { placeId: 'p1' });
    sut.forget('a');
    expect(sut.take('a')).toBeUndefined();
  });
});
