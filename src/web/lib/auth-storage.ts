// What the browser remembers around signing in: the page to return to, the role chosen before registering,
// and the clean-up that signing out performs.

import { ACCOUNT_STORAGE, SESSION_STORAGE } from '#shared/client-storage';
import type { SelfServiceRole } from './roles';
import { clearSession, readSession, removeSession, writeSession } from './session-storage';

export const RETURN_TO_KEY = SESSION_STORAGE.returnTo;
export const INTENDED_ROLE_KEY = SESSION_STORAGE.intendedRole;

/**
 * localStorage keys tied to the signed-in account. Everything else (device_id, onboarding and display
 * preferences, game scores) belongs to the device and survives signing out.
 */
const ACCOUNT_LOCAL_STORAGE_KEYS = ACCOUNT_STORAGE.keys;
const ACCOUNT_LOCAL_STORAGE_PREFIXES = ACCOUNT_STORAGE.prefixes;

/** Only same-origin paths: a remembered "return to" must never send anyone to another site. */
export function isSafeReturnPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

export function rememberReturnTo(path: string): void {
  if (isSafeReturnPath(path)) writeSession(RETURN_TO_KEY, path);
}

/** Reads and forgets the remembered origin page. */
export function takeReturnTo(): string | null {
  const path = readSession(RETURN_TO_KEY);
  removeSession(RETURN_TO_KEY);
  return path && isSafeReturnPath(path) ? path : null;
}

export function rememberIntendedRole(role: SelfServiceRole): void {
  writeSession(INTENDED_ROLE_KEY, role);
}

/** Reads and forgets the role picked during onboarding; parent when none was picked. */
export function takeIntendedRole(): SelfServiceRole {
  const role = readSession(INTENDED_ROLE_KEY);
  removeSession(INTENDED_ROLE_KEY);
  return role === 'creator' ? 'creator' : 'parent';
}

/** Sign-out clean-up: all of sessionStorage and the account's localStorage keys (never device_id). */
export function clearStoredAuthData(): void {
  clearSession();
  try {
    const storage = window.localStorage;
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null) keys.push(key);
    }
    for (const key of keys) {
      if (
        ACCOUNT_LOCAL_STORAGE_KEYS.includes(key) ||
        ACCOUNT_LOCAL_STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix))
      ) {
        storage.removeItem(key);
      }
    }
  } catch {
    // Storage unavailable: nothing was stored.
  }
}
