import { describe, expect, it } from 'vitest';
import { jobNotes, mapLink, telLink } from '@/features/admin/day-sheet-rules';

describe('day sheet', () => {
  it('links addresses to maps and phones to calls', () => {
    expect(mapLink('2350 Wall Ave, Ogden, UT 84401')).toBe('https://www.google.com/maps/search/?api=1&query=2350%20Wall%20Ave%2C%20Ogden%2C%20UT%2084401');
    expect(telLink('(801) 555-0123')).toBe('tel:8015550123');
    expect(telLink('+1 801 555 0123')).toBe('tel:+18015550123');
  });

  it.each<[string, Parameters<typeof jobNotes>[0], string[]]>([
    [
      'a delivery: the package and its instructions',
      {
        serviceType: 'delivery',
        serviceDetails: { packageSize: 'large', packageWeight: 'heavy', perishable: 'yes', needsCooler: 'yes', instructions: 'Back door' },
        notes: '',
      },
      ['Package: large heavy perishable, needs cooler', 'Instructions: Back door'],
    ],
    [
      'a ride: passengers and luggage, then the notes',
      { serviceType: 'ride', serviceDetails: { passengers: 2, luggage: 'medium' }, notes: 'Gate code 12' },
      ['Passengers: 2, luggage: medium', 'Notes: Gate code 12'],
    ],
    [
      'a personal driver: hours and itinerary',
      { serviceType: 'chauffeur', serviceDetails: { hours: 3, itinerary: 'Errands' }, notes: '' },
      ['Personal driver: 3 hours', 'Itinerary: Errands'],
    ],
    ['a plan: the notes only', { serviceType: 'subscription', serviceDetails: { planType: 'basic' }, notes: ' ' }, []],
  ])('notes %s', (_name, job, lines) => {
    expect(jobNotes(job)).toEqual(lines);
  });
});
