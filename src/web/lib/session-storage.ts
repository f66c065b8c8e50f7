// Failure-proof sessionStorage helpers (storage can be disabled in private browsing or by policy).

export function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Only a convenience (where to return after signing in); the flow still works without it.
  }
}

export function removeSession(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export function clearSession(): void {
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage unavailable: there is nothing to clear either.
  }
}
