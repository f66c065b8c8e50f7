// The browser's copy of the child session (local storage key childSession, as the spec names it). The server is
// the authority: this copy only tells the app that this device is in child mode, even after the session ended.

import { LOCAL_STORAGE } from '#shared/client-storage';
import { readStorage, removeStorage, writeStorage } from '#web/lib/local-storage';

/** The key the spec names. (Kept here, not in src/shared, so the app shell does not pull zod in with it.) */
const CHILD_SESSION_STORAGE_KEY = LOCAL_STORAGE.childSession;

export type StoredChildSession = {
  child_id: string;
  date_of_birth: string;
  name: string;
  session_id: string;
  started_at: string;
};

export function readChildSession(): StoredChildSession | null {
  const raw = readStorage(CHILD_SESSION_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredChildSession>;
    return typeof value.child_id === 'string' ? (value as StoredChildSession) : null;
  } catch {
    return null;
  }
}

export function writeChildSession(value: StoredChildSession): void {
  writeStorage(CHILD_SESSION_STORAGE_KEY, JSON.stringify(value));
}

export function forgetChildSession(): void {
  removeStorage(CHILD_SESSION_STORAGE_KEY);
}
