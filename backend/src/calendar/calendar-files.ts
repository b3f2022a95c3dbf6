import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus, type ICalDayJsStub } from 'ical-generator';
import type { Settings } from '../config/env.dto.js';
import { instantToZonedWallTime } from '../domain/business-time.js';

// Every calendar file the site makes (the customer's download, the files mailed with booking mails, the owner's
// feed) is written here, by ical-generator: folding, escaping and time zones are its job, not ours.

/**
 * PUBLISH: a file to import or subscribe to (the download, the owner's feed). REQUEST and CANCEL: the scheduling
 * messages (iTIP, RFC 5546) mailed to the customer, which calendar apps apply to the event with the same UID.
 */
export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';
export type CalendarStatus = 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';

/** What every calendar file says about the business. */
export interface CalendarBusiness {
  name: string;
  /** IANA zone (BUSINESS_TIME_ZONE): events carry it as TZID with its VTIMEZONE, so apps show business-local times. */
  timeZone: string;
  /** PUBLIC_BASE_URL: its host names the events (UID), and links are built on it. */
  publicBaseUrl: string;
  /** The organizer of the mailed invitations (OWNER_EMAIL): a customer's answer reaches the owner, not no-reply. */
  ownerEmail: string;
}

export interface CalendarEvent {
  /** The booking's reference, without the display prefix; names the event (see bookingEventUid). */
  reference: string;
  start: Date;
  end: Date;
  /** DTSTAMP: when this revision of the event was written. */
  stamp: Date;
  /** SEQUENCE: the booking's calendar revision (bookings.calendar_sequence), raised by every move and cancellation. */
  sequence: number;
  status: CalendarStatus;
  summary: string;
  location: string;
  /** Plain text; line breaks allowed. */
  description: string;
  url?: string;
  /** The customer, as the one attendee of a REQUEST or CANCEL; such a message needs one (RFC 5546 3.2.2, 3.2.5). */
  attendee?: { name: string; email: string };
}

export interface CalendarFile {
  /** X-WR-CALNAME, the name apps show for a subscription or an import. */
  name: string;
  method: CalendarMethod;
  events: readonly CalendarEvent[];
}

export function calendarBusinessOf(env: Pick<Settings, 'BUSINESS_NAME' | 'BUSINESS_TIME_ZONE' | 'PUBLIC_BASE_URL' | 'OWNER_EMAIL'>): CalendarBusiness {
  return { name: env.BUSINESS_NAME, timeZone: env.BUSINESS_TIME_ZONE, publicBaseUrl: env.PUBLIC_BASE_URL, ownerEmail: env.OWNER_EMAIL };
}

/**
 * The one UID of a booking's event in every file (download, mails, owner's feed), so apps update one event instead of
 * adding another. Made from the reference, never the id: the id reads the booking, and calendar files get synced and
 * shared.
 */
export function bookingEventUid(reference: string, business: Pick<CalendarBusiness, 'publicBaseUrl'>): string {
  return `booking-${reference}@${new URL(business.publicBaseUrl).hostname}`;
}

/** The file as RFC 5545 text, CRLF line ends. */
export function renderCalendar(business: CalendarBusiness, file: CalendarFile): string {
  const scheduling = file.method !== 'PUBLISH';
  // A zone the VTIMEZONE library does not know would leave TZID undefined; its events are written in UTC instead.
  const zone = getVtimezoneComponent(business.timeZone) ? business.timeZone : null;
  const calendar = ical({
    prodId: { company: business.name, product: 'Bookings', language: 'EN' },
    method: ICalCalendarMethod[file.method],
    name: file.name,
    // Only the generator: a calendar-wide zone would also write DTSTAMP as local time, which must be UTC.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  for (const event of file.events) {
    calendar.createEvent({
      id: bookingEventUid(event.reference, business),
      sequence: event.sequence,
      stamp: event.stamp,
      start: zone ? inZone(event.start) : event.start,
      end: zone ? inZone(event.end) : event.end,
      timezone: zone,
      status: ICalEventStatus[event.status],
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: event.url ?? null,
      ...(scheduling && { organizer: { name: parameterValue(business.name), email: business.ownerEmail } }),
      ...(scheduling &&
        event.attendee && {
          // Already agreed when booking: nothing to answer, so apps offer no RSVP buttons.
          attendees: [
            {
              name: parameterValue(event.attendee.name),
              email: event.attendee.email,
              role: ICalAttendeeRole.REQ,
              status: ICalAttendeeStatus.ACCEPTED,
              rsvp: false,
            },
          ],
        }),
    });
  }
  // Every content line ends in CRLF (RFC 5545 3.1), the last one too.
  return `${calendar.toString()}\r\n`;
}

/**
 * A name as the value of a property parameter (an attendee's or organizer's CN), encoded as RFC 6868 says: ^^ for a
 * caret, ^' for a double quote, ^n for a line break. A parameter value cannot hold a double quote at all (RFC 5545
 * 3.1), and ical-generator 10 writes one as \" inside the quotes, which ends the value early: parsers then drop the
 * whole attendee (node-ical does; calendar-mails.e2e-spec.ts). ical-generator writes RFC 6868 itself from 11.1.1,
 * which needs Node 22 while the project still runs on 20.19 (package.json engines); until then the names are encoded
 * here, and nothing else of the file is.
 */
function parameterValue(text: string): string {
  return text
    .replace(/\^/g, '^^')
    .replace(/"/g, "^'")
    .replace(/\r\n|\r|\n/g, '^n');
}

/**
 * The instant in the shape ical-generator reads as a Day.js date. It writes a plain Date under a TZID with the
 * *process's* clock (Date#getHours): an app running in UTC would put a 09:00 Denver booking at 03:00 Denver. A
 * Day.js-shaped value is asked for its wall time in the event's zone instead; that comes from domain/business-time,
 * the one place that turns instants into business-local times.
 */
function inZone(instant: Date): ICalDayJsStub {
  const wallTime = (zone: string) => {
    const { date, time } = instantToZonedWallTime(instant, zone);
    // Zone offsets are whole minutes, so the seconds are the same everywhere.
    return {
      YYYY: date.slice(0, 4),
      MM: date.slice(5, 7),
      DD: date.slice(8, 10),
      HH: time.slice(0, 2),
      mm: time.slice(3, 5),
      ss: pad2(instant.getUTCSeconds()),
    };
  };
  const at = (zone: string): ICalDayJsStub => ({
    format: (pattern = 'YYYY-MM-DDTHH:mm:ss') => {
      const fields = wallTime(zone);
      return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => fields[token as keyof typeof fields]);
    },
    isValid: () => !Number.isNaN(instant.getTime()),
    toDate: () => new Date(instant),
    toJSON: () => instant.toISOString(),
    tz: (next) => at(next ?? zone),
    utc: () => at('UTC'),
  });
  return at('UTC');
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}
