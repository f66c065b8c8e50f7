// A family's prayer-time pauses (one row per parent account, absent until first saved): where the family is, how the
// times are calculated, which prayers pause child mode, for how long, and whether a pause counts as screen time.
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  CALCULATION_METHODS,
  HIGH_LATITUDE_RULES,
  MADHABS,
  PRAYER_PAUSE_MINUTES,
  PRAYERS,
  type Prayer,
} from '#shared/prayer-times';
import { oneOf } from './sql-lists';
import { users } from './users';

export const familyPrayerSettings = pgTable(
  'family_prayer_settings',
  {
    parentUserId: text('parent_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    /** A city of the bundled list (shared/prayer-cities.ts), or null when the parent typed coordinates. */
    cityId: text('city_id'),
    /** The place's coordinates (a city's copied from the list when chosen); null until a location is set. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    method: text('method', { enum: CALCULATION_METHODS }).notNull(),
    madhab: text('madhab', { enum: MADHABS }).notNull(),
    highLatitudeRule: text('high_latitude_rule', { enum: HIGH_LATITUDE_RULES }).notNull(),
    prayers: text('prayers').array().$type<Prayer[]>().notNull(),
    pauseMinutes: integer('pause_minutes').notNull(),
    countsAsScreenTime: boolean('counts_as_screen_time').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('family_prayer_settings_method_check', oneOf(t.method, CALCULATION_METHODS)),
    check('family_prayer_settings_madhab_check', oneOf(t.madhab, MADHABS)),
    check('family_prayer_settings_high_latitude_rule_check', oneOf(t.highLatitudeRule, HIGH_LATITUDE_RULES)),
    check(
      'family_prayer_settings_prayers_check',
      sql`${t.prayers} <@ array[${sql.raw(PRAYERS.map((prayer) => `'${prayer}'`).join(', '))}]::text[]`,
    ),
    check(
      'family_prayer_settings_pause_minutes_check',
      sql`${t.pauseMinutes} between ${sql.raw(String(PRAYER_PAUSE_MINUTES.min))} and ${sql.raw(String(PRAYER_PAUSE_MINUTES.max))}`,
    ),
    check(
      'family_prayer_settings_coordinates_check',
      sql`(${t.latitude} is null) = (${t.longitude} is null) and coalesce(${t.latitude} between -90 and 90, true) and coalesce(${t.longitude} between -180 and 180, true)`,
    ),
    check(
      'family_prayer_settings_location_when_enabled_check',
      sql`not ${t.enabled} or ${t.latitude} is not null`,
    ),
  ],
);
