// Admin user management: the All Users filters, the user edit form, the role change, and the shapes the
// list and the detail answer with. The spec's messages stay verbatim here; the web shows them through messageText().
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from './account-messages';
import { SUBSCRIPTION_TIERS, type SubscriptionTier, USER_ROLES, type UserRole } from './domain';
import type { MessageKey } from './message-key';
import { safeText } from './safe-text';

export const ADMIN_USER_MESSAGES = {
  notFound: 'userNotFound',
  emailTaken: 'emailAddressAlreadyUsedAnother',
  lastAdmin: 'lastAdministratorCannotGivenAnother',
  notYourself: 'cannotSuspendOwnAccountChange',
  invalidDate: 'enterValidDate',
} as const;

export const ADMIN_USERS_PAGE_SIZE = 20;
export const USER_STATUSES = ['active', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const isoDay = z.preprocess(
  blankToUndefined,
  safeText()
    .regex(/^\d{4}-\d{2}-\d{2}$/, ADMIN_USER_MESSAGES.invalidDate)
    .refine((value) => !Number.isNaN(Date.parse(value)), ADMIN_USER_MESSAGES.invalidDate)
    .optional(),
);

/** GET /api/admin/users: every filter optional, combined with AND, on the server. */
export const adminUserQuerySchema = z.object({
  q: z.preprocess(blankToUndefined, safeText().trim().max(100, 'searchMost100Characters').optional()),
  role: z.preprocess(blankToUndefined, z.enum(USER_ROLES, { error: 'unknownRole' }).optional()),
  tier: z.preprocess(
    blankToUndefined,
    z.enum(SUBSCRIPTION_TIERS, { error: 'unknownSubscription' }).optional(),
  ),
  status: z.preprocess(blankToUndefined, z.enum(USER_STATUSES, { error: 'unknownStatus' }).optional()),
  city: z.preprocess(blankToUndefined, safeText().trim().max(100, 'cityMost100Characters').optional()),
  joinedFrom: isoDay,
  joinedTo: isoDay,
  page: z.coerce
    .number({ error: 'pageNumber' })
    .int('pageWholeNumber')
    .min(1, 'pageAtLeastOne')
    .max(10_000, 'pageTooLarge')
    .default(1),
});

const optionalText = (max: number, tooLong: MessageKey) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    safeText().trim().max(max, tooLong).nullable().optional(),
  );

/** PATCH /api/admin/users/:userId — the same schema checks the edit form. */
export const adminUserUpdateSchema = z.object({
  name: safeText({ error: ACCOUNT_MESSAGES.fullNameRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.fullNameRequired)
    .max(100, 'fullNameMost100Characters'),
  email: safeText({ error: ACCOUNT_MESSAGES.emailRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.emailRequired)
    .max(254, ACCOUNT_MESSAGES.emailInvalid)
    .pipe(z.email(ACCOUNT_MESSAGES.emailInvalid))
    .transform((value) => value.toLowerCase()),
  phone: optionalText(40, 'phoneMost40Characters'),
  city: optionalText(100, 'cityMost100Characters'),
  country: optionalText(100, 'countryMost100Characters'),
  dateOfBirth: z.preprocess(
    (value) => (value === '' ? null : value),
    safeText()
      .regex(/^\d{4}-\d{2}-\d{2}$/, ADMIN_USER_MESSAGES.invalidDate)
      .refine((value) => !Number.isNaN(Date.parse(value)), ADMIN_USER_MESSAGES.invalidDate)
      .refine((value) => Date.parse(value) <= Date.now(), 'dateBirthCannotFuture')
      .nullable()
      .optional(),
  ),
});
export type AdminUserUpdateInput = z.input<typeof adminUserUpdateSchema>;

/** PUT /api/admin/users/:userId/role */
export const adminRoleSchema = z.object({ role: z.enum(USER_ROLES, { error: 'unknownRole' }) });

export type AdminUserRow = {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  status: UserStatus;
  subscriptionTier: SubscriptionTier;
  /** 'free' when there is no subscription row (spec §3). */
  subscriptionStatus: string;
  city: string | null;
  /** Parents only; null for other roles. */
  childrenCount: number | null;
  createdAt: string;
};

export type AdminUserPage = { users: AdminUserRow[]; total: number; page: number; pageSize: number };

export type AdminUserDetail = AdminUserRow & {
  phone: string | null;
  country: string | null;
  dateOfBirth: string | null;
  emailVerified: boolean;
  suspendedAt: string | null;
  /** Which profile holds phone, city, country and date of birth (admins have none until edited: parent). */
  profileKind: 'parent' | 'creator' | null;
};
