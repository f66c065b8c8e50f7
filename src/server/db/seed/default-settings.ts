// The site-wide settings every installation starts with; existing values (an admin's choices) are never overwritten.
import type { SettingKey } from '#shared/domain';
import type { Database } from '../client';
import { systemSettings } from '../schema/settings';

// Site configuration, security and alert e-mails have no row until an admin saves them (site-settings reads defaults).
export const DEFAULT_SETTINGS: Partial<Record<SettingKey, Record<string, unknown>>> = {
  feed_visibility: { public: true },
  tv_mode: { enabled: false },
  // A fresh install lets families sign up; an admin can make it invite-only (PUT /api/admin/registration-mode).
  registration: { mode: 'open' },
};

/** Inserts the missing default settings; returns the keys it added (none after the first run). */
export async function ensureDefaultSettings(db: Database): Promise<SettingKey[]> {
  const rows = await db
    .insert(systemSettings)
    .values(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key: key as SettingKey, value })))
    .onConflictDoNothing({ target: systemSettings.key })
    .returning({ key: systemSettings.key });
  return rows.map((row) => row.key);
}
