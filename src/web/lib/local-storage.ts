// Small, failure-proof localStorage helpers (storage can be disabled or full in private browsing).
import { useCallback, useState } from 'react';

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
  const [value, setValue] = useState<boolean>(() => {
    const stored = readStorage(key);
    return stored === null ? defaultValue : stored === 'true';
  });
  const update = useCallback(
    (next: boolean) => {
      setValue(next);
      writeStorage(key, String(next));
    },
    [key],
  );
  return [value, update];
}
