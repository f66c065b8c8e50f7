// Seeds the demo catalog once per installation: invented creators, ~100 published examples of links to YouTube,
// Instagram and TikTok (marked as examples: nothing real behind them), a moderation queue, their views, and the
// demo library's own videos as drafts that the demo-videos job makes, uploads and publishes in the background.
import { eq, inArray, sql } from 'drizzle-orm';
import { insertContent } from '#server/db/repos/content.repo';
import { type ContentValues, VALUE_AXES, type ValueSources } from '#shared/content-values';
import {
  CATEGORIES,
  type Category,
  type ContentRating,
  type Language,
  type SourceType,
} from '#shared/domain';
import { youTubeWatchUrl } from '#shared/youtube-url';
import type { Database, Transaction } from '../client';
import { appMeta } from '../schema/app-meta';
import { content } from '../schema/content';
import { creatorProfiles, users } from '../schema/users';
import {
  CATEGORY_TAGS,
  DEMO_CREATORS,
  type DemoCreator,
  type DemoItem,
  MODERATION_ITEMS,
  PUBLISHED_BY_CATEGORY,
} from './demo-catalog';
import { DEMO_VIDEOS, type DemoVideo, demoVideoSeconds } from './demo-videos';
import { insertDemoViews } from './demo-views';
import { seedDemoVotes } from './demo-votes';
import { createSeededRandom, type SeededRandom } from './seeded-random';

export type DemoSeedSummary = {
  creators: number;
  published: number;
  pending: number;
  rejected: number;
  total: number;
};

export const DEMO_SEED_KEY = 'demo_seed';
/** Key of the transaction-level advisory lock that serialises concurrent seeders (any fixed bigint). */
const DEMO_SEED_LOCK = 727_100_001;
const DEMO_SEED_RANDOM = 20_240_311;
/** A short clip in src/web/public (the synthetic benchmark catalog's upload items play it). */
export const DEMO_VIDEO_URL = '/demo-videos/qamar-demo.mp4';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const DIGITS = '0123456789';

type NewContent = typeof content.$inferInsert;
type DemoContent = Omit<NewContent, 'creatorProfileId'> & { creatorUserId: string };

/** Where the demo's items show animated faces: the cartoons, the animated stories and the shows. */
const FACES_SHOWN: readonly Category[] = ['Halal Cartoons & Fun Skits', 'Islamic Stories & Manners', 'Shows'];

/**
 * The demo items' values, true to what they describe: the songs with a daf are percussion only, the other nasheeds
 * voice only, everything else without music; animated faces where the category is drawn characters; nothing shows
 * magic, avoided imagery or mixed dancing. A moderator set them, so a strict child's demo library is a full one
 * (the crafts, Quran, nasheeds, STEM, sports, quizzes and holidays).
 */
function demoValues(category: Category, daf: boolean): ContentValues & { valueSources: ValueSources } {
  const music = daf ? 'percussion' : category === 'Nasheeds & Songs' ? 'voice' : 'none';
  return {
    music,
    faces: FACES_SHOWN.includes(category) ? 'shown' : 'none',
    magic: 'none',
    imagery: 'none',
    dancing: 'none',
    valueSources: Object.fromEntries(VALUE_AXES.map((axis) => [axis, 'moderator'])) as ValueSources,
  };
}

/** Source-specific columns, with deterministic fake ids that look like the real ones. */
function sourceFields(
  source: SourceType,
  creator: DemoCreator,
  random: SeededRandom,
  usedIds: Set<string>,
): Partial<NewContent> {
  const uniqueId = (make: () => string) => {
    let id = make();
    while (usedIds.has(id)) id = make();
    usedIds.add(id);
    return id;
  };
  switch (source) {
    case 'youtube': {
      const id = uniqueId(() => random.chars(ID_ALPHABET, 11));
      return { youtubeUrl: youTubeWatchUrl(id), youtubeVideoId: id };
    }
    case 'upload':
      // The demo library's uploads are real videos made by the demo-videos job, not links (DEMO_VIDEOS).
      throw new Error('demo uploads come from DEMO_VIDEOS');
    case 'instagram':
      return {
        instagramStoryId: uniqueId(() => `3${random.chars(DIGITS, 18)}`),
        instagramUsername: creator.handle,
      };
    case 'instagram_reel':
      return {
        instagramReelId: uniqueId(() => `C${random.chars(ID_ALPHABET, 10)}`),
        instagramReelUsername: creator.handle,
      };
    case 'tiktok':
      return {
        tiktokVideoId: uniqueId(() => `7${random.chars(DIGITS, 18)}`),
        tiktokUsername: creator.handle.replaceAll('.', '_'),
      };
  }
}

/** Minutes within each filter bucket (the upper bounds stay below the next bucket's start). */
const DURATION_RANGES: Record<string, [number, number]> = {
  '0-5': [1, 4.9],
  '5-10': [5, 9.9],
  '10-20': [10, 19.9],
  '20+': [20, 42],
};

const roundTenth = (value: number) => Math.round(value * 10) / 10;

/** Minutes: short-form sources are short; long-form ones fall in the bucket dealt to them. */
function durationFor(source: SourceType, bucket: string, random: SeededRandom): number {
  if (source === 'instagram') return roundTenth(0.2 + random.next() * 0.8);
  if (source === 'instagram_reel') return roundTenth(0.3 + random.next() * 1.2);
  if (source === 'tiktok') return roundTenth(0.3 + random.next() * 2.7);
  const [min, max] = DURATION_RANGES[bucket] ?? [5, 9.9];
  return roundTenth(min + random.next() * (max - min));
}

function ratingFor(age: number, random: SeededRandom): ContentRating {
  const pgChance = age >= 4 ? 0.7 : age === 3 ? 0.3 : age === 2 ? 0.08 : 0;
  return random.next() < pgChance ? 'PG' : 'G';
}

function tagsFor(item: DemoItem, category: Category, random: SeededRandom): string[] {
  if (item.tags) return item.tags;
  return random.shuffle(CATEGORY_TAGS[category]).slice(0, random.int(1, 3));
}

/** Prefers a creator who speaks the language and specialises in the category. */
function creatorFor(language: Language, category: Category, random: SeededRandom): DemoCreator {
  const speakers = DEMO_CREATORS.filter((creator) => creator.languages.includes(language));
  const specialists = speakers.filter((creator) => creator.specialties.includes(category));
  return random.pick(specialists.length > 0 && random.next() < 0.85 ? specialists : speakers);
}

/** How long a category's videos tend to run, relative to each other: a show is longer than a nasheed. */
const CATEGORY_LENGTH: Record<Category, number> = {
  'DIY Crafts & Cooking': 1.4,
  'Halal Cartoons & Fun Skits': 0.8,
  'Islamic Holidays & Traditions': 1.4,
  'Islamic Stories & Manners': 1.2,
  'Nasheeds & Songs': 0.2,
  Other: 1.4,
  'Quizzes & Trivia': 1.1,
  'Quran & Dua for Kids': 0.9,
  'Reviews & Recommendations': 1.6,
  Shows: 3,
  'Sports & Fitness': 1.5,
  'STEM & Learning Activities': 1.5,
};

/**
 * Deals duration buckets to the long-form (YouTube and upload) items: fixed counts so every filter bucket has
 * videos, handed out shortest-first to the items whose category and age band suggest the shortest videos.
 */
function longFormBuckets(
  published: { item: DemoItem; category: Category }[],
  sources: SourceType[],
  random: SeededRandom,
): Map<number, string> {
  const longForm = published
    .map(({ item, category }, index) => ({
      index,
      length: CATEGORY_LENGTH[category] + item.age * 0.4 + random.next() * 1.6,
    }))
    .filter(({ index }) => sources[index] === 'youtube')
    .sort((a, b) => a.length - b.length);
  const counts: [string, number][] = [
    ['0-5', 18],
    ['5-10', 24],
    ['10-20', 18],
    ['20+', Math.max(0, longForm.length - 60)],
  ];
  const buckets = counts.flatMap(([bucket, n]) => Array.from({ length: n }, () => bucket));
  return new Map(longForm.map(({ index }, rank) => [index, buckets[rank] ?? '20+']));
}

/** The whole demo catalog as rows, relative to `now`; the same every time for the same `now`. */
export function buildDemoCatalog(now: Date): { creators: DemoCreator[]; items: DemoContent[] } {
  const random = createSeededRandom(DEMO_SEED_RANDOM);
  const usedIds = new Set<string>();
  const published = CATEGORIES.flatMap((category) =>
    PUBLISHED_BY_CATEGORY[category].map((item) => ({ item, category })),
  );
  const sources = random.deck<SourceType>(
    published.length,
    [
      ['instagram', 6],
      ['instagram_reel', 7],
      ['tiktok', 7],
    ],
    'youtube',
  );
  const languages = random.deck<Language>(
    published.length,
    [
      ['Arabic', 18],
      ['Urdu', 14],
      ['Turkish', 4],
      ['Malay', 4],
      ['French', 3],
      ['Spanish', 3],
      ['Other', 2],
    ],
    'English',
  );
  const bucketByIndex = longFormBuckets(published, sources, random);

  const items: DemoContent[] = published.map(({ item, category }, index) => {
    const source = sources[index] as SourceType;
    const language = languages[index] as Language;
    const creator = creatorFor(language, category, random);
    const bucket = bucketByIndex.get(index) ?? '0-5';
    const daysOld = 4 + random.next() * 541;
    const createdAt = new Date(now.getTime() - daysOld * DAY_MS);
    const publishedAt = new Date(
      Math.min(createdAt.getTime() + (0.25 + random.next() * 2.75) * DAY_MS, now.getTime() - HOUR_MS),
    );
    // Log-uniform from tens to thousands; newer videos have had less time to collect views. Every view is a row
    // (demo-views.ts), so the creators' analytics add up to these counts.
    const reach = Math.exp(Math.log(25) + random.next() * (Math.log(4_000) - Math.log(25)));
    const viewCount = Math.max(12, Math.round(reach * Math.min(1, 0.25 + daysOld / 120)));
    return {
      title: item.title,
      description: item.description,
      status: 'published',
      category,
      tags: tagsFor(item, category, random),
      language,
      ageRange: item.age,
      contentType: random.pick([1, 1, 1, 2, 2, 3]),
      duration: durationFor(source, bucket, random),
      hasMusic: demoValues(category, item.music ?? false).music !== 'none',
      ...demoValues(category, item.music ?? false),
      contentRating: ratingFor(item.age, random),
      shariahAnalysis: 100 - Math.floor(random.next() ** 2 * 16),
      sourceType: source,
      ...sourceFields(source, creator, random, usedIds),
      example: true,
      creatorUserId: creator.userId,
      viewCount,
      publishedAt,
      createdAt,
      updatedAt: publishedAt,
    };
  });

  for (const item of MODERATION_ITEMS) {
    const creator = DEMO_CREATORS[item.creator];
    if (!creator) throw new Error(`Unknown demo creator ${item.creator} for "${item.title}"`);
    const createdAt = new Date(now.getTime() - item.daysAgo * DAY_MS - random.int(2, 20) * HOUR_MS);
    items.push({
      title: item.title,
      description: item.description,
      status: item.status,
      rejectionReason: item.rejectionReason ?? null,
      category: item.category,
      tags: tagsFor(item, item.category, random),
      language: creator.languages[0] ?? 'English',
      ageRange: item.age,
      contentType: 1,
      duration: roundTenth(2 + random.next() * 10),
      hasMusic: demoValues(item.category, item.music ?? false).music !== 'none',
      ...demoValues(item.category, item.music ?? false),
      contentRating: 'G',
      shariahAnalysis: item.status === 'rejected' ? random.int(40, 70) : random.int(85, 100),
      sourceType: 'youtube',
      ...sourceFields('youtube', creator, random, usedIds),
      example: true,
      creatorUserId: creator.userId,
      viewCount: 0,
      createdAt,
      updatedAt: createdAt,
    });
  }
  for (const video of DEMO_VIDEOS) items.push(demoVideoDraft(video, now, random));
  return { creators: DEMO_CREATORS, items };
}

/**
 * A demo video before its file exists: the creator's draft (in no feed), with the duration it will have; the
 * demo-videos job makes the file, sends it through the uploads pipeline and publishes it with its views.
 */
function demoVideoDraft(video: DemoVideo, now: Date, random: SeededRandom): DemoContent {
  const creator = DEMO_CREATORS[video.creator];
  if (!creator?.languages.includes(video.language))
    throw new Error(`Demo video "${video.title}" needs a creator who speaks ${video.language}`);
  const createdAt = new Date(now.getTime() - video.daysAgo * DAY_MS - random.int(2, 20) * HOUR_MS);
  return {
    title: video.title,
    description: video.description,
    status: 'draft',
    category: video.category,
    tags: video.tags,
    language: video.language,
    ageRange: video.age,
    contentType: 1,
    duration: demoVideoSeconds(video) / 60,
    hasMusic: false,
    ...demoValues(video.category, false),
    music: 'none',
    contentRating: 'G',
    shariahAnalysis: 100,
    sourceType: 'upload',
    creatorUserId: creator.userId,
    viewCount: 0,
    createdAt,
    updatedAt: createdAt,
  };
}

async function insertCreators(tx: Transaction, now: Date): Promise<Map<string, string>> {
  await tx
    .insert(users)
    .values(
      DEMO_CREATORS.map((creator, index) => {
        const joined = new Date(now.getTime() - (560 + index * 6) * DAY_MS);
        return {
          id: creator.userId,
          name: creator.fullName,
          email: creator.email,
          emailVerified: true,
          role: 'creator' as const,
          createdAt: joined,
          updatedAt: joined,
        };
      }),
    )
    .onConflictDoNothing();
  await tx
    .insert(creatorProfiles)
    .values(
      DEMO_CREATORS.map((creator, index) => {
        const joined = new Date(now.getTime() - (560 + index * 6) * DAY_MS);
        return {
          userId: creator.userId,
          fullName: creator.fullName,
          email: creator.email,
          city: creator.city,
          country: creator.country,
          bio: creator.bio,
          expertise: creator.expertise,
          socialLinks: { website: creator.website },
          notificationPreferences: { setup_completed: true, onboarding_completed: true },
          subscriptionTier: 'Basic' as const,
          subscriptionStatus: 'active',
          createdAt: joined,
          updatedAt: joined,
        };
      }),
    )
    .onConflictDoNothing({ target: creatorProfiles.userId });
  const profiles = await tx
    .select({ id: creatorProfiles.id, userId: creatorProfiles.userId })
    .from(creatorProfiles)
    .where(
      inArray(
        creatorProfiles.userId,
        DEMO_CREATORS.map((creator) => creator.userId),
      ),
    );
  return new Map(profiles.map((profile) => [profile.userId ?? '', profile.id]));
}

/**
 * Seeds the demo catalog when it has never been seeded here and there is no content; returns null otherwise.
 * One transaction under an advisory lock, so two processes starting together cannot both seed, and the
 * `demo_seed` marker means an admin who later deletes everything does not get the demo back on restart.
 */
export async function seedDemoIfEmpty(
  db: Database,
  options: { now?: Date } = {},
): Promise<DemoSeedSummary | null> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK}::bigint)`);
    const [marker] = await tx
      .select({ key: appMeta.key })
      .from(appMeta)
      .where(eq(appMeta.key, DEMO_SEED_KEY))
      .limit(1);
    if (marker) return null;
    const [existing] = await tx.select({ id: content.id }).from(content).limit(1);
    if (existing) return null;

    const profileIds = await insertCreators(tx, now);
    const { items } = buildDemoCatalog(now);
    const inserted = await insertContent(
      tx,
      items.map(({ creatorUserId, ...item }) => ({
        ...item,
        creatorProfileId: profileIds.get(creatorUserId) ?? null,
      })),
    );
    await insertDemoViews(
      tx,
      inserted.map((row) => row.id),
      now,
    );
    await seedDemoVotes(tx, now);
    const count = (status: string) => items.filter((item) => item.status === status).length;
    const summary: DemoSeedSummary = {
      creators: profileIds.size,
      published: count('published'),
      pending: count('pending'),
      rejected: count('rejected'),
      total: items.length,
    };
    await tx
      .insert(appMeta)
      .values({ key: DEMO_SEED_KEY, value: { seededAt: now.toISOString(), ...summary } });
    return summary;
  });
}
