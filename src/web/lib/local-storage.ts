// Small, failure-proof localStorage helpers (storage can be disabled or full in private browsing).
import { useCallback, useEffect, useState } from 'react';

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Remembering a preference is a nicety; losing it must never break the page.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** A boolean preference kept in localStorage as 'true' / 'false'. */
export function useStoredBoolean(key: string, defaultValue: boolean): [boolean, (next: boolean) => void] {
  // The stored choice is read once hydrated: the server has no storage, and the browser's first render must draw
  // what the server's HTML drew.
  const [value, setValue] = useState<boolean>(defaultValue);
  useEffect(() => {
    const stored = readStorage(key);
    if (stored !== null) setValue(stored === 'true');
  }, [key]);
  const update = useCallback(
    (next: boolean) => {
      setValue(next);
      writeStorage(key, String(next));
    },
    [key],
  );
  return [value, update];
}
