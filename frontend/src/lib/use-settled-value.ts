import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` (the first value at once), so typing asks the server once.
 * Compared with Object.is: pass a primitive, not an object built during render.
 */
export function useSettledValue<T extends string | number | boolean | null | undefined>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const handle = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(handle);
  }, [value, delayMs]);
  return settled;
}
