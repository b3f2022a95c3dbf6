import type { Dayjs } from 'dayjs';

// Moving the keyboard highlight through a date picker's month grid (rows are weeks), skipping days that
// cannot be chosen, the way the ARIA date picker pattern does.

/** how far one press goes, and whether the step is in days or months */
const MOVES: Record<string, { amount: number; unit: 'day' | 'month' }> = {
  ArrowLeft: { amount: -1, unit: 'day' },
  ArrowRight: { amount: 1, unit: 'day' },
  ArrowUp: { amount: -7, unit: 'day' },
  ArrowDown: { amount: 7, unit: 'day' },
  PageUp: { amount: -1, unit: 'month' },
  PageDown: { amount: 1, unit: 'month' },
};

/** days looked at before giving up: a little over the longest booking horizon anyone sets */
const SEARCH_DAYS = 400;

export function isCalendarKey(key: string): boolean {
  return key in MOVES;
}

/** The first day from `from` on (inclusive) that can be chosen; null when none within SEARCH_DAYS. */
export function firstChoosableDay(from: Dayjs, isDisabled: (day: Dayjs) => boolean): Dayjs | null {
  for (let i = 0; i < SEARCH_DAYS; i += 1) {
    const day = from.add(i, 'day');
    if (!isDisabled(day)) return day;
  }
  return null;
}

/**
 * Where `key` moves the highlight from `from`: a step of a day, a week or a month, then on in the same
 * direction (day by day, or week by week for up and down) past days that cannot be chosen. Null when the key
 * is not a calendar key or nothing choosable lies that way.
 */
export function movedDay(from: Dayjs, key: string, isDisabled: (day: Dayjs) => boolean): Dayjs | null {
  const move = MOVES[key];
  if (!move) return null;
  const direction = Math.sign(move.amount);
  const onward = move.unit === 'day' && Math.abs(move.amount) === 7 ? 7 * direction : direction;
  let day = from.add(move.amount, move.unit);
  for (let looked = 0; looked < SEARCH_DAYS; looked += Math.abs(onward)) {
    if (!isDisabled(day)) return day;
    day = day.add(onward, 'day');
  }
  return null;
}
