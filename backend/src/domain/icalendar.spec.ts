import { escapeText, foldLine, formatUtc, renderCalendar } from './icalendar.js';

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('escapeText', () => {
  it.each([
    ['plain', 'plain'],
    ['Ogden, UT; back\\slash', 'Ogden\\, UT\\; back\\\\slash'],
    ['two\nlines\r\nthree', 'two\\nlines\\nthree'],
  ])('%p → %p', (input, expected) => {
    expect(escapeText(input)).toBe(expected);
  });
});

describe('formatUtc', () => {
  it('writes a UTC date-time without separators', () => {
    expect(formatUtc(new Date('2026-06-03T16:05:00.123Z'))).toBe('20260603T160500Z');
  });
});

describe('foldLine', () => {
  it('leaves a 75-octet line alone', () => {
    const line = 'X'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines into 75-octet pieces that unfold to the original', () => {
    const line = `DESCRIPTION:${'a'.repeat(200)}`;
    const folded = foldLine(line);
    const pieces = folded.split('\r\n');
    expect(pieces.every((piece) => octets(piece) <= 75)).toBe(true);
    expect(pieces.slice(1).every((piece) => piece.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('never splits a multi-byte character', () => {
    const line = `SUMMARY:${'é'.repeat(80)}`;
    const pieces = foldLine(line).split('\r\n');
    expect(pieces.every((piece) => octets(piece) <= 75)).toBe(true);
    expect(foldLine(line).replace(/\r\n /g, '')).toBe(line);
  });
});

describe('renderCalendar', () => {
  it('writes a VCALENDAR with one VEVENT per booking, CRLF line ends', () => {
    const text = renderCalendar({
      productId: '-//Test//Bookings//EN',
      name: 'Bookings',
      events: [
        {
          uid: 'bk_1',
          start: new Date('2026-06-03T16:00:00Z'),
          end: new Date('2026-06-03T16:45:00Z'),
          stamp: new Date('2026-06-01T14:00:00Z'),
          summary: 'Ride: Jamie Rivera',
          location: '2350 Wall Ave, Ogden, UT',
          description: 'Reference 254-ABC\nPhone (801) 555-0123',
          status: 'CONFIRMED',
        },
      ],
    });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//Bookings//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Bookings',
      'BEGIN:VEVENT',
      'UID:bk_1',
      'DTSTAMP:20260601T140000Z',
      'DTSTART:20260603T160000Z',
      'DTEND:20260603T164500Z',
      'SUMMARY:Ride: Jamie Rivera',
      'LOCATION:2350 Wall Ave\\, Ogden\\, UT',
      'DESCRIPTION:Reference 254-ABC\\nPhone (801) 555-0123',
      'STATUS:CONFIRMED',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
});
