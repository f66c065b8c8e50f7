// Domain constants: the single source of every closed list and limit in the spec (§9 and the resolved lists).

export const CATEGORIES = [
  'DIY Crafts & Cooking',
  'Halal Cartoons & Fun Skits',
  'Islamic Holidays & Traditions',
  'Islamic Stories & Manners',
  'Nasheeds & Songs',
  'Other',
  'Quizzes & Trivia',
  'Quran & Dua for Kids',
  'Reviews & Recommendations',
  'Shows',
  'Sports & Fitness',
  'STEM & Learning Activities',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** One canonical language list used by every form and filter (spec README, "Languages"). */
export const LANGUAGES = [
  'English',
  'Arabic',
  'Urdu',
  'Turkish',
  'Malay',
  'French',
  'Spanish',
  'Other',
] as const;
export type Language = (typeof LANGUAGES)[number];

/** Case-insensitive lookup used by CSV import and query parsing. */
export function canonicalLanguage(value: string): Language | undefined {
  const wanted = value.trim().toLowerCase();
  return LANGUAGES.find((language) => language.toLowerCase() === wanted);
}

/** 1 = 3-5 (and under 3), 2 = 6-8, 3 = 9-12, 4 = 13+; their words are the web's i18n keys. */
export const AGE_BAND_VALUES = [1, 2, 3, 4] as const;
export type AgeBand = (typeof AGE_BAND_VALUES)[number];

export const CONTENT_RATINGS = ['G', 'PG', 'PG-13', 'R'] as const;
export type ContentRating = (typeof CONTENT_RATINGS)[number];

export const CONTENT_STATUSES = [
  'draft',
  'pending',
  'approved',
  'scheduled',
  'published',
  'rejected',
] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const SOURCE_TYPES = ['youtube', 'upload', 'instagram', 'instagram_reel', 'tiktok'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];
/** Portrait sources get a tall card ratio. */
export const PORTRAIT_SOURCE_TYPES: readonly SourceType[] = ['tiktok', 'instagram_reel'];

export const CONTENT_TYPES = [1, 2, 3] as const;

export const REPORT_REASONS = ['inappropriate', 'offensive', 'misinformation', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const SESSION_STATUSES = ['active', 'ended', 'timed_out'] as const;

export const RESTRICTION_LEVELS = ['strict', 'moderate', 'lenient'] as const;
export type RestrictionLevel = (typeof RESTRICTION_LEVELS)[number];

/** Ratings a child may see at each restriction level; R is never shown to a child. */
export const RATINGS_BY_RESTRICTION: Record<RestrictionLevel, readonly ContentRating[]> = {
  strict: ['G'],
  moderate: ['G', 'PG'],
  lenient: ['G', 'PG', 'PG-13'],
};

export const USER_ROLES = ['parent', 'creator', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const SUBSCRIPTION_TIERS = ['Basic', 'Premium', 'Family', 'Creator+'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

export const WAITLIST_USER_TYPES = ['parent', 'creator'] as const;

export const DURATION_BUCKETS = [
  { value: '0-5', min: 0, max: 5 },
  { value: '5-10', min: 5, max: 10 },
  { value: '10-20', min: 10, max: 20 },
  { value: '20+', min: 20, max: null },
] as const;
export type DurationBucket = (typeof DURATION_BUCKETS)[number]['value'];
export const DURATION_BUCKET_VALUES = DURATION_BUCKETS.map((bucket) => bucket.value) as [
  DurationBucket,
  ...DurationBucket[],
];

export const FEED_SORTS = ['recent', 'random'] as const;
export type FeedSort = (typeof FEED_SORTS)[number];

export const LIMITS = {
  defaultScreenTimeMinutes: 120,
  screenTimeMinMinutes: 15,
  screenTimeMaxMinutes: 480,
  screenTimeStepMinutes: 15,
  screenTimeCheckIntervalMs: 60_000,
  feedPageSize: 12,
  feedRandomDraw: 24,
  feedCacheMs: 5 * 60_000,
  relatedVideos: 5,
  searchDebounceMs: 300,
  searchMaxLength: 100,
  viewCountAfterMs: 5_000,
  viewCooldownMs: 24 * 60 * 60_000,
  sessionIdleTimeoutMs: 30 * 60_000,
  activityPageSize: 10,
  activityPeriodsDays: [1, 7, 30],
  activityDefaultPeriodDays: 7,
  adminPendingRows: 5,
  adminLatestCreators: 5,
  votingListSize: 20,
  approvalYesVotes: 10,
  contentListPageSize: 20,
  maxPaginationButtons: 10,
  autoSyncIntervalMinutes: 15,
  autoSyncPagesPerRun: 1,
  uploadMaxBytes: 100 * 1024 * 1024,
  uploadMaxDurationMinutes: 30,
  uploadMaxWidth: 1920,
  uploadMaxHeight: 1080,
  tvModeMinWidthPx: 1920,
  embedWaitMs: 500,
  defaultShariahScore: 100,
  complianceMinConfidence: 70,
  copiedMessageMs: 2_000,
  tvModeSavedCloseMs: 1_500,
  feedVisibilitySavedHideMs: 3_000,
  childLimitByTier: { Basic: 1, Premium: 4, Family: 4, 'Creator+': 4 } as Record<SubscriptionTier, number>,
  reportReviewHours: { min: 24, max: 48 },
  publicProfileLatestVideos: 6,
  /** Active child-mode devices per parent at once (spec README: Free 1, Premium 3). */
  childDevicesByTier: { Basic: 1, Premium: 3, Family: 3, 'Creator+': 3 } as Record<SubscriptionTier, number>,
  childHeartbeatSeconds: 30,
  exitMaxFailedAttempts: 5,
  exitLockMinutes: 5,
  /**
   * Ask Qamar (the Tutor's AI helper): questions a child may ask in a family day. Twenty is room for a few
   * exercises' whole hint ladders (three rungs each) and small enough that the helper stays a help, not a chat.
   */
  tutorHelperQuestionsPerDay: 20,
} as const;

export const SETTING_KEYS = [
  'feed_visibility',
  'tv_mode',
  'registration',
  'site',
  'security',
  'notifications',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];
