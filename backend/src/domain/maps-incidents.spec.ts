import { MAPS_RECOVERY_QUIET_MS, mapsFailureKind, mapsIncidentStep, type MapsIncidentStep, type OpenMapsIncident } from './maps-incidents.js';

const T0 = new Date('2026-06-03T16:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const OPEN: OpenMapsIncident = { startedAt: at(-60_000), lastFailureAt: T0 };

describe('mapsIncidentStep', () => {
  it.each<[string, OpenMapsIncident | null, boolean, number, MapsIncidentStep]>([
    ['a failure after a healthy period starts an incident (and alerts)', null, false, 0, 'start'],
    ['a further failure continues the open incident (no alert)', OPEN, false, 1000, 'continue'],
    ['a failure older than the last one still continues it', OPEN, false, -1000, 'continue'],
    ['an answer with no incident changes nothing', null, true, 0, 'none'],
    ['an answer right after a failure does not end it (flapping)', OPEN, true, 1000, 'none'],
    ['an answer a moment short of the quiet period does not end it', OPEN, true, MAPS_RECOVERY_QUIET_MS - 1, 'none'],
    ['an answer once the quiet period has passed ends it', OPEN, true, MAPS_RECOVERY_QUIET_MS, 'end'],
    ['an answer long after ends it', OPEN, true, 24 * 3_600_000, 'end'],
  ])('%s', (_name, open, answered, offsetMs, step) => {
    expect(mapsIncidentStep(open, { answered, at: at(offsetMs) })).toBe(step);
  });

  it('alerts again for a failure after the end: a new incident', () => {
    const ended = mapsIncidentStep(OPEN, { answered: true, at: at(MAPS_RECOVERY_QUIET_MS) });
    expect(ended).toBe('end');
    expect(mapsIncidentStep(null, { answered: false, at: at(MAPS_RECOVERY_QUIET_MS + 1) })).toBe('start');
  });
});

describe('mapsFailureKind', () => {
  it.each<[unknown, string, string]>([
    ['quota', 'anything', 'quota'],
    ['auth', 'osm: /route request timed out after 2500 ms', 'auth'],
    ['not-a-kind', 'osm: /route/v1/driving request timed out after 2500 ms', 'timeout'],
    [undefined, 'osm roadDistance timed out after 3000 ms', 'timeout'],
    [undefined, 'google: /maps/api/geocode/json request returned HTTP 403', 'auth'],
    [undefined, 'google: REQUEST_DENIED: The provided API key is invalid.', 'auth'],
    [undefined, 'google: OVER_QUERY_LIMIT', 'quota'],
    [undefined, 'google: /v1/places:autocomplete request returned HTTP 429', 'quota'],
    [undefined, 'osm: /api request returned HTTP 200 with a non-JSON body', 'bad-answer'],
    [undefined, 'osm: /route/v1/driving request returned HTTP 500', 'unavailable'],
    [undefined, 'osm: /api request failed: fetch failed (connect ECONNREFUSED 127.0.0.1:9)', 'unavailable'],
  ])('declared %p, message %p: %s', (declared, message, kind) => {
    expect(mapsFailureKind(declared, message)).toBe(kind);
  });
});
