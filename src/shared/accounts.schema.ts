// Schemas and shapes for accounts: sign-up/sign-in forms, the role choice, profiles, and "who am I".
import { z } from 'zod';
import { ACCOUNT_MESSAGES, ACCOUNT_SUSPENDED_CODE } from './account-messages';
import { CATEGORIES, type SubscriptionTier, type UserRole } from './domain';
import { localeSchema } from './locale.schema';
import type { Locale } from './locales';
import type { MessageKey } from './message-key';
import { safeText } from './safe-text';

export { ACCOUNT_MESSAGES, ACCOUNT_SUSPENDED_CODE };

const email = safeText({ error: ACCOUNT_MESSAGES.emailRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.emailRequired)
  .max(254, ACCOUNT_MESSAGES.emailInvalid)
  .pipe(z.email(ACCOUNT_MESSAGES.emailInvalid));

export const signUpSchema = z.object({
  name: safeText({ error: ACCOUNT_MESSAGES.fullNameRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.fullNameRequired)
    .max(100, 'fullNameMost100Characters'),
  email,
  password: safeText({ error: ACCOUNT_MESSAGES.passwordRequired })
    .min(1, ACCOUNT_MESSAGES.passwordRequired)
    .min(8, ACCOUNT_MESSAGES.passwordTooShort)
    .max(128, 'passwordMost128Characters'),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email,
  password: safeText({ error: ACCOUNT_MESSAGES.passwordRequired }).min(1, ACCOUNT_MESSAGES.passwordRequired),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    password: signUpSchema.shape.password,
    confirmPassword: safeText(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: 'passwordsDoNotMatch',
    path: ['confirmPassword'],
  });

export const SELF_SERVICE_ROLES = ['parent', 'creator'] as const;
export const chooseRoleSchema = z.object({
  role: z.enum(SELF_SERVICE_ROLES, { error: 'chooseParentCreator' }),
});

export const CREATOR_EXPERTISE = ['Islamic Stories', 'Quran', 'Arabic', 'Crafts', 'Moral Lessons'] as const;

const optionalText = (max: number, tooLong: MessageKey) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    safeText().trim().max(max, tooLong).nullable().optional(),
  );

export const youtubeChannelUrlSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  safeText().trim().refine(isYouTubeChannelUrl, ACCOUNT_MESSAGES.invalidChannelUrl).nullable().optional(),
);

/** youtube.com/channel/UC…, /@handle, /c/name or /user/name. */
export function isYouTubeChannelUrl(value: string): boolean {
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    if (!['youtube.com', 'www.youtube.com', 'm.youtube.com'].includes(url.hostname.toLowerCase()))
      return false;
    return /^\/(channel\/UC[A-Za-z0-9_-]{22}|@[A-Za-z0-9._-]{3,30}|c\/[A-Za-z0-9._-]+|user\/[A-Za-z0-9._-]+)\/?$/.test(
      url.pathname,
    );
  } catch {
    return false;
  }
}

export const creatorSetupSchema = z.object({
  fullName: signUpSchema.shape.name,
  bio: optionalText(1000, 'bioMost1000Characters'),
  youtubeChannelUrl: youtubeChannelUrlSchema,
  expertise: z.array(z.enum(CREATOR_EXPERTISE)).max(CREATOR_EXPERTISE.length).default([]),
});

const money = z.preprocess(
  (value) => (value === '' || value === undefined ? null : typeof value === 'string' ? Number(value) : value),
  z
    .number({ error: 'spendingLimitsNumbers' })
    .min(0, 'spendingLimitsCannotNegative')
    .max(100_000, 'spendingLimitsTooHigh')
    .nullable(),
);

const dateOfBirth = z.preprocess(
  (value) => (value === '' ? null : value),
  safeText()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'enterValidDate')
    .refine((value) => !Number.isNaN(Date.parse(value)), 'enterValidDate')
    .refine((value) => Date.parse(value) <= Date.now(), 'dateBirthCannotFuture')
    .nullable()
    .optional(),
);

export const profileUpdateSchema = z.object({
  fullName: signUpSchema.shape.name,
  phone: optionalText(40, 'phoneMost40Characters'),
  city: optionalText(100, 'cityMost100Characters'),
  country: optionalText(100, 'countryMost100Characters'),
  dateOfBirth,
  bio: optionalText(1000, 'bioMost1000Characters'),
  website: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    safeText({ error: 'enterValidWebsiteAddress' })
      .pipe(z.url({ protocol: /^https?$/, error: 'enterValidWebsiteAddress' }))
      .nullable()
      .optional(),
  ),
  /** Comma-separated in the form; stored as a list. */
  expertise: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean)
        : value,
    z.array(safeText().max(50)).max(20).optional(),
  ),
  spendingLimitMonthly: money.optional(),
  spendingLimitPerTransaction: money.optional(),
});

export const contentPreferencesSchema = z.object({
  categories: z.array(z.enum(CATEGORIES, { error: 'invalidContentCategory' })).max(CATEGORIES.length),
});

export const deleteAccountSchema = z.object({
  confirm: z.literal('DELETE', { error: ACCOUNT_MESSAGES.deleteConfirm }),
  password: safeText().optional(),
});

/** PUT /api/me/locale: the signed-in user's interface language, kept on their account. */
export const setLocaleSchema = z.object({ locale: localeSchema });

export type ProfileKind = 'parent' | 'creator';

export type OwnProfile = {
  kind: ProfileKind;
  id: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  city: string | null;
  country: string | null;
  dateOfBirth: string | null;
  bio: string | null;
  website: string | null;
  expertise: string[];
  youtubeChannelId: string | null;
  contentCategories: string[];
  spendingLimitMonthly: number | null;
  spendingLimitPerTransaction: number | null;
  subscriptionTier: SubscriptionTier;
  subscriptionStatus: string | null;
  setupCompleted: boolean;
  onboardingCompleted: boolean;
};

export type Me = {
  user: {
    id: string;
    email: string;
    name: string;
    role: UserRole;
    image: string | null;
    hasPassword: boolean;
    /** Needed to read the pending queue, vote and submit content (decision 010). */
    emailVerified: boolean;
    /** The interface language kept on the account; null until the user picks one while signed in. */
    locale: Locale | null;
  };
  profile: OwnProfile | null;
  /** Where to go after signing in, by spec §4. */
  nextPath: string;
};

export type PublicProfile = {
  userId: string;
  name: string;
  type: ProfileKind;
  bio: string | null;
  website: string | null;
  avatarUrl: string;
};

export type SiteInfo = {
  siteName: string;
  supportEmail: string;
  registration: 'open' | 'waitlist';
  googleSignIn: boolean;
};

/** Spec §4 post-sign-in routing. */
export function postSignInPath(input: {
  role: UserRole;
  profile: Pick<OwnProfile, 'kind' | 'setupCompleted'> | null;
}): string {
  if (input.role === 'admin') return '/dashboard/admin';
  if (input.profile?.kind === 'parent')
    return input.profile.setupCompleted ? '/dashboard/parent' : '/get-started';
  if (input.profile?.kind === 'creator')
    return input.profile.setupCompleted ? '/dashboard/creator' : '/creator/get-started';
  // A creator an admin made one has their role already: creator setup makes their profile, no choice is due.
  if (input.role === 'creator') return '/creator/get-started';
  return '/complete-profile';
}
