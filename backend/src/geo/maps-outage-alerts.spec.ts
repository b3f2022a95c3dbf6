import { mapsOutageAlerts, type MapsAlertReach, type MapsOutage } from './maps-outage-alerts.js';

const OUTAGE: MapsOutage = {
  incidentId: '42',
  provider: 'google',
  startedAt: new Date('2026-06-03T16:05:00Z'),
  kind: 'quota',
  message: 'google: /v1/places:autocomplete request returned HTTP 429',
};
const OWNER: MapsAlertReach = {
  contact: { businessName: 'Ogden Rides', ownerEmail: 'owner@example.com', ownerPhone: '(801) 555-0100', timeZone: 'America/Denver' },
  textTo: '(801) 555-0199',
  adminUrl: 'https://rides.example.com/admin/dashboard',
};

describe('mapsOutageAlerts', () => {
  it('mails the owner the problem, the error and the time in the business zone, keyed to the incident', () => {
    const { mail } = mapsOutageAlerts(OUTAGE, OWNER);
    expect(mail).toMatchObject({
      kind: 'maps-outage-alert-mail',
      to: 'owner@example.com',
      subject: 'Google Maps is not answering: prices are estimates',
      dedupeKey: 'maps-outage-alert-mail:42',
    });
    expect(mail.text).toContain('Since:   June 3, 2026 at 10:05 AM');
    expect(mail.text).toContain('Problem: over its quota');
    expect(mail.text).toContain('Error:   google: /v1/places:autocomplete request returned HTTP 429');
    expect(mail.mjml).toContain('https://rides.example.com/admin/dashboard');
  });

  it('texts the owner when texts are on, with a key of its own (mail and text share the outbox table)', () => {
    expect(mapsOutageAlerts(OUTAGE, OWNER).text).toEqual({
      kind: 'maps-outage-alert',
      to: '(801) 555-0199',
      body: 'Ogden Rides: Google Maps is not answering (over its quota). Prices use straight-line estimates until it answers again; bookings made meanwhile are marked in the admin.',
      dedupeKey: 'maps-outage-alert:42',
    });
  });

  it('sends no text when texts are off', () => {
    expect(mapsOutageAlerts({ ...OUTAGE, provider: 'osm', kind: 'timeout' }, { ...OWNER, textTo: null }).text).toBeNull();
  });
});
