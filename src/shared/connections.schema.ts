// Islamic Connections puzzles as stored, sent and edited: the levels (standard 4×4: four groups of four; young
// 2×2: two groups of two picture tiles), the picture ids young tiles carry, the zod schema shared by the admin form
// and the server, and the shapes of the answers. The round's rules (grading, hints, score) are connections.ts.
import { z } from 'zod';
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
  titleRequired: 'Please give the puzzle a title',
  titleTooLong: 'The title must be at most 80 characters',
  themeRequired: 'Every group needs a theme',
  themeTooLong: 'A theme must be at most 80 characters',
  tileRequired: 'Every tile needs a word',
  tileTooLong: 'A tile must be at most 32 characters',
  levelInvalid: 'Please choose a level: standard or young',
  pictureRequired: 'Every tile of a young puzzle needs a picture',
  pictureInvalid: 'Please choose one of the pictures',
  standardShape: 'A standard puzzle has exactly four groups of four tiles',
  youngShape: 'A young puzzle has exactly two groups of two tiles',
  duplicateTile: 'Each tile must be different: a word appears twice',
  duplicateTheme: 'Each group needs its own theme: a theme appears twice',
  puzzleNotFound: 'Puzzle not found',
  noPuzzleToday: 'There is no puzzle to play right now. Please come back later.',
  statusInvalid: 'Please choose a status: active or retired',
} as const;

const M = CONNECTIONS_MESSAGES;

export const connectionTileSchema = z.object({
  text: safeText({ error: M.tileRequired })
    .trim()
    .min(1, M.tileRequired)
    .max(CONNECTION_LIMITS.tileMax, M.tileTooLong),
  picture: z.enum(CONNECTION_PICTURES, { error: M.pictureInvalid }).optional(),
});
export type ConnectionTile = z.infer<typeof connectionTileSchema>;

export const connectionGroupSchema = z.object({
  theme: safeText({ error: M.themeRequired })
    .trim()
    .min(1, M.themeRequired)
    .max(CONNECTION_LIMITS.themeMax, M.themeTooLong),
  tiles: z.array(connectionTileSchema, { error: M.tileRequired }),
});
export type ConnectionGroup = z.infer<typeof connectionGroupSchema>;

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

/** What an admin sends to create or update a puzzle. Standard tiles carry no picture (one is dropped if sent). */
export const connectionPuzzleInputSchema = z
  .object({
    title: safeText({ error: M.titleRequired })
      .trim()
      .min(1, M.titleRequired)
      .max(CONNECTION_LIMITS.titleMax, M.titleTooLong),
    level: z.enum(CONNECTION_LEVELS, { error: M.levelInvalid }),
    groups: z.array(connectionGroupSchema, { error: M.standardShape }),
  })
  .superRefine((input, ctx) => {
    for (const issue of connectionGroupsIssues(input.level, input.groups)) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
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

export const connectionDailyQuerySchema = z.object({
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
};

/**
 * The daily puzzle: the UTC day it belongs to (YYYY-MM-DD), the puzzle, and the ids of the next few puzzles of the
 * same level in the same order (for "Next puzzle"; the same for everyone that day).
 */
export type ConnectionDaily = { day: string; puzzle: ConnectionPuzzle; next: string[] };

/** A puzzle as admins see it. */
export type ConnectionPuzzleAdmin = ConnectionPuzzle & {
  status: ConnectionPuzzleStatus;
  createdAt: string;
  updatedAt: string;
};
