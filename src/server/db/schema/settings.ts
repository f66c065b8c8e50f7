// Site-wide settings (feed visibility, TV mode, registration) and the mailing-list waitlist.
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SETTING_KEYS, WAITLIST_USER_TYPES } from '#shared/domain';
import { LOCALES } from '#shared/locales';
import { oneOf } from './sql-lists';
import { users } from './users';

export const systemSettings = pgTable(
  'system_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key', { enum: SETTING_KEYS }).notNull().unique(),
    value: jsonb('value').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('system_settings_key_check', oneOf(t.key, SETTING_KEYS))],
);

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    userType: text('user_type', { enum: WAITLIST_USER_TYPES }).notNull().default('parent'),
    /** The interface language the visitor joined in: the invitation e-mail is written in it. */
    locale: text('locale', { enum: LOCALES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('waitlist_user_type_check', oneOf(t.userType, WAITLIST_USER_TYPES)),
    check('waitlist_email_lowercase_check', sql`${t.email} = lower(${t.email})`),
    check('waitlist_locale_check', oneOf(t.locale, LOCALES)),
  ],
);
