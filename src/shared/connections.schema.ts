// Islamic Connections puzzles as stored, sent and edited: the levels (standard 4×4: four groups of four; young
// 2×2: two groups of two picture tiles), the picture ids young tiles carry, the zod schema shared by the admin form
// and the server, and the shapes of the answers. The round's rules (grading, hints, score) are connections.ts.
import { z } from 'zod';
import { localeSchema } from './locale.schema';
import { LOCALES, type Locale } from './locales';
import { safeText } from './safe-text';

export const CONNECTION_LEVELS = ['standard', 'young'] as const;
export type ConnectionLevel = (typeof CONNECTION_LEVELS)[number];

export const CONNECTION_PUZZLE_STATUSES = ['active', 'retired'] as const;
export type ConnectionPuzzleStatus = (typeof CONNECTION_PUZZLE_STATUSES)[number];

/** Our own simple drawings (web: connections/components/pictures.tsx): objects only, never people or faces. */
export const CONNECTION_PICTURES = [
  'crescent',
  'star',
  'sun',
  'cloud',
  'lantern',
  'dome',
  'minaret',
  'quran',
  'prayer-mat',
  'prayer-beads',
  'dates',
  'water-jug',
  'milk',
  'camel',
  'bee',
  'palm-tree',
] as const;
export type ConnectionPicture = (typeof CONNECTION_PICTURES)[number];

/** Board shape per level: how many groups, how many tiles in each. */
export const CONNECTION_SHAPES: Record<ConnectionLevel, { groups: number; tilesPerGroup: number }> = {
  standard: { groups: 4, tilesPerGroup: 4 },
  young: { groups: 2, tilesPerGroup: 2 },
};

export const CONNECTION_LIMITS = {
  titleMax: 80,
  themeMax: 80,
  tileMax: 32,
  searchMax: 100,
} as const;

export const CONNECTIONS_MESSAGES = {
  titleRequired: 'givePuzzleTitle',
  titleTooLong: 'titleMost80Characters',
  themeRequired: 'everyGroupNeedsTheme',
  themeTooLong: 'themeMost80Characters',
  tileRequired: 'everyTileNeedsWord',
  tileTooLong: 'tileMost32Characters',
  levelInvalid: 'chooseLevelStandardYoung',
  pictureRequired: 'everyTileYoungPuzzleNeeds',
  pictureInvalid: 'chooseOnePictures',
  standardShape: 'standardPuzzleExactlyFourGroups',
  youngShape: 'youngPuzzleExactlyTwoGroups',
  duplicateTile: 'eachTileDifferentWordAppears',
  duplicateTheme: 'eachGroupNeedsOwnTheme',
  puzzleNotFound: 'puzzleNotFound',
  noPuzzleToday: 'thereNoPuzzlePlayRight',
  statusInvalid: 'chooseStatusActiveRetired',
  translationShape: 'languageNeedsWordEveryTile',
} as const;

const M = CONNECTIONS_MESSAGES;

const tileTextSchema = safeText({ error: M.tileRequired })
  .trim()
  .min(1, M.tileRequired)
  .max(CONNECTION_LIMITS.tileMax, M.tileTooLong);
const themeSchema = safeText({ error: M.themeRequired })
  .trim()
  .min(1, M.themeRequired)
  .max(CONNECTION_LIMITS.themeMax, M.themeTooLong);
const titleSchema = safeText({ error: M.titleRequired })
  .trim()
  .min(1, M.titleRequired)
  .max(CONNECTION_LIMITS.titleMax, M.titleTooLong);

export const connectionTileSchema = z.object({
  text: tileTextSchema,
  picture: z.enum(CONNECTION_PICTURES, { error: M.pictureInvalid }).optional(),
});

export const connectionGroupSchema = z.object({
  theme: themeSchema,
  tiles: z.array(connectionTileSchema, { error: M.tileRequired }),
});
export type ConnectionGroup = z.infer<typeof connectionGroupSchema>;

/**
 * The languages a puzzle's words may be written in besides English (English is required: it is the puzzle's own
 * text, and what a child sees when their language has none).
 */
export const CONNECTION_TRANSLATION_LOCALES = LOCALES.filter(
  (locale): locale is Exclude<Locale, 'en'> => locale !== 'en',
);
export type ConnectionTranslationLocale = Exclude<Locale, 'en'>;

/** One language's title, and per group (in the English groups' order) its theme and its tiles' words. */
export const connectionTranslationSchema = z.object({
  title: titleSchema,
  groups: z.array(
    z.object({ theme: themeSchema, tiles: z.array(tileTextSchema, { error: M.translationShape }) }),
    { error: M.translationShape },
  ),
});
export type ConnectionTranslation = z.infer<typeof connectionTranslationSchema>;
export type ConnectionTranslations = Partial<Record<ConnectionTranslationLocale, ConnectionTranslation>>;

const connectionTranslationsSchema = z.object(
  Object.fromEntries(
    CONNECTION_TRANSLATION_LOCALES.map((locale) => [locale, connectionTranslationSchema.optional()]),
  ) as Record<ConnectionTranslationLocale, z.ZodOptional<typeof connectionTranslationSchema>>,
);

const normalised = (text: string) => text.trim().toLocaleLowerCase('en');

/**
 * The rules across groups, each reported on the field it concerns (so the admin form shows every error at once):
 * the board's shape for the level, a picture on every young tile, no tile text twice in the puzzle, no theme twice.
 */
export function connectionGroupsIssues(
  level: ConnectionLevel,
  groups: ConnectionGroup[],
): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const shape = CONNECTION_SHAPES[level];
  const shapeMessage = level === 'young' ? M.youngShape : M.standardShape;
  if (groups.length !== shape.groups) issues.push({ path: ['groups'], message: shapeMessage });
  const seenTiles = new Set<string>();
  const seenThemes = new Set<string>();
  groups.forEach((group, g) => {
    if (group.tiles.length !== shape.tilesPerGroup)
      issues.push({ path: ['groups', g, 'tiles'], message: shapeMessage });
    const theme = normalised(group.theme);
    if (theme && seenThemes.has(theme))
      issues.push({ path: ['groups', g, 'theme'], message: M.duplicateTheme });
    seenThemes.add(theme);
    group.tiles.forEach((tile, i) => {
      const text = normalised(tile.text);
      if (text && seenTiles.has(text))
        issues.push({ path: ['groups', g, 'tiles', i, 'text'], message: M.duplicateTile });
      seenTiles.add(text);
      if (level === 'young' && !tile.picture)
        issues.push({ path: ['groups', g, 'tiles', i, 'picture'], message: M.pictureRequired });
    });
  });
  return issues;
}

/**
 * A language's words against the English puzzle: the same groups with the same number of tiles, and within the
 * language, as in English, no word twice and no theme twice (a child must be able to tell every tile apart).
 */
export function connectionTranslationIssues(
  groups: readonly ConnectionGroup[],
  translation: ConnectionTranslation,
): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  if (translation.groups.length !== groups.length)
    issues.push({ path: ['groups'], message: M.translationShape });
  const seenTiles = new Set<string>();
  const seenThemes = new Set<string>();
  translation.groups.forEach((group, g) => {
    if (group.tiles.length !== groups[g]?.tiles.length)
      issues.push({ path: ['groups', g, 'tiles'], message: M.translationShape });
    const theme = normalised(group.theme);
    if (theme && seenThemes.has(theme))
      issues.push({ path: ['groups', g, 'theme'], message: M.duplicateTheme });
    seenThemes.add(theme);
    group.tiles.forEach((tile, i) => {
      const text = normalised(tile);
      if (text && seenTiles.has(text))
        issues.push({ path: ['groups', g, 'tiles', i], message: M.duplicateTile });
      seenTiles.add(text);
    });
  });
  return issues;
}

/**
 * What an admin sends to create or update a puzzle: the English title and groups, and optionally the same words in
 * other languages. Standard tiles carry no picture (one is dropped if sent).
 */
export const connectionPuzzleInputSchema = z
  .object({
    title: titleSchema,
    level: z.enum(CONNECTION_LEVELS, { error: M.levelInvalid }),
    groups: z.array(connectionGroupSchema, { error: M.standardShape }),
    translations: connectionTranslationsSchema.default({}),
  })
  .superRefine((input, ctx) => {
    for (const issue of connectionGroupsIssues(input.level, input.groups)) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    for (const locale of CONNECTION_TRANSLATION_LOCALES) {
      const translation = input.translations[locale];
      if (!translation) continue;
      for (const issue of connectionTranslationIssues(input.groups, translation)) {
        ctx.addIssue({
          code: 'custom',
          path: ['translations', locale, ...issue.path],
          message: issue.message,
        });
      }
    }
  })
  .transform((input) =>
    input.level === 'standard'
      ? {
          ...input,
          groups: input.groups.map((g) => ({ ...g, tiles: g.tiles.map(({ text }) => ({ text })) })),
        }
      : input,
  );
export type ConnectionPuzzleInput = z.input<typeof connectionPuzzleInputSchema>;

export const connectionPuzzleStatusSchema = z.object({
  status: z.enum(CONNECTION_PUZZLE_STATUSES, { error: M.statusInvalid }),
});

/** The language the player reads: the puzzle comes in it when it has those words, else in English. */
export const connectionLanguageQuerySchema = z.object({
  lang: localeSchema.optional(),
});

export const connectionDailyQuerySchema = connectionLanguageQuerySchema.extend({
  level: z.enum(CONNECTION_LEVELS, { error: M.levelInvalid }).default('standard'),
});

export const connectionAdminQuerySchema = z.object({
  q: safeText().trim().max(CONNECTION_LIMITS.searchMax).optional(),
  status: z.enum(CONNECTION_PUZZLE_STATUSES, { error: M.statusInvalid }).optional(),
  level: z.enum(CONNECTION_LEVELS, { error: M.levelInvalid }).optional(),
});

/** A puzzle as players receive it (the groups included: grading happens on the device, decision 019-g2). */
export type ConnectionPuzzle = {
  id: string;
  title: string;
  level: ConnectionLevel;
  groups: ConnectionGroup[];
  /**
   * The language of the title, themes and words: the one asked for when the puzzle has it, else English (the page
   * then says so, and marks the words as English for screen readers).
   */
  language: Locale;
};

/** The puzzle in `language` when it has those words; else the English puzzle, marked as English. */
export function localisedPuzzle(
  puzzle: Omit<ConnectionPuzzle, 'language'>,
  translations: ConnectionTranslations,
  language: Locale | undefined,
): ConnectionPuzzle {
  const translation = language && language !== 'en' ? translations[language] : undefined;
  if (!language || !translation || translation.groups.length !== puzzle.groups.length)
    return { ...puzzle, language: 'en' };
  return {
    ...puzzle,
    title: translation.title,
    groups: puzzle.groups.map((group, g) => ({
      theme: translation.groups[g]?.theme ?? group.theme,
      tiles: group.tiles.map((tile, i) => ({ ...tile, text: translation.groups[g]?.tiles[i] ?? tile.text })),
    })),
    language,
  };
}

/**
 * The daily puzzle: the UTC day it belongs to (YYYY-MM-DD), the puzzle, and the ids of the next few puzzles of the
 * same level in the same order (for "Next puzzle"; the same for everyone that day).
 */
export type ConnectionDaily = { day: string; puzzle: ConnectionPuzzle; next: string[] };

/** A puzzle as admins see it: the English words, and every language's. */
export type ConnectionPuzzleAdmin = Omit<ConnectionPuzzle, 'language'> & {
  translations: ConnectionTranslations;
  status: ConnectionPuzzleStatus;
  createdAt: string;
  updatedAt: string;
};
