// The admin's site-wide settings: reading each card's values (with their defaults), saving one card in a transaction
// with its audit entry and its NOTIFY, and the live values every browser follows.

import { recordAudit, type SessionUser } from '#server/access';
import type { AppDeps } from '#server/http/app-env';
import type { SettingKey } from '#shared/domain';
import {
  type AdminSettings,
  DEFAULT_ADMIN_SESSION_HOURS,
  type LiveSettings,
  type NotificationsSetting,
  notificationsInputSchema,
  parseFeedVisibilityValue,
  parseTvModeValue,
  type SecuritySetting,
  type SiteConfigSetting,
  securityInputSchema,
  siteConfigInputSchema,
} from '#shared/site-settings.schema';
import { findSettingValues, saveSettingValue } from './site-settings.repo';

type Db = AppDeps['db'];

export async function readLiveSettings(db: Db): Promise<LiveSettings> {
  const values = await findSettingValues(db, ['tv_mode', 'feed_visibility']);
  return {
    tvMode: parseTvModeValue(values.tv_mode),
    feedPublic: parseFeedVisibilityValue(values.feed_visibility),
  };
}

const DEFAULT_NOTIFICATIONS: NotificationsSetting = {
  newReport: true,
  newSubmission: true,
  dailyDigest: false,
};

/** A stored card's value when it is still valid, else the default (a hand-edited row never breaks the page). */
function storedOr<T>(
  schema: { safeParse: (v: unknown) => { success: boolean; data?: T } },
  value: unknown,
  fallback: T,
) {
  const parsed = schema.safeParse(value);
  return parsed.success ? (parsed.data as T) : fallback;
}

export async function siteConfig(deps: Pick<AppDeps, 'db' | 'env'>): Promise<SiteConfigSetting> {
  const values = await findSettingValues(deps.db, ['site']);
  return storedOr(siteConfigInputSchema, values.site, {
    siteName: deps.env.SITE_NAME,
    supportEmail: deps.env.SUPPORT_EMAIL,
  });
}

export async function notificationSettings(db: Db): Promise<NotificationsSetting> {
  const values = await findSettingValues(db, ['notifications']);
  return storedOr(notificationsInputSchema, values.notifications, DEFAULT_NOTIFICATIONS);
}

export async function securitySettings(db: Db): Promise<SecuritySetting> {
  const values = await findSettingValues(db, ['security']);
  return storedOr(securityInputSchema, values.security, { adminSessionHours: DEFAULT_ADMIN_SESSION_HOURS });
}

export async function adminSettings(deps: Pick<AppDeps, 'db' | 'env'>): Promise<AdminSettings> {
  const [live, site, security, notifications] = await Promise.all([
    readLiveSettings(deps.db),
    siteConfig(deps),
    securitySettings(deps.db),
    notificationSettings(deps.db),
  ]);
  return {
    tvMode: { enabled: live.tvMode },
    feedVisibility: { public: live.feedPublic },
    site,
    security,
    notifications,
  };
}

/** Saves one card: the row, its audit entry and its NOTIFY commit together. */
export async function saveSetting<T extends Record<string, unknown>>(
  deps: Pick<AppDeps, 'db' | 'feedVisibility'>,
  admin: SessionUser,
  key: SettingKey,
  value: T,
): Promise<T> {
  await deps.db.transaction(async (tx) => {
    const before = await saveSettingValue(tx, key, value, admin.id);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'setting_changed',
      targetType: 'setting',
      targetId: key,
      before:
        typeof before === 'object' && before !== null
          ? (before as Record<string, unknown>)
          : { value: before ?? null },
      after: value,
    });
  });
  // This process applies it at once; the others on the NOTIFY (live-settings.ts).
  if (key === 'feed_visibility') deps.feedVisibility.forget();
  return value;
}
