// RFC 5545 calendar text for the owner's booking feed. Pure: the caller passes the events and the
// stamp. Lines end in CRLF and are folded at 75 octets (UTF-8 bytes, never inside a character);
// text values escape backslash, semicolon, comma and newlines.

export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  // When the event last changed; DTSTAMP.
  stamp: Date;
  summary: string;
  location?: string;
  description?: string;
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
}

export interface CalendarFeed {
  // e.g. '-//Ogden Rides & Deliveries//Bookings//EN'
  productId: string;
  name: string;
  events: readonly CalendarEvent[];
}

const MAX_LINE_OCTETS = 75;

export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

// '2026-06-03T16:00:00.000Z' → '20260603T160000Z'.
export function formatUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

// Splits a content line into 75-octet pieces; each continuation starts with one space (which counts).
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

export function renderCalendar(feed: CalendarFeed): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${feed.productId}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${escapeText(feed.name)}`];
  for (const event of feed.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${formatUtc(event.stamp)}`,
      `DTSTART:${formatUtc(event.start)}`,
      `DTEND:${formatUtc(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      ...(event.status ? [`STATUS:${event.status}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
