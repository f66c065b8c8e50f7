// Accounts and role profiles. `users` uses text ids so it can serve as better-auth's user table unchanged.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { SUBSCRIPTION_TIERS, USER_ROLES } from '#shared/domain';
import { LOCALES } from '#shared/locales';
import { oneOf } from './sql-lists';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull().default(''),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role', { enum: USER_ROLES }).notNull().default('parent'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** Interface language chosen on the profile; null = not chosen yet (e-mails fall back to English). */
    locale: text('locale', { enum: LOCALES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_role_check', oneOf(t.role, USER_ROLES)),
    check('users_locale_check', oneOf(t.locale, LOCALES)),
    index('users_created_at_idx').on(t.createdAt),
    // The admin All Users search (ILIKE '%…%' on name or e-mail): trigram indexes, as for content titles.
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

export type NotificationPreferences = { setup_completed?: boolean; onboarding_completed?: boolean };
export type SocialLinks = { youtube?: string; website?: string };

export const creatorProfiles = pgTable(
  'creator_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    city: text('city'),
    country: text('country'),
    dateOfBirth: date('date_of_birth'),
    bio: text('bio'),
    avatarUrl: text('avatar_url'),
    expertise: text('expertise').array().notNull().default(sql`'{}'::text[]`),
    socialLinks: jsonb('social_links').$type<SocialLinks>().notNull().default({}),
    notificationPreferences: jsonb('notification_preferences')
      .$type<NotificationPreferences>()
      .notNull()
      .default({}),
    subscriptionTier: text('subscription_tier', { enum: SUBSCRIPTION_TIERS }).notNull().default('Basic'),
    subscriptionStatus: text('subscription_status'),
    youtubeChannelId: text('youtube_channel_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('creator_profiles_tier_check', oneOf(t.subscriptionTier, SUBSCRIPTION_TIERS)),
    index('creator_profiles_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('creator_profiles_full_name_idx').on(t.fullName),
  ],
);

export const parentProfiles = pgTable(
  'parent_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    phoneNumber: text('phone_number'),
    city: text('city'),
    country: text('country'),
    dateOfBirth: date('date_of_birth'),
    contentCategories: text('content_categories').array().notNull().default(sql`'{}'::text[]`),
    notificationPreferences: jsonb('notification_preferences')
      .$type<NotificationPreferences>()
      .notNull()
      .default({}),
    subscriptionStatus: text('subscription_status'),
    subscriptionTier: text('subscription_tier', { enum: SUBSCRIPTION_TIERS }).notNull().default('Basic'),
    spendingLimitMonthly: numeric('spending_limit_monthly', {
      precision: 10,
      scale: 2,
      mode: 'number',
    }).default(0),
    spendingLimitPerTransaction: numeric('spending_limit_per_transaction', {
      precision: 10,
      scale: 2,
      mode: 'number',
    }).default(0),
    /** IANA zone the child's screen-time day is counted in; null until the browser tells us (Europe/London). */
    timeZone: text('time_zone'),
    /** Hash (better-auth's password hasher) of the PIN that unlocks child mode; null = math question. */
    exitPinHash: text('exit_pin_hash'),
    exitFailedAttempts: integer('exit_failed_attempts').notNull().default(0),
    exitLockedUntil: timestamp('exit_locked_until', { withTimezone: true }),
    /** The family's weekly learning e-mail (the Tutor): off until the parent turns it on. */
    weeklyLearningEmail: boolean('weekly_learning_email').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('parent_profiles_tier_check', oneOf(t.subscriptionTier, SUBSCRIPTION_TIERS)),
    check(
      'parent_profiles_spending_check',
      sql`coalesce(${t.spendingLimitMonthly}, 0) >= 0 and coalesce(${t.spendingLimitPerTransaction}, 0) >= 0`,
    ),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['active', 'trialing', 'past_due', 'canceled'] }).notNull(),
    planId: text('plan_id').notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** Stripe will end the subscription at current_period_end. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Premium granted by an admin (audited), not paid through Stripe. */
    complimentary: boolean('complimentary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('subscriptions_status_check', oneOf(t.status, ['active', 'trialing', 'past_due', 'canceled'])),
  ],
);
