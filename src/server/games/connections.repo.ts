// Every query of the Connections puzzles (decision 017): players read active puzzles, admins list, write and
// retire them, and the start-up seed adds the shipped puzzles once by their seed key.
import { and, asc, desc, eq, ilike, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { connectionPuzzles } from '#server/db/schema/games';
import type {
  ConnectionGroup,
  ConnectionLevel,
  ConnectionPuzzleStatus,
  ConnectionTranslations,
} from '#shared/connections.schema';

export type PuzzleRow = typeof connectionPuzzles.$inferSelect;

/** The active puzzles' ids of one level in a stable order (creation, then id); optionally only those made before. */
export async function activePuzzleIds(
  db: DbOrTx,
  level: ConnectionLevel,
  createdBefore?: Date,
): Promise<string[]> {
  const rows = await db
    .select({ id: connectionPuzzles.id })
    .from(connectionPuzzles)
    .where(
      and(
        eq(connectionPuzzles.level, level),
        eq(connectionPuzzles.status, 'active'),
        createdBefore ? lt(connectionPuzzles.createdAt, createdBefore) : undefined,
      ),
    )
    .orderBy(asc(connectionPuzzles.createdAt), asc(connectionPuzzles.id));
  return rows.map((row) => row.id);
}

export async function findPuzzle(db: DbOrTx, id: string): Promise<PuzzleRow | undefined> {
  const [row] = await db.select().from(connectionPuzzles).where(eq(connectionPuzzles.id, id)).limit(1);
  return row;
}

/** Admins' list: newest first, filtered by status, level and a search in the title, themes and tiles. */
export function listPuzzles(
  db: DbOrTx,
  filter: { q?: string; status?: ConnectionPuzzleStatus; level?: ConnectionLevel },
  limit: number,
): Promise<PuzzleRow[]> {
  const pattern = filter.q ? `%${filter.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined;
  return db
    .select()
    .from(connectionPuzzles)
    .where(
      and(
        filter.status ? eq(connectionPuzzles.status, filter.status) : undefined,
        filter.level ? eq(connectionPuzzles.level, filter.level) : undefined,
        pattern
          ? or(
              ilike(connectionPuzzles.title, pattern),
              sql`${connectionPuzzles.groups}::text ilike ${pattern}`,
              sql`${connectionPuzzles.translations}::text ilike ${pattern}`,
            )
          : undefined,
      ),
    )
    .orderBy(desc(connectionPuzzles.createdAt), desc(connectionPuzzles.id))
    .limit(limit);
}

export async function insertPuzzle(
  db: DbOrTx,
  values: {
    title: string;
    level: ConnectionLevel;
    groups: ConnectionGroup[];
    translations: ConnectionTranslations;
    createdBy: string | null;
    seedKey?: string;
  },
): Promise<PuzzleRow | undefined> {
  const [row] = await db
    .insert(connectionPuzzles)
    .values(values)
    .onConflictDoNothing({ target: connectionPuzzles.seedKey })
    .returning();
  return row;
}

export async function updatePuzzle(
  db: DbOrTx,
  id: string,
  values: {
    title: string;
    level: ConnectionLevel;
    groups: ConnectionGroup[];
    translations: ConnectionTranslations;
  },
): Promise<PuzzleRow | undefined> {
  const [row] = await db
    .update(connectionPuzzles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(connectionPuzzles.id, id))
    .returning();
  return row;
}

export async function setPuzzleStatus(
  db: DbOrTx,
  id: string,
  status: ConnectionPuzzleStatus,
): Promise<PuzzleRow | undefined> {
  const [row] = await db
    .update(connectionPuzzles)
    .set({ status, updatedAt: new Date() })
    .where(eq(connectionPuzzles.id, id))
    .returning();
  return row;
}

/** Locks the row for the rest of the transaction (an update records the values it replaced). */
export async function lockPuzzle(db: DbOrTx, id: string): Promise<PuzzleRow | undefined> {
  const [row] = await db.select().from(connectionPuzzles).where(eq(connectionPuzzles.id, id)).for('update');
  return row;
}

/**
 * A shipped puzzle's translations added where the row has none in that language, only while the row still has the
 * shipped English (an admin who changed the words may have changed their meaning; their translations, and any
 * language an admin wrote, are kept as they are). True when the row changed.
 */
export async function fillSeedTranslations(
  db: DbOrTx,
  seed: { key: string; title: string; groups: ConnectionGroup[]; translations: ConnectionTranslations },
): Promise<boolean> {
  const languages = Object.keys(seed.translations);
  if (languages.length === 0) return false;
  const rows = await db
    .update(connectionPuzzles)
    // `||` keeps the right-hand side's value for a language both have: the row's own.
    .set({
      translations: sql`${JSON.stringify(seed.translations)}::jsonb || ${connectionPuzzles.translations}`,
    })
    .where(
      and(
        eq(connectionPuzzles.seedKey, seed.key),
        eq(connectionPuzzles.title, seed.title),
        sql`${connectionPuzzles.groups} = ${JSON.stringify(seed.groups)}::jsonb`,
        sql`not (${connectionPuzzles.translations} ?& array[${sql.join(
          languages.map((language) => sql`${language}`),
          sql`, `,
        )}]::text[])`,
      ),
    )
    .returning({ id: connectionPuzzles.id });
  return rows.length > 0;
}
