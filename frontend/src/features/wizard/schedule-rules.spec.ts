import { DEFAULT_AVAILABILITY_SETTINGS, type AvailabilitySettings } from '@domain/availability/availability-settings.js';
import { describe, expect, it } from 'vitest';
import { bookableDates, buildTimeSlots, endMinutesFor, isAfternoon, leadTimeNotice } from '@/features/wizard/schedule-rules';

const SETTINGS = DEFAULT_AVAILABILITY_SETTINGS; // America/Denver, 60 min lead, 60 days, 24 h notice, day end 18:00
const withLead = (minLeadMinutes: number): AvailabilitySettings => ({ ...SETTINGS, minLeadMinutes });
const NOW = new Date('2030-01-01T16:10:00Z'); // Tue 09:10 MST
const TODAY = '2030-01-01';
const TOMORROW = '2030-01-02';

const state = (slots: ReturnType<typeof buildTimeSlots>, label: string) => {
  const slot = slots.find((candidate) => candidate.label.replace(' (unavailable)', '') === label);
  return slot && (slot.disabled ? `disabled: ${slot.reason}` : 'open');
};

describe('buildTimeSlots', () => {
  it('offers the quarter hours the service hours allow, 8:00 AM (07:30 + buffer) to 5:45 PM, for rides', () => {
    const slots = buildTimeSlots('ride', TOMORROW, NOW, SETTINGS);
    expect([slots.length, slots[0], slots.at(-1)]).toEqual([
      40,
      { value: 480, label: '8:00 AM', disabled: false, reason: null },
      { value: 1065, label: '5:45 PM', disabled: false, reason: null },
    ]);
  });

  it.each<[string, Parameters<typeof buildTimeSlots>, string, string | undefined]>([
    ['within the default lead', ['ride', TODAY, NOW, SETTINGS], '10:00 AM', 'disabled: TIME_TOO_SOON'],
    ['after the default lead', ['ride', TODAY, NOW, SETTINGS], '10:15 AM', 'open'],
    ['within a 180-minute lead', ['ride', TODAY, NOW, withLead(180)], '12:00 PM', 'disabled: TIME_TOO_SOON'],
    ['after a 180-minute lead', ['ride', TODAY, NOW, withLead(180)], '12:15 PM', 'open'],
    ['a day already past', ['ride', '2029-12-31', NOW, SETTINGS], '5:45 PM', 'disabled: TIME_TOO_SOON'],
    ['beyond the horizon', ['ride', '2030-03-03', NOW, SETTINGS], '10:00 AM', 'disabled: TOO_FAR_AHEAD'],
    ['on the horizon', ['ride', '2030-03-02', NOW, SETTINGS], '10:00 AM', 'open'],
    ['a personal driver within the notice', ['chauffeur', TOMORROW, NOW, SETTINGS, 2], '9:00 AM', 'disabled: NOTICE_REQUIRED'],
    ['a personal driver after the notice', ['chauffeur', TOMORROW, NOW, SETTINGS, 2], '9:15 AM', 'open'],
    ['a personal driver ending after the day end', ['chauffeur', TOMORROW, NOW, SETTINGS, 3], '3:15 PM', 'disabled: OUTSIDE_BUSINESS_HOURS'],
    ['a personal driver ending at the day end', ['chauffeur', TOMORROW, NOW, SETTINGS, 3], '3:00 PM', 'open'],
    ['a ride before the earliest hold', ['ride', TOMORROW, NOW, SETTINGS], '7:45 AM', undefined],
  ])('%s: %s is %s', (_name, args, label, expected) => {
    expect(state(buildTimeSlots(...args), label)).toBe(expected);
  });

  it('offers the delivery windows of the settings', () => {
    const windows = [
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '16:00' },
    ];
    expect(buildTimeSlots('delivery', TOMORROW, NOW, { ...SETTINGS, deliveryWindows: windows }).map((slot) => [slot.value, slot.label])).toEqual([
      [540, '9:00 AM - 12:00 PM'],
      [780, '1:00 PM - 4:00 PM'],
    ]);
  });

  it.each<[string, Parameters<typeof buildTimeSlots>]>([
    ['no date yet', ['ride', null, NOW, SETTINGS]],
    ['a plan', ['subscription', TOMORROW, NOW, SETTINGS]],
    ['an inquiry', ['handyman', TOMORROW, NOW, SETTINGS]],
  ])('offers nothing for %s', (_name, args) => {
    expect(buildTimeSlots(...args)).toEqual([]);
  });
});

describe('leadTimeNotice', () => {
  it.each<[string, AvailabilitySettings, string, string | null]>([
    ['today, default lead', SETTINGS, TODAY, 'Please choose a time at least 60 minutes from now.'],
    ['today, 180-minute lead', withLead(180), TODAY, 'Please choose a time at least 180 minutes from now.'],
    ['tomorrow, default lead', SETTINGS, TOMORROW, null],
    ['tomorrow, 30-hour lead', withLead(30 * 60), TOMORROW, 'Please choose a time at least 1800 minutes from now.'],
  ])('%s', (_name, settings, day, expected) => {
    expect(leadTimeNotice(buildTimeSlots('ride', day, NOW, settings), settings)).toBe(expected);
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

describe('endMinutesFor', () => {
  it.each([
    ['chauffeur', 600, 3, SETTINGS, 780],
    ['chauffeur', 600, undefined, SETTINGS, 720],
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
    [13 * 60 + 45, SETTINGS, false],
    [14 * 60, SETTINGS, true],
    [17 * 60 + 59, SETTINGS, true],
    [18 * 60, SETTINGS, false],
    [18 * 60 + 30, { ...SETTINGS, dayEnd: '19:00' }, true],
  ])('%i -> %s', (minutes, settings, expected) => {
    expect(isAfternoon(minutes, settings)).toBe(expected);
  });
});
