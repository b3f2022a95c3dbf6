import type { TFunction } from 'i18next';
import { dayjs, DAY_FORMAT } from '@/lib/dayjs';

/** A service day ('YYYY-MM-DD') as the page's language writes it: 'May 1, 2030' / '1 de mayo de 2030'; anything else as it came. */
export function serviceDayText(day: string, t: TFunction): string {
  const parsed = dayjs(day, DAY_FORMAT, true);
  return parsed.isValid() ? parsed.format(t('services.dayFormat')) : day;
}
