// A device preference: show dates to families in the Hijri (Umm al-Qura) calendar too. Off by default; every
// component using it re-renders when it changes. Pass the value to formatDateOnly(iso, { hijri }).
import { useCallback, useSyncExternalStore } from 'react';
import { LOCAL_STORAGE } from '#shared/client-storage';
import { readStorage, writeStorage } from './local-storage';

export const SHOW_HIJRI_DATES_KEY = LOCAL_STORAGE.showHijriDates;

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function read(): boolean {
  return readStorage(SHOW_HIJRI_DATES_KEY) === 'true';
}

export function setShowHijriDates(next: boolean): void {
  writeStorage(SHOW_HIJRI_DATES_KEY, String(next));
  for (const listener of listeners) listener();
}

/** [show Hijri dates, set it]: kept on this device. */
export function useShowHijriDates(): [boolean, (next: boolean) => void] {
  const value = useSyncExternalStore(subscribe, read, () => false);
  const update = useCallback((next: boolean) => setShowHijriDates(next), []);
  return [value, update];
}
