import { describe, expect, it } from 'vitest';
import { buildTimeSlots, endMinutesFor, isAfternoon } from '@/features/wizard/schedule-rules';

describe('buildTimeSlots', () => {
  it('offers 15-minute steps from 07:00 to 17:45 for rides', () => {
    const slots = buildTimeSlots('ride', '2030-01-02', '2030-01-01', 0);
    expect(slots).toHaveLength(44);
    expect(slots[0]).toEqual({ value: 420, label: '7:00 AM', disabled: false });
    expect(slots.at(-1)).toEqual({ value: 1065, label: '5:45 PM', disabled: false });
  });

  it('disables and labels slots under 60 minutes from now on today', () => {
    const slots = buildTimeSlots('ride', '2030-01-01', '2030-01-01', 9 * 60 + 10);
    const byValue = new Map(slots.map((s) => [s.value, s]));
    expect(byValue.get(600)).toEqual({ value: 600, label: '10:00 AM (unavailable)', disabled: true });
    expect(byValue.get(615)).toEqual({ value: 615, label: '10:15 AM', disabled: false });
  });

  it('offers 2-hour windows for deliveries', () => {
    expect(buildTimeSlots('delivery', '2030-01-02', '2030-01-01', 0).map((s) => s.label)).toEqual([
      '8:00 AM - 10:00 AM',
      '10:00 AM - 12:00 PM',
      '12:00 PM - 2:00 PM',
      '2:00 PM - 4:00 PM',
      '4:00 PM - 6:00 PM',
    ]);
  });
});

describe('endMinutesFor', () => {
  it.each([
    ['chauffeur', 600, 3, 780],
    ['delivery', 600, undefined, 720],
    ['ride', 600, undefined, 600],
  ] as const)('%s from %i (+%s h) ends at %i', (serviceType, start, hours, end) => {
    expect(endMinutesFor(serviceType, start, hours)).toBe(end);
  });
});

describe('isAfternoon', () => {
  it.each([
    [13 * 60 + 45, false],
    [14 * 60, true],
    [17 * 60 + 59, true],
  ])('%i -> %s', (minutes, expected) => {
    expect(isAfternoon(minutes)).toBe(expected);
  });
});
