import type { AdminBooking } from '@contracts/admin-booking.contract.js';

// The printable day sheet: one day's jobs in time order with map and phone links.

/** Bookings on `day` ('YYYY-MM-DD'), cancelled ones left out, earliest first. */
export function jobsOfDay(bookings: AdminBooking[], day: string): AdminBooking[] {
  return bookings
    .filter((b) => b.booking_date === day && b.status !== 'cancelled')
    .sort((a, b) => a.booking_time.localeCompare(b.booking_time) || a.id.localeCompare(b.id));
}

export function mapLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** 'tel:' link keeping only digits and a leading '+'. */
export function telLink(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value).trim();
}

/** One line about what the job carries or who rides: package, passengers or itinerary, then the notes. */
export function jobNotes(booking: AdminBooking): string[] {
  const lines: string[] = [];
  const pkg = booking.packageDetails;
  if (pkg) {
    const perishable = text(pkg.perishable) === 'yes' ? `perishable${text(pkg.needsCooler) === 'yes' ? ', needs cooler' : ''}` : '';
    lines.push(['Package:', text(pkg.size), text(pkg.weight), perishable].filter(Boolean).join(' '));
    if (text(pkg.instructions)) lines.push(`Instructions: ${text(pkg.instructions)}`);
  }
  const ride = booking.rideDetails;
  if (ride) {
    lines.push(`Passengers: ${text(ride.passengers) || '?'}, luggage: ${text(ride.luggage) || 'none'}`);
    if (text(ride.specialRequests)) lines.push(`Requests: ${text(ride.specialRequests)}`);
  }
  const driver = booking.chauffeurDetails;
  if (driver) {
    lines.push(`Personal driver: ${text(driver.hours) || '?'} hours`);
    if (text(driver.specialRequests)) lines.push(`Itinerary: ${text(driver.specialRequests)}`);
  }
  if (text(booking.notes)) lines.push(`Notes: ${text(booking.notes)}`);
  return lines;
}
