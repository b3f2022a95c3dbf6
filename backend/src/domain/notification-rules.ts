// When the owner and the customers hear of a booking: the owner's quiet hours, which bookings are urgent, when a
// customer's reminders fall due and which day the owner's morning sheet covers.
//
// Wall times are business-local 'HH:MM' in the business zone (IANA name); instants are Dates. Lead times are real
// elapsed hours, so across a DST change the wall clock shows another gap: in Denver the 24-hour reminder of a booking at
// 09:00 on 8 March 2026 (clocks spring forward that night) is due at 08:00 on 7 March, and of one at 09:00 on
// 1 November 2026 (clocks fall back) at 10:00 on 31 October.
import { addDaysToLocalDate, instantToZonedWallTime, timeToMinutes, zonedWallTimeToInstant } from './business-time.js';

/** The events that may text the owner: a booking made without a card, a booking paid, a customer's cancellation or move, an inquiry. */
export const OWNER_TEXT_EVENTS = ['new', 'paid', 'cancelled', 'moved', 'inquiry'] as const;
export type OwnerTextEvent = (typeof OWNER_TEXT_EVENTS)[number];

/** Business-local 'HH:MM'. A start later than the end crosses midnight (21:00-07:00); equal times: no quiet hours. */
export interface QuietHours {
  start: string;
  end: string;
}

/** What the owner decides about texts and reminders (the admin's settings, `notifications`). */
export interface NotificationRules {
  /** Which events text the owner (OWNER_PHONE). */
  ownerTexts: Record<OwnerTextEvent, boolean>;
  /** When texts that are not urgent wait for the morning. */
  quietHours: QuietHours;
  /** The customer's reminder mail goes this many whole hours before the start. */
  reminderMailHours: number;
  /** The customer's reminder text (when they asked for texts) goes this many whole hours before the start. */
  reminderTextHours: number;
  /** At most this many inquiry acknowledgements a business day, to every recipient together (0: none). */
  inquiryAcknowledgementsPerDay: number;
}

export const DEFAULT_NOTIFICATION_RULES: NotificationRules = {
  ownerTexts: { new: true, paid: true, cancelled: true, moved: true, inquiry: true },
  quietHours: { start: '21:00', end: '07:00' },
  reminderMailHours: 24,
  reminderTextHours: 2,
  inquiryAcknowledgementsPerDay: 50,
};

/** Saved rules over the defaults: a part saved before a value existed keeps the default for it. */
export function withDefaultNotificationRules(saved: Partial<NotificationRules> | undefined): NotificationRules {
  const defaults = DEFAULT_NOTIFICATION_RULES;
  return {
    ownerTexts: { ...defaults.ownerTexts, ...saved?.ownerTexts },
    quietHours: { ...defaults.quietHours, ...saved?.quietHours },
    reminderMailHours: saved?.reminderMailHours ?? defaults.reminderMailHours,
    reminderTextHours: saved?.reminderTextHours ?? defaults.reminderTextHours,
    inquiryAcknowledgementsPerDay: saved?.inquiryAcknowledgementsPerDay ?? defaults.inquiryAcknowledgementsPerDay,
  };
}

/** A booking that starts within this many hours is urgent: its texts ignore the quiet hours. */
export const URGENT_WITHIN_HOURS = 12;
/** The owner's morning sheet is due from this business-local time… */
export const MORNING_SHEET_FROM = '06:00';
/** …until this one: a server that was down at 06:00 still sends it when back, but not once the day is under way. */
export const MORNING_SHEET_UNTIL = '12:00';

const HOUR_MS = 3_600_000;

/**
 * The end of the quiet hours `instant` falls in, or null when it falls in none. The end is the next business-local
 * `quiet.end` (today's, or tomorrow's when the hours cross midnight and it is before midnight); an end that does not
 * exist on a spring-forward day is read as business-time.ts reads every such time (shifted forward by the gap).
 */
export function quietHoursEnd(instant: Date, quiet: QuietHours, zone: string): Date | null {
  const start = timeToMinutes(quiet.start);
  const end = timeToMinutes(quiet.end);
  if (start === end) return null;
  const { date, minutesOfDay } = instantToZonedWallTime(instant, zone);
  if (start < end) return minutesOfDay >= start && minutesOfDay < end ? zonedWallTimeToInstant(date, quiet.end, zone) : null;
  if (minutesOfDay >= start) return zonedWallTimeToInstant(addDaysToLocalDate(date, 1), quiet.end, zone);
  if (minutesOfDay < end) return zonedWallTimeToInstant(date, quiet.end, zone);
  return null;
}

/**
 * The start of the quiet hours `instant` falls in, or null when it falls in none: today's business-local `quiet.start`,
 * or yesterday's when the hours cross midnight and it is past midnight.
 */
export function quietHoursStart(instant: Date, quiet: QuietHours, zone: string): Date | null {
  if (!quietHoursEnd(instant, quiet, zone)) return null;
  const { date, minutesOfDay } = instantToZonedWallTime(instant, zone);
  const startedYesterday = minutesOfDay < timeToMinutes(quiet.start);
  return zonedWallTimeToInstant(startedYesterday ? addDaysToLocalDate(date, -1) : date, quiet.start, zone);
}

/** A customer's text that would fall inside the quiet hours goes this many minutes before they start. */
export const BEFORE_QUIET_HOURS_MINUTES = 15;

/**
 * When a customer's reminder text `leadHours` before `startsAt` falls due: at its lead, or, when that falls inside the
 * quiet hours, just before they start (the evening before a 07:00 job, never at 05:00).
 */
export function reminderTextDueAt(startsAt: Date, leadHours: number, quiet: QuietHours, zone: string): Date {
  const due = reminderDueAt(startsAt, leadHours);
  const quietFrom = quietHoursStart(due, quiet, zone);
  return quietFrom ? new Date(quietFrom.getTime() - BEFORE_QUIET_HOURS_MINUTES * 60_000) : due;
}

/**
 * Whether a customer's reminder text is to be sent at `now`: never inside the quiet hours; from its due instant
 * (reminderTextDueAt) while at least half its lead remains, as for every reminder.
 */
export function isReminderTextDue(now: Date, startsAt: Date, leadHours: number, quiet: QuietHours, zone: string): boolean {
  if (isInQuietHours(now, quiet, zone)) return false;
  const ahead = startsAt.getTime() - now.getTime();
  return now >= reminderTextDueAt(startsAt, leadHours, quiet, zone) && ahead >= (leadHours * HOUR_MS) / 2;
}

/** Whether `instant` falls inside the quiet hours. */
export function isInQuietHours(instant: Date, quiet: QuietHours, zone: string): boolean {
  const end = quietHoursEnd(instant, quiet, zone);
  // The repeated hour of a fall-back night can put `instant` after an end read as its earlier instant.
  return end !== null && end > instant;
}

/** When a customer's text sent at `now` may go: null for at once, else the end of the quiet hours it falls in. */
export function customerTextNotBefore(now: Date, quiet: QuietHours, zone: string): Date | null {
  return isInQuietHours(now, quiet, zone) ? quietHoursEnd(now, quiet, zone) : null;
}

/** Hours before its lead at which a customer's reminder text may fall due at most: quiet hours last less than a day. */
export const REMINDER_TEXT_MAX_ADVANCE_HOURS = 24;

/** Whether the booking starting at `startsAt` is urgent at `now`: it starts within the next 12 hours (and has not started). */
export function isUrgent(startsAt: Date | null, now: Date): boolean {
  if (!startsAt) return false;
  const ahead = startsAt.getTime() - now.getTime();
  return ahead >= 0 && ahead < URGENT_WITHIN_HOURS * HOUR_MS;
}

/**
 * When a text to the owner about a booking may go: null for at once, else the end of the quiet hours. `starts` are the
 * starts the text is about (a move: the new one and the old one); any urgent one sends it at once.
 */
export function ownerTextNotBefore(now: Date, starts: readonly (Date | null)[], quiet: QuietHours, zone: string): Date | null {
  if (starts.some((start) => isUrgent(start, now))) return null;
  return customerTextNotBefore(now, quiet, zone);
}

/** The instant a reminder `leadHours` (real hours) before `startsAt` falls due. */
export function reminderDueAt(startsAt: Date, leadHours: number): Date {
  return new Date(startsAt.getTime() - leadHours * HOUR_MS);
}

/**
 * Whether a reminder `leadHours` before `startsAt` is to be sent at `now`: from its due instant while at least half its
 * lead remains. A booking made (or moved) closer to its start than that gets no such reminder: its confirmation, or
 * its moved mail, told the time moments ago (a booking made 3 hours ahead gets no 24-hour mail, but its 2-hour text).
 * A job that runs late after an outage sends what is still worth sending.
 */
export function isReminderDue(now: Date, startsAt: Date, leadHours: number): boolean {
  const ahead = startsAt.getTime() - now.getTime();
  return now >= reminderDueAt(startsAt, leadHours) && ahead >= (leadHours * HOUR_MS) / 2;
}

/**
 * The business day ('YYYY-MM-DD') whose morning sheet is due at `now`, or null: due from 06:00 to 12:00 business time
 * (instants of that day, so a DST day changes nothing).
 */
export function morningSheetDay(now: Date, zone: string): string | null {
  const { date } = instantToZonedWallTime(now, zone);
  const from = zonedWallTimeToInstant(date, MORNING_SHEET_FROM, zone);
  const until = zonedWallTimeToInstant(date, MORNING_SHEET_UNTIL, zone);
  return now >= from && now < until ? date : null;
}

/**
 * What a queued message about a booking says that a later change makes wrong, by the change: such messages still
 * waiting to go are withdrawn in the change's transaction, so no reminder, confirmation or pay link goes out for a job
 * that was cancelled, and no reminder or move notice for a time the job no longer has. What reports money (receipts,
 * refunds, plan codes) and what the change itself sends are never withdrawn.
 */
export const WITHDRAWN_BY_CHANGE = {
  cancelled: [
    'booking-received',
    'booking-confirmed',
    'booking-moved',
    'reminder-mail',
    'reminder-text',
    'pay-link',
    'pay-link-text',
    'owner-booking-new',
    'owner-booking-moved',
  ],
  moved: ['booking-moved', 'reminder-mail', 'reminder-text', 'owner-booking-moved'],
} as const satisfies Record<string, readonly string[]>;
export type BookingChange = keyof typeof WITHDRAWN_BY_CHANGE;

/** Customers' texts: they respect the quiet hours (the owner's own texts follow ownerTextNotBefore). */
export const CUSTOMER_TEXT_KINDS = ['reminder-text', 'pay-link-text'] as const;
