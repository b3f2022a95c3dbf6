// Each file is read back by an independent parser (node-ical). Every expectation is an absolute instant or a wall time
// in a named zone, so these pass under any process TZ (the suite also runs with TZ=UTC and TZ=Pacific/Kiritimati).
import { parseCalendar, valueOf, wallTime } from '../../test/support/parsed-calendar.js';
import { bookingEventUid, renderCalendar, type CalendarBusiness, type CalendarEvent, type CalendarFile } from './calendar-files.js';

const DENVER = 'America/Denver';
const BUSINESS: CalendarBusiness = {
  name: 'Ogden Rides & Deliveries',
  timeZone: DENVER,
  publicBaseUrl: 'https://rides.example.com',
  ownerEmail: 'owner@example.com',
};

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  reference: 'K7QM2X',
  // 09:00-10:00 in Denver (MDT, UTC-6).
  start: new Date('2026-06-03T15:00:00Z'),
  end: new Date('2026-06-03T16:00:00Z'),
  stamp: new Date('2026-06-01T14:00:00Z'),
  sequence: 0,
  status: 'CONFIRMED',
  summary: 'Ride Service with Ogden Rides & Deliveries',
  location: '2350 Wall Ave, Ogden, UT 84401, USA',
  description: 'Reference 254-K7QM2X\nTo: 3848 Harrison Blvd, Ogden, UT 84408, USA',
  attendee: { name: 'Jamie Rivera', email: 'jamie@example.com' },
  ...overrides,
});
const render = (file: Partial<CalendarFile> = {}, business = BUSINESS) =>
  parseCalendar(renderCalendar(business, { name: 'Bookings', method: 'PUBLISH', events: [event()], ...file }));

describe(renderCalendar.name, () => {
  it.each([
    // Spring forward: 02:00 MST became 03:00 MDT that night, so 09:00 is UTC-6.
    ['the day summer time starts', '2026-03-08T15:00:00Z', '2026-03-08T16:00:00Z', '20260308T090000', '20260308T100000'],
    // Fall back: 02:00 MDT became 01:00 MST that night, so 09:00 is UTC-7.
    ['the day summer time ends', '2026-11-01T16:00:00Z', '2026-11-01T17:00:00Z', '20261101T090000', '20261101T100000'],
  ])('writes a 09:00-10:00 booking on %s at 09:00-10:00 Denver time, with the zone', (_day, start, end, localStart, localEnd) => {
    const file = render({ events: [event({ start: new Date(start), end: new Date(end) })] });
    expect(file.lines).toContain(`DTSTART;TZID=${DENVER}:${localStart}`);
    expect(file.lines).toContain(`DTEND;TZID=${DENVER}:${localEnd}`);
    expect(file.timezones.map((zone) => zone.tzid)).toEqual([DENVER]);
    const [parsed] = file.events;
    expect(parsed.start.toISOString()).toBe(new Date(start).toISOString());
    expect(parsed.end!.toISOString()).toBe(new Date(end).toISOString());
    expect(parsed.start.tz).toBe(DENVER);
    expect([wallTime(parsed.start, DENVER), wallTime(parsed.end!, DENVER)]).toEqual([`${start.slice(0, 10)} 09:00`, `${start.slice(0, 10)} 10:00`]);
  });

  it('writes DTSTAMP in UTC, whatever the zone of the events', () => {
    const { lines, events } = render();
    expect(lines).toContain('DTSTAMP:20260601T140000Z');
    expect(events[0].dtstamp.toISOString()).toBe('2026-06-01T14:00:00.000Z');
  });

  it('names the event by reference and host in every kind of file, never by anything else', () => {
    const uid = 'booking-K7QM2X@rides.example.com';
    expect(bookingEventUid('K7QM2X', BUSINESS)).toBe(uid);
    for (const method of ['PUBLISH', 'REQUEST', 'CANCEL'] as const) {
      expect(render({ method, events: [event({ status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED' })] }).events.map((parsed) => parsed.uid)).toEqual([
        uid,
      ]);
    }
    expect(bookingEventUid('K7QM2X', { publicBaseUrl: 'https://book.example.org:8443/app/' })).toBe('booking-K7QM2X@book.example.org');
  });

  it('publishes files to import or subscribe to without organizer or attendees', () => {
    const file = render({ name: 'Ogden Rides & Deliveries bookings' });
    expect(file.method).toBe('PUBLISH');
    expect(file.name).toBe('Ogden Rides & Deliveries bookings');
    expect(file.events[0]).toMatchObject({ sequence: 0, status: 'CONFIRMED' });
    expect(file.events[0].organizer).toBeUndefined();
    expect(file.events[0].attendee).toBeUndefined();
  });

  it('sends an invitation from the business to the customer, accepted already and asking for no answer', () => {
    const file = render({ method: 'REQUEST', events: [event({ status: 'TENTATIVE', sequence: 2 })] });
    expect(file.method).toBe('REQUEST');
    const [parsed] = file.events;
    expect(parsed).toMatchObject({ sequence: 2, status: 'TENTATIVE' });
    expect(parsed.organizer).toEqual({ params: { CN: 'Ogden Rides & Deliveries' }, val: 'mailto:owner@example.com' });
    expect(parsed.attendee).toMatchObject({
      params: { CN: 'Jamie Rivera', ROLE: 'REQ-PARTICIPANT', PARTSTAT: 'ACCEPTED', RSVP: false },
      val: expect.stringMatching(/^mailto:jamie@example\.com$/i),
    });
  });

  it('writes names with quotes and carets as RFC 6868 parameter values, so no parser loses the attendee', () => {
    const name = 'Jamie "JR" Rivera, Esq: ^_^';
    const file = render({ method: 'REQUEST', events: [event({ attendee: { name, email: 'jamie@example.com' } })] }, { ...BUSINESS, name: 'The "Best" Rides' });
    const [parsed] = file.events;
    expect(file.lines).toContain(`ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE;CN="Jamie ^'JR^' Rivera, Esq: ^^_^^":MAILTO:jamie@example.com`);
    expect(parsed.attendee).toMatchObject({ params: { CN: "Jamie ^'JR^' Rivera, Esq: ^^_^^" }, val: expect.stringMatching(/^mailto:jamie@example\.com$/i) });
    expect(parsed.organizer).toEqual({ params: { CN: "The ^'Best^' Rides" }, val: 'mailto:owner@example.com' });
  });

  it('cancels with METHOD:CANCEL, STATUS:CANCELLED and the raised SEQUENCE', () => {
    const file = render({ method: 'CANCEL', events: [event({ status: 'CANCELLED', sequence: 3 })] });
    expect(file.method).toBe('CANCEL');
    expect(file.lines).toEqual(expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED', 'SEQUENCE:3']));
    expect(file.events[0]).toMatchObject({ uid: 'booking-K7QM2X@rides.example.com', sequence: 3, status: 'CANCELLED' });
  });

  it('escapes and folds long text with commas, semicolons, backslashes, line breaks and non-ASCII letters intact', () => {
    const location = 'Café Olé; Suite 5, 2350 Wall Ave, Ogden, UT 84401, USA — entrance by the Ünterberg sign, back\\door (ask for Zoë)';
    const description = 'Reference 254-K7QM2X\nTo: 3848 Harrison Blvd, Ogden; UT\n\nNotes: two suitcases, one 🧳';
    const summary = `Personal Driver with ${'Ogden Rides & Deliveries, Ütah; '.repeat(3)}`;
    const file = render({ events: [event({ location, description, summary })] });
    const [parsed] = file.events;
    expect([valueOf(parsed.location), valueOf(parsed.description), valueOf(parsed.summary)]).toEqual([location, description, summary]);
    expect(file.lines.find((line) => line.startsWith('LOCATION:'))).toContain('Café Olé\\; Suite 5\\, 2350 Wall Ave');
  });

  it('writes a link when there is one', () => {
    const [parsed] = render({ events: [event({ url: 'https://rides.example.com/admin/dashboard?booking=bk_1' })] }).events;
    expect(valueOf(parsed.url as Parameters<typeof valueOf>[0])).toBe('https://rides.example.com/admin/dashboard?booking=bk_1');
  });

  it('writes several events into one file, each with its own UID', () => {
    const file = render({ events: [event(), event({ reference: 'P2WQ9Z', status: 'CANCELLED', sequence: 1 })] });
    expect(file.events.map((parsed) => [parsed.uid, parsed.status, parsed.sequence])).toEqual([
      ['booking-K7QM2X@rides.example.com', 'CONFIRMED', 0],
      ['booking-P2WQ9Z@rides.example.com', 'CANCELLED', 1],
    ]);
    expect(file.timezones).toHaveLength(1);
  });

  it('writes UTC times when the zone has no VTIMEZONE to go with it', () => {
    const file = render({}, { ...BUSINESS, timeZone: 'Mars/Olympus_Mons' });
    expect(file.timezones).toEqual([]);
    expect(file.lines).toContain('DTSTART:20260603T150000Z');
    expect(file.events[0].start.toISOString()).toBe('2026-06-03T15:00:00.000Z');
  });
});
