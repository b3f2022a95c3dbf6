import ical, { type ParameterValue, type VEvent, type VTimeZone } from 'node-ical';

/** A calendar file as an independent parser (node-ical) reads it, for checking the files the site writes. */
export interface ParsedCalendar {
  /** METHOD of the VCALENDAR. */
  method: string | undefined;
  name: string | undefined;
  events: VEvent[];
  timezones: VTimeZone[];
  /** The content lines, unfolded. */
  lines: string[];
}

/**
 * Parses RFC 5545 text, after checking what node-ical is lenient about: CRLF after every line, the last one too,
 * and no line longer than 75 octets (longer values folded).
 */
export function parseCalendar(text: string): ParsedCalendar {
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  expect(physical.filter((line) => /[\r\n]/.test(line) || Buffer.byteLength(line) > 75)).toEqual([]);
  const parsed = ical.sync.parseICS(text);
  const components = Object.values(parsed);
  return {
    method: parsed.vcalendar?.method,
    name: parsed.vcalendar?.['WR-CALNAME'] as string | undefined,
    events: components.filter((component): component is VEvent => component?.type === 'VEVENT'),
    timezones: components.filter((component): component is VTimeZone => component?.type === 'VTIMEZONE'),
    lines: text
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n')
      .slice(0, -1),
  };
}

/** A property's value without its parameters. */
export function valueOf(value: ParameterValue | undefined): string | undefined {
  return typeof value === 'object' ? value.val : value;
}

/** The wall time of an instant in `zone`, 'YYYY-MM-DD HH:MM', by Intl (not the code under test). */
export function wallTime(instant: Date, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
