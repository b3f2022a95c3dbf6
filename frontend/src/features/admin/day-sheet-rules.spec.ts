import { describe, expect, it } from 'vitest';
import type { AdminBooking } from '@contracts/admin-booking.contract.js';
import { aBooking } from '@/features/admin/components/admin-test-fixtures';
import { jobNotes, jobsOfDay, mapLink, telLink } from '@/features/admin/day-sheet-rules';

/** A confirmed booking on 2030-01-01 at 10:00; each test overrides what it checks. */
const booking = (overrides: Partial<AdminBooking>) => aBooking({ status: 'confirmed', booking_date: '2030-01-01', booking_time: '10:00', ...overrides });

describe('day sheet', () => {
  it("lists the day's live jobs in time order", () => {
    const list = [
      booking({ id: 'late', booking_time: '15:00' }),
      booking({ id: 'other-day', booking_date: '2030-01-02', booking_time: '08:00' }),
      booking({ id: 'cancelled', booking_time: '09:00', status: 'cancelled' }),
      booking({ id: 'early', booking_time: '08:30', status: 'pending' }),
    ];
    expect(jobsOfDay(list, '2030-01-01').map((b) => b.id)).toEqual(['early', 'late']);
  });

  it('links addresses to maps and phones to calls', () => {
    expect(mapLink('2350 Wall Ave, Ogden, UT 84401')).toBe('https://www.google.com/maps/search/?api=1&query=2350%20Wall%20Ave%2C%20Ogden%2C%20UT%2084401');
    expect(telLink('(801) 555-0123')).toBe('tel:8015550123');
    expect(telLink('+1 801 555 0123')).toBe('tel:+18015550123');
  });

  it('notes what a job carries or who rides', () => {
    expect(
      jobNotes(
        booking({
          serviceType: 'delivery',
          packageDetails: { size: 'large', weight: 'heavy', perishable: 'yes', needsCooler: 'yes', instructions: 'Back door' },
        }),
      ),
    ).toEqual(['Package: large heavy perishable, needs cooler', 'Instructions: Back door']);
    expect(jobNotes(booking({ rideDetails: { passengers: 2, luggage: 'medium', specialRequests: '' }, notes: 'Gate code 12' }))).toEqual([
      'Passengers: 2, luggage: medium',
      'Notes: Gate code 12',
    ]);
    expect(jobNotes(booking({ chauffeurDetails: { hours: 3, specialRequests: 'Errands' } }))).toEqual(['Personal driver: 3 hours', 'Itinerary: Errands']);
  });
});
