// Test data builders that write real rows; every field has a sensible default a test can override.
import { randomUUID } from 'node:crypto';
import type { Database } from '#server/db/client';
import { content } from '#server/db/schema/content';
import { systemSettings } from '#server/db/schema/settings';
import { creatorProfiles, users } from '#server/db/schema/users';
import type { AppDeps } from '#server/http/app-env';

export async function insertUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  const id = overrides.id ?? randomUUID();
  const [row] = await db
    .insert(users)
    .values({ id, email: `user-${id}@example.test`, name: 'Test User', ...overrides })
    .returning();
  if (!row) throw new Error('insertUser failed');
  return row;
}

export async function insertCreator(
  db: Database,
  overrides: Partial<typeof creatorProfiles.$inferInsert> = {},
) {
  const user = overrides.userId ? undefined : await insertUser(db, { role: 'creator' });
  const [row] = await db
    .insert(creatorProfiles)
    .values({ fullName: 'Test Creator', userId: user?.id, ...overrides })
    .returning();
  if (!row) throw new Error('insertCreator failed');
  return row;
}

let youtubeCounter = 0;

export async function insertContent(db: Database, overrides: Partial<typeof content.$inferInsert> = {}) {
  youtubeCounter += 1;
  const videoId = `vid${String(youtubeCounter).padStart(8, '0')}`;
  const [row] = await db
    .insert(content)
    .values({
      title: `Test video ${youtubeCounter}`,
      description: 'A test description',
      status: 'published',
      category: 'Islamic Stories & Manners',
      // The column has no default (only a draft may lack an age band): tests' items are 13+ unless they say.
      ageRange: 4,
      sourceType: 'youtube',
      youtubeUrl: `https://www.youtube.com/watch?v=${videoId}`,
      youtubeVideoId: videoId,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insertContent failed');
  return row;
}

/** Sets the feed_visibility setting and makes this process read it again at once. */
export async function setFeedPublic(deps: Pick<AppDeps, 'db' | 'feedVisibility'>, isPublic: boolean) {
  await deps.db
    .insert(systemSettings)
    .values({ key: 'feed_visibility', value: { public: isPublic } })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value: { public: isPublic } } });
  deps.feedVisibility.forget();
}
