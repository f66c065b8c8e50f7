// Flags such as `setup_completed` live in a profile's preferences JSON: merged in, never replacing it. Shared by the
// parent- and creator-profile aggregates, whose tables have the same column.
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export type PreferenceFlags = Record<string, boolean>;

export const mergePreferences = (column: AnyPgColumn, patch: PreferenceFlags): SQL =>
  sql`${column} || ${JSON.stringify(patch)}::jsonb`;
