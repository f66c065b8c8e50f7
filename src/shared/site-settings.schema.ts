// The admin's site-wide settings: TV mode and feed visibility (switched live), site configuration,
// security and admin alert e-mails; their spec messages verbatim; the live channel's event; the dashboard's
// figures. Shared by the settings page, the server and the types.
import { z } from 'zod';
import { safeText } from './safe-text';

export const SETTINGS_MESSAGES = {
  authenticationRequired: 'authenticationRequired',
  // Our own validation messages.
  enabledInvalid: 'enabledTrueFalse',
  publicInvalid: 'publicTrueFalse',
  siteNameInvalid: 'siteNameLength',
  supportEmailInvalid: 'supportEmailValidEmailAddress',
  sessionHoursInvalid: 'adminSessionHoursRange',
  notificationsInvalid: 'eachAlertTrueFalse',
  periodInvalid: 'unknownPeriod',
  groupInvalid: 'unknownGrouping',
} as const;

/** TV mode's `value.enabled`: a boolean that older writers stored as a JSON string ("true"), parsed either way. */
export function parseTvModeValue(value: unknown): boolean {
  return parseFlag(value, 'enabled', false);
}

/** Feed visibility's `value.public`; a missing or unreadable value means public. */
export function parseFeedVisibilityValue(value: unknown): boolean {
  return parseFlag(value, 'public', true);
}

function parseFlag(value: unknown, field: string, fallback: boolean): boolean {
  let parsed = value;
  if (typeof parsed === 'string') {
    try {
      parsed = JSON.parse(parsed);
    } catch {
      return fallback;
    }
  }
  if (typeof parsed !== 'object' || parsed === null) return fallback;
  let flag = (parsed as Record<string, unknown>)[field];
  if (typeof flag === 'string') {
    try {
      flag = JSON.parse(flag);
    } catch {
      return fallback;
    }
  }
  return typeof flag === 'boolean' ? flag : fallback;
}

export const tvModeInputSchema = z.strictObject({
  enabled: z.boolean({ error: SETTINGS_MESSAGES.enabledInvalid }),
});
export const feedVisibilityInputSchema = z.strictObject({
  public: z.boolean({ error: SETTINGS_MESSAGES.publicInvalid }),
});
export const siteConfigInputSchema = z.strictObject({
  siteName: safeText({ error: SETTINGS_MESSAGES.siteNameInvalid })
    .trim()
    .min(1, { error: SETTINGS_MESSAGES.siteNameInvalid })
    .max(60, { error: SETTINGS_MESSAGES.siteNameInvalid }),
  supportEmail: z
    .email({ error: SETTINGS_MESSAGES.supportEmailInvalid })
    .max(254, { error: SETTINGS_MESSAGES.supportEmailInvalid }),
});
export const securityInputSchema = z.strictObject({
  adminSessionHours: z
    .number({ error: SETTINGS_MESSAGES.sessionHoursInvalid })
    .int({ error: SETTINGS_MESSAGES.sessionHoursInvalid })
    .min(1, { error: SETTINGS_MESSAGES.sessionHoursInvalid })
    .max(720, { error: SETTINGS_MESSAGES.sessionHoursInvalid }),
});
export const notificationsInputSchema = z.strictObject({
  newReport: z.boolean({ error: SETTINGS_MESSAGES.notificationsInvalid }),
  newSubmission: z.boolean({ error: SETTINGS_MESSAGES.notificationsInvalid }),
  dailyDigest: z.boolean({ error: SETTINGS_MESSAGES.notificationsInvalid }),
});

export type TvModeSetting = z.infer<typeof tvModeInputSchema>;
export type FeedVisibilitySetting = z.infer<typeof feedVisibilityInputSchema>;
export type SiteConfigSetting = z.infer<typeof siteConfigInputSchema>;
export type SecuritySetting = z.infer<typeof securityInputSchema>;
export type NotificationsSetting = z.infer<typeof notificationsInputSchema>;

/** The settings every browser follows live (GET /api/settings/live and its event stream). */
export type LiveSettings = { tvMode: boolean; feedPublic: boolean };
export const LIVE_SETTING_NAMES = ['tv_mode', 'feed_visibility'] as const;
export type LiveSettingName = (typeof LIVE_SETTING_NAMES)[number];

/** GET /api/admin/settings: every card's current values. */
export type AdminSettings = {
  tvMode: TvModeSetting;
  feedVisibility: FeedVisibilitySetting;
  site: SiteConfigSetting;
  security: SecuritySetting;
  notifications: NotificationsSetting;
};

export const DEFAULT_ADMIN_SESSION_HOURS = 24 * 7;

// The dashboard (GET /api/admin/dashboard/*).
export const ACTIVITY_PERIODS = [7, 30, 90] as const;
export const REVENUE_PERIODS = ['monthly', 'quarterly', 'yearly'] as const;
export const DISTRIBUTION_GROUPS = ['role', 'region', 'status'] as const;
export type RevenuePeriod = (typeof REVENUE_PERIODS)[number];
export type DistributionGroup = (typeof DISTRIBUTION_GROUPS)[number];

export const activityQuerySchema = z.strictObject({
  days: z.enum(['7', '30', '90'], { error: SETTINGS_MESSAGES.periodInvalid }).default('7').transform(Number),
});
export const revenueQuerySchema = z.strictObject({
  period: z.enum(REVENUE_PERIODS, { error: SETTINGS_MESSAGES.periodInvalid }).default('monthly'),
});
export const distributionQuerySchema = z.strictObject({
  by: z.enum(DISTRIBUTION_GROUPS, { error: SETTINGS_MESSAGES.groupInvalid }).default('role'),
});

export type SystemCheck = { ok: boolean; detail?: string };
export type DashboardStats = {
  totalUsers: number;
  /** Distinct users with a session started or refreshed, a counted view or a comment in the last 7 days. */
  activeUsers: number;
  /** Paid amount in the last 30 days in minor units, or null when billing is not configured. */
  revenue: { amountMinor: number; currency: string } | null;
  /** Parents with an active or trialing subscription over all parents, 0..1 (null with no parents). */
  conversionRate: number | null;
  system: {
    database: SystemCheck;
    jobQueue: SystemCheck;
    disk: SystemCheck & { freeBytes?: number };
    ffmpeg: SystemCheck;
    mail: SystemCheck & { mode?: 'smtp' | 'outbox' };
  };
};
export type ChartSeries = { labels: string[]; values: number[] };
export type RevenueSeries = { configured: false } | ({ configured: true; currency: string } & ChartSeries);
