import { describe, expect, it } from 'vitest';
import { businessZoneLabel, withBusinessZone } from '@/lib/business-zone';
import { showLanguage } from '@/lib/i18n';

const DENVER = 'America/Denver';
const JULY_NOON_MDT = new Date('2026-07-01T18:00:00Z');
const JANUARY_NOON_MST = new Date('2026-01-15T19:00:00Z');

describe('business zone', () => {
  it('names the zone when the visitor reads another clock', () => {
    expect(businessZoneLabel(DENVER, JULY_NOON_MDT, 'Asia/Tokyo')).toBe('Mountain Time');
  });

  it('says nothing when the visitor reads the same clock, an alias included', () => {
    expect(businessZoneLabel(DENVER, JULY_NOON_MDT, DENVER)).toBeNull();
    expect(businessZoneLabel(DENVER, JULY_NOON_MDT, 'America/Boise')).toBeNull();
  });

  it('compares the clocks at the moment in question (Phoenix keeps no daylight time)', () => {
    expect(businessZoneLabel(DENVER, JANUARY_NOON_MST, 'America/Phoenix')).toBeNull();
    expect(businessZoneLabel(DENVER, JULY_NOON_MDT, 'America/Phoenix')).toBe('Mountain Time');
  });

  it('names the zone in Spanish on a Spanish page', async () => {
    await showLanguage('es');
    try {
      expect(businessZoneLabel(DENVER, JULY_NOON_MDT, 'Asia/Tokyo')).toBe('hora de las Montañas Rocosas');
    } finally {
      await showLanguage('en');
    }
  });

  it('says nothing while the business zone is unknown', () => {
    expect(businessZoneLabel(null, JULY_NOON_MDT, 'Asia/Tokyo')).toBeNull();
  });

  it("adds the zone after a business time unless the visitor's clock agrees", () => {
    const differs = businessZoneLabel(DENVER, new Date('2026-07-01T16:00:00Z')) !== null;
    expect(withBusinessZone('10:00 AM', DENVER, '2026-07-01', '10:00')).toBe(differs ? '10:00 AM Mountain Time' : '10:00 AM');
    expect(withBusinessZone('To be scheduled', null, 'N/A', 'N/A')).toBe('To be scheduled');
  });
});
