import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

// Plugins are registered once here; import dayjs from this module, not from 'dayjs'.
dayjs.extend(customParseFormat);

export const DAY_FORMAT = 'YYYY-MM-DD';

/** Dates are shown as short month, day, year (en-US), e.g. "Mar 4, 2026". */
export function formatDay(day: string): string {
  const parsed = dayjs(day, DAY_FORMAT, true);
  return parsed.isValid() ? parsed.format('MMM D, YYYY') : day;
}

export { dayjs };
