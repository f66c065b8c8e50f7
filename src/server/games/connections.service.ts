// The Connections rules on the server: the daily puzzle (the same for everyone on a UTC day), public reads of
// active puzzles, and the admins' writes, each in one transaction with its audit entry. Grading happens on the
// player's device (decision 019-g2): the server never needs to know how a child played.

import { assertUuid, recordAudit, type SessionUser } from '#server/access';
import type { Database, DbOrTx } from '#server/db/client';
import { notFound } from '#server/http/app-error';
import {
  type ConnectionDaily,
  type ConnectionGroup,
  type ConnectionLevel,
  type ConnectionPuzzle,
  type ConnectionPuzzleAdmin,
  type ConnectionPuzzleStatus,
  type ConnectionTranslations,
  connectionPuzzleInputSchema,
  localisedPuzzle,
  CONNECTIONS_MESSAGES as M,
} from '#shared/connections.schema';
import type { Locale } from '#shared/locales';
import {
  activePuzzleIds,
  fillSeedTranslations,
  findPuzzle,
  insertPuzzle,
  listPuzzles,
  lockPuzzle,
  type PuzzleRow,
  setPuzzleStatus,
  updatePuzzle,
} from './connections.repo';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many following puzzles the daily answer names for "Next puzzle". */
const NEXT_COUNT = 10;
const ADMIN_LIST_LIMIT = 500;

type PuzzleWrite = {
  title: string;
  level: ConnectionLevel;
  groups: ConnectionGroup[];
  translations: ConnectionTranslations;
};

/** The puzzle in the player's language when it has those words, else in English (marked so). */
function toPuzzle(row: PuzzleRow, language: Locale | undefined): ConnectionPuzzle {
  return localisedPuzzle(
    { id: row.id, title: row.title, level: row.level, groups: row.groups },
    row.translations,
    language,
  );
}

function toAdmin(row: PuzzleRow): ConnectionPuzzleAdmin {
  return {
    id: row.id,
    title: row.title,
    level: row.level,
    groups: row.groups,
    translations: row.translations,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The UTC day of an instant as YYYY-MM-DD and as a whole number of days since 1970-01-01. */
export function utcDay(now: Date): { day: string; index: number; start: Date } {
  const index = Math.floor(now.getTime() / DAY_MS);
  const start = new Date(index * DAY_MS);
  return { day: start.toISOString().slice(0, 10), index, start };
}

/**
 * The day's puzzle: the active puzzles of the level that existed when the UTC day began, in creation order, taken
 * in turn (day number modulo their count), so every family sees the same one all day and none repeats until all
 * were shown. Adding a puzzle changes nothing until the next day; retiring one is effective at once. A fresh
 * install (nothing older than today) uses all active puzzles.
 */
export async function dailyPuzzle(
  db: Database,
  level: ConnectionLevel,
  now = new Date(),
  language?: Locale,
): Promise<ConnectionDaily> {
  const { day, index, start } = utcDay(now);
  let ids = await activePuzzleIds(db, level, start);
  if (ids.length === 0) ids = await activePuzzleIds(db, level);
  if (ids.length === 0) throw notFound(M.noPuzzleToday);
  const at = index % ids.length;
  const row = await findPuzzle(db, ids[at] as string);
  if (!row) throw notFound(M.noPuzzleToday);
  const next: string[] = [];
  for (let step = 1; step <= Math.min(NEXT_COUNT, ids.length - 1); step += 1) {
    next.push(ids[(at + step) % ids.length] as string);
  }
  return { day, puzzle: toPuzzle(row, language), next };
}

/** A public read: active puzzles only (a retired or unknown one is 404). */
export async function activePuzzle(db: Database, id: string, language?: Locale): Promise<ConnectionPuzzle> {
  assertUuid(id, M.puzzleNotFound);
  const row = await findPuzzle(db, id);
  if (row?.status !== 'active') throw notFound(M.puzzleNotFound);
  return toPuzzle(row, language);
}

export async function adminPuzzles(
  db: Database,
  filter: { q?: string; status?: ConnectionPuzzleStatus; level?: ConnectionLevel },
): Promise<ConnectionPuzzleAdmin[]> {
  return (await listPuzzles(db, filter, ADMIN_LIST_LIMIT)).map(toAdmin);
}

export async function adminPuzzle(db: Database, id: string): Promise<ConnectionPuzzleAdmin> {
  assertUuid(id, M.puzzleNotFound);
  const row = await findPuzzle(db, id);
  if (!row) throw notFound(M.puzzleNotFound);
  return toAdmin(row);
}

const auditValues = (row: PuzzleRow) => ({
  title: row.title,
  level: row.level,
  status: row.status,
  groups: row.groups,
  translations: row.translations,
});

export async function createPuzzle(db: Database, actor: SessionUser, input: PuzzleWrite) {
  return db.transaction(async (tx) => {
    const row = await insertPuzzle(tx, { ...input, createdBy: actor.id });
    if (!row) throw new Error('puzzle insert returned nothing');
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'connections.create',
      targetType: 'connection_puzzle',
      targetId: row.id,
      after: auditValues(row),
    });
    return toAdmin(row);
  });
}

export async function editPuzzle(db: Database, actor: SessionUser, id: string, input: PuzzleWrite) {
  assertUuid(id, M.puzzleNotFound);
  return db.transaction(async (tx) => {
    const before = await lockPuzzle(tx, id);
    if (!before) throw notFound(M.puzzleNotFound);
    const row = await updatePuzzle(tx, id, input);
    if (!row) throw notFound(M.puzzleNotFound);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'connections.update',
      targetType: 'connection_puzzle',
      targetId: id,
      before: auditValues(before),
      after: auditValues(row),
    });
    return toAdmin(row);
  });
}

/** Retire or restore; asking for the status a puzzle already has changes nothing (a retried request is harmless). */
export async function changePuzzleStatus(
  db: Database,
  actor: SessionUser,
  id: string,
  status: ConnectionPuzzleStatus,
) {
  assertUuid(id, M.puzzleNotFound);
  return db.transaction(async (tx) => {
    const before = await lockPuzzle(tx, id);
    if (!before) throw notFound(M.puzzleNotFound);
    if (before.status === status) return toAdmin(before);
    const row = await setPuzzleStatus(tx, id, status);
    if (!row) throw notFound(M.puzzleNotFound);
    await recordAudit(tx, {
      actorId: actor.id,
      action: status === 'retired' ? 'connections.retire' : 'connections.restore',
      targetType: 'connection_puzzle',
      targetId: id,
      before: { status: before.status },
      after: { status: row.status },
    });
    return toAdmin(row);
  });
}

/**
 * The puzzles shipped with the app, added once each by their key (an admin's later edit or retirement is never
 * overwritten), with their translations. A shipped puzzle that exists already gets the translations it lacks, while
 * it still has its shipped English (so an installation from before the translations gets them, and nothing an admin
 * wrote is replaced). Each is checked with the same schema as an admin's; a bad one stops start-up loudly.
 */
export async function ensureSeedPuzzles(
  db: DbOrTx,
  puzzles: readonly (PuzzleWrite & { key: string })[],
): Promise<{ added: number; translated: number }> {
  let added = 0;
  let translated = 0;
  for (const puzzle of puzzles) {
    const parsed = connectionPuzzleInputSchema.safeParse(puzzle);
    if (!parsed.success)
      throw new Error(`seed puzzle ${puzzle.key}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    const row = await insertPuzzle(db, { ...parsed.data, createdBy: null, seedKey: puzzle.key });
    if (row) added += 1;
    else if (await fillSeedTranslations(db, { key: puzzle.key, ...parsed.data })) translated += 1;
  }
  return { added, translated };
}
