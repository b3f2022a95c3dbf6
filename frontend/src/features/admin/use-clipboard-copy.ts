import { useCallback, useEffect, useRef, useState } from 'react';

/** The 'Copied!' indicator shows for 2 s. */
export const COPIED_MS = 2000;

/**
 * Copies text and remembers which key (e.g. a code id) was copied last, for COPIED_MS.
 * Resolves false when the browser refuses the clipboard.
 */
export function useClipboardCopy() {
  const [copiedKey, setCopiedKey] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = useCallback(async (text: string, key: string = text): Promise<boolean> => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    if (timer.current) clearTimeout(timer.current);
    setCopiedKey(key);
    timer.current = setTimeout(() => setCopiedKey(null), COPIED_MS);
    return true;
  }, []);

  return { copy, copiedKey };
}
