// Drizzle queries for child profiles: always scoped to the parent who owns them.
import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { children } from '#server/db/schema/children';
import type { ChildAvatar } from '#shared/child-avatars';
import type { ChildValuesFilter } from '#shared/content-values';
import type { Locale } from '#shared/locales';

export type ChildRow = typeof children.$inferSelect;

export async function listChildrenOf(db: DbOrTx, parentId: string): Promise<ChildRow[]> {
  return db.select().from(children).where(eq(children.parentId, parentId)).orderBy(asc(children.createdAt));
}

export async function countChildrenOf(tx: DbOrTx, parentId: string): Promise<number> {
  const [existing] = await tx
    .select({ total: count() })
    .from(children)
    .where(eq(children.parentId, parentId));
  return existing?.total ?? 0;
}

export async function insertChild(
  tx: DbOrTx,
  values: {
    parentId: string;
    name: string;
    dateOfBirth: string;
    interfaceLanguage: Locale | null;
    avatar: ChildAvatar | null;
    valuesFilter?: ChildValuesFilter;
  },
): Promise<ChildRow | undefined> {
  const [row] = await tx.insert(children).values(values).returning();
  return row;
}

export async function findChildOf(
  db: DbOrTx,
  parentId: string,
  childId: string,
): Promise<ChildRow | undefined> {
  const [row] = await db
    .select()
    .from(children)
    .where(and(eq(children.id, childId), eq(children.parentId, parentId)))
    .limit(1);
  return row;
}

export async function updateChildOf(
  db: DbOrTx,
  parentId: string,
  childId: string,
  changes: Partial<Omit<typeof children.$inferInsert, 'id' | 'parentId' | 'createdAt'>>,
): Promise<ChildRow | undefined> {
  const [row] = await db
    .update(children)
    .set(changes)
    .where(and(eq(children.id, childId), eq(children.parentId, parentId)))
    .returning();
  return row;
}

export async function deleteChildOf(db: DbOrTx, parentId: string, childId: string): Promise<void> {
  await db.delete(children).where(and(eq(children.id, childId), eq(children.parentId, parentId)));
}
