import type { DaySheetJob } from '@contracts/admin-list.contract.js';

// The day sheet (GET /api/admin/day-sheet: one business day's live jobs in time order) with map and phone links.

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

/**
 * What the job carries or who rides, from the details stored when it was booked (domain/booking-rules'
 * normalised ones): package, passengers or hours and itinerary, then the notes.
 */
export function jobNotes(job: Pick<DaySheetJob, 'serviceType' | 'serviceDetails' | 'notes'>): string[] {
  const details = job.serviceDetails;
  const lines: string[] = [];
  if (job.serviceType === 'delivery') {
    const perishable = text(details.perishable) === 'yes' ? `perishable${text(details.needsCooler) === 'yes' ? ', needs cooler' : ''}` : '';
    lines.push(['Package:', text(details.packageSize), text(details.packageWeight), perishable].filter(Boolean).join(' '));
    if (text(details.instructions)) lines.push(`Instructions: ${text(details.instructions)}`);
  }
  if (job.serviceType === 'ride') {
    lines.push(`Passengers: ${text(details.passengers) || '?'}, luggage: ${text(details.luggage) || 'none'}`);
    if (text(details.instructions)) lines.push(`Requests: ${text(details.instructions)}`);
  }
  if (job.serviceType === 'chauffeur') {
    lines.push(`Personal driver: ${text(details.hours) || '?'} hours`);
    if (text(details.itinerary)) lines.push(`Itinerary: ${text(details.itinerary)}`);
  }
  if (text(job.notes)) lines.push(`Notes: ${text(job.notes)}`);
  return lines;
}
