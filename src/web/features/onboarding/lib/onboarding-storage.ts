// Onboarding completion for anonymous visitors lives in localStorage (spec §4); signed-in users have it on
// their profile.

import { LOCAL_STORAGE } from '#shared/client-storage';
import { readStorage, writeStorage } from '#web/lib/local-storage';

export const ONBOARDING_COMPLETED_KEY = LOCAL_STORAGE.onboardingCompleted;

export function isOnboardingCompletedLocally(): boolean {
  return readStorage(ONBOARDING_COMPLETED_KEY) === 'true';
}

export function markOnboardingCompletedLocally(): void {
  writeStorage(ONBOARDING_COMPLETED_KEY, 'true');
}
