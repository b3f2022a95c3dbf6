import { useEffect, useState } from 'react';
import { instantToZonedWallTime } from '@domain/business-time.js';
import { useGetBusinessQuery } from '@/lib/business-api';

const MINUTE_MS = 60_000;

/**
 * Today's date in the business's zone ('YYYY-MM-DD'; the domain's default zone until GET /api/business answers).
 * A dashboard left open overnight moves on to the new day within a minute; within a day it does not re-render.
 */
export function useBusinessToday(): string {
  const zone = useGetBusinessQuery().data?.timeZone;
  const [checkedAt, setCheckedAt] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => {
      const now = new Date();
      setCheckedAt((last) => (instantToZonedWallTime(last, zone).date === instantToZonedWallTime(now, zone).date ? last : now));
    }, MINUTE_MS);
    return () => clearInterval(timer);
  }, [zone]);
  return instantToZonedWallTime(checkedAt, zone).date;
}
