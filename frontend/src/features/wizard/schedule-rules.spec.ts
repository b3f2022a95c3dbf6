import { DEFAULT_AVAILABILITY_SETTINGS, type AvailabilitySettings } from '@domain/availability/availability-settings.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { SlotUnavailableReason } from '@domain/errors.js';
import { i18n, showLanguage } from '@/lib/i18n';
import { bookableDates, dateLimitsText, dayRefusal, endMinutesFor, isAfternoon, leadTimeNotice, toTimeSlots } from '@/features/wizard/schedule-rules';

const SETTINGS = DEFAULT_AVAILABILITY_SETTINGS; // America/Denver, 60 min lead, 60 days, 24 h notice, day end 18:00
const NOW = new Date('2030-01-01T16:10:00Z'); // Tue 09:10 MST
const TODAY = '2030-01-01';
const t = i18n.t.bind(i18n);

const free = (time: string) => ({ time, available: true, reason: null, message: null });
const refused = (time: string, reason: SlotUnavailableReason, message: string) => ({ time, available: false, reason, message });
const TOO_SOON = 'Please choose a time at least 60 minutes from now.';

describe('toTimeSlots', () => {
  it("shows the server's verdicts: free times as they are, refused ones disabled and marked '(unavailable)'", () => {
    const times = [refused('09:45', 'TIME_TOO_SOON', TOO_SOON), free('10:15'), refused('10:30', 'SLOT_TAKEN', 'This time slot is already booked.')];
    expect(toTimeSlots('ride', times, SETTINGS, t)).toEqual([
      { value: 585, label: '9:45 AM (unavailable)', disabled: true, reason: 'TIME_TOO_SOON', message: TOO_SOON },
      { value: 615, label: '10:15 AM', disabled: false, reason: null, message: null },
      { value: 630, label: '10:30 AM (unavailable)', disabled: true, reason: 'SLOT_TAKEN', message: 'This time slot is already booked.' },
    ]);
  });

  it('labels a delivery with its window from the settings', () => {
    const windows = [
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '16:00' },
    ];
    const slots = toTimeSlots('delivery', [free('09:00'), refused('13:00', 'MAX_DELIVERIES_REACHED', 'Full.')], { ...SETTINGS, deliveryWindows: windows }, t);
    expect(slots.map((slot) => [slot.value, slot.label])).toEqual([
      [540, '9:00 AM - 12:00 PM'],
      [780, '1:00 PM - 4:00 PM (unavailable)'],
    ]);
  });
});

describe('leadTimeNotice', () => {
  it("repeats the server's words when it refuses times for the lead time", () => {
    expect(leadTimeNotice(toTimeSlots('ride', [refused('09:45', 'TIME_TOO_SOON', TOO_SOON), free('10:15')], SETTINGS, t), SETTINGS, t)).toBe(TOO_SOON);
  });

  it('says nothing when no time is refused for it', () => {
    expect(leadTimeNotice(toTimeSlots('ride', [free('10:15'), refused('10:30', 'SLOT_TAKEN', 'Taken.')], SETTINGS, t), SETTINGS, t)).toBeNull();
  });
});

describe('bookableDates', () => {
  it.each<[string, Date, AvailabilitySettings, { first: string; last: string }]>([
    ['business-local today, not UTC', new Date('2030-01-01T06:00:00Z'), SETTINGS, { first: '2029-12-31', last: '2030-03-01' }],
    ['the horizon of the settings', NOW, { ...SETTINGS, maxDaysAhead: 7 }, { first: TODAY, last: '2030-01-08' }],
    ['the zone of the settings', new Date('2030-01-01T06:00:00Z'), { ...SETTINGS, zone: 'Europe/Berlin' }, { first: TODAY, last: '2030-03-02' }],
  ])('%s', (_name, now, settings, expected) => {
    expect(bookableDates(now, settings)).toEqual(expected);
  });
});

describe('the limits of the date picker, in the words the server refuses with', () => {
  const closedWeekends = { ...SETTINGS, weeklyHours: SETTINGS.weeklyHours.map((hours, weekday) => (weekday === 0 || weekday === 6 ? null : hours)) };

  it.each<[string, AvailabilitySettings, string]>([
    ['open every day', SETTINGS, 'Bookings can be made up to 60 days in advance.'],
    [
      'closed on weekends, a shorter horizon',
      { ...closedWeekends, maxDaysAhead: 30 },
      'Bookings can be made up to 30 days in advance. We are closed on Sundays and Saturdays.',
    ],
    [
      'closed three days',
      { ...SETTINGS, weeklyHours: SETTINGS.weeklyHours.map((hours, weekday) => (weekday < 3 ? null : hours)) },
      'Bookings can be made up to 60 days in advance. We are closed on Sundays, Mondays and Tuesdays.',
    ],
  ])('%s', (_name, settings, expected) => {
    expect(dateLimitsText(settings, t)).toBe(expected);
  });

  it.each<[string, string, AvailabilitySettings, string | null]>([
    ['today', TODAY, SETTINGS, null],
    ['yesterday', '2029-12-31', SETTINGS, 'Please choose a day from Jan 1, 2030 on.'],
    ['the last day of the horizon', '2030-03-02', SETTINGS, null],
    ['a day past the horizon', '2030-03-03', SETTINGS, 'Bookings can be made up to 60 days in advance.'],
    ['a closed Sunday', '2030-01-06', closedWeekends, 'We are closed that day. Please choose another day.'],
  ])('%s', (_name, day, settings, expected) => {
    expect(dayRefusal(day, NOW, settings, t)).toBe(expected);
  });
});

describe('endMinutesFor', () => {
  it.each([
    ['chauffeur', 600, 3, SETTINGS, 780],
    ['delivery', 600, undefined, SETTINGS, 720],
    ['delivery', 540, undefined, { ...SETTINGS, deliveryWindows: [{ start: '09:00', end: '12:00' }] }, 720],
    ['ride', 600, undefined, SETTINGS, 600],
    ['chauffeur', 23 * 60, 6, SETTINGS, 24 * 60 - 1],
  ] as const)('%s from %i (+%s h) ends at %i', (serviceType, start, hours, settings, end) => {
    expect(endMinutesFor(serviceType, start, settings, hours)).toBe(end);
  });
});

describe('isAfternoon', () => {
  it.each([
    [13 * 60 + 45, '18:00', false],
    [14 * 60, '18:00', true],
    [17 * 60 + 59, '18:00', true],
    [18 * 60, '18:00', false],
    [18 * 60 + 30, '19:00', true],
    [14 * 60 + 30, '14:00', false],
  ])('%i before %s -> %s', (minutes, dayEnd, expected) => {
    expect(isAfternoon(minutes, dayEnd)).toBe(expected);
  });
});

describe('the picker in Spanish', () => {
  afterEach(async () => {
    await showLanguage('en');
  });

  it('words the refused times, the limits and the refusals in Spanish', async () => {
    await showLanguage('es');
    const closedWeekends = { ...SETTINGS, weeklyHours: SETTINGS.weeklyHours.map((hours, weekday) => (weekday === 0 || weekday === 6 ? null : hours)) };
    expect(toTimeSlots('ride', [refused('10:30', 'SLOT_TAKEN', 'Taken.')], SETTINGS, t)[0].label).toBe('10:30 a.m. (no disponible)');
    expect(dateLimitsText(closedWeekends, t)).toBe('Se puede reservar con un máximo de 60 días de anticipación. Cerramos los domingos y los sábados.');
    expect(dayRefusal('2029-12-31', NOW, SETTINGS, t)).toBe('Elija un día a partir del 1 ene 2030.');
    expect(dayRefusal('2030-01-06', NOW, closedWeekends, t)).toBe('Ese día está cerrado. Elija otro día, por favor.');
    expect(leadTimeNotice(toTimeSlots('ride', [refused('09:45', 'TIME_TOO_SOON', TOO_SOON)], SETTINGS, t), SETTINGS, t)).toBe(
      'Elija una hora con al menos 60 minutos a partir de ahora.',
    );
  });
});
