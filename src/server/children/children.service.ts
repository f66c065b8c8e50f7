// A parent's own child profiles: list, add (within the plan's child limit), change, delete. Never another parent's.

import type { SessionUser } from '#server/access';
import type { Database } from '#server/db/client';
import { parentProfileOfUser } from '#server/db/repos/parent-profiles.repo';
import { AppError } from '#server/http/app-error';
import { ageBandForDateOfBirth } from '#shared/age-band';
import { type ChildTimeSettings, timeRulesFrom } from '#shared/child-time';
import {
  CHILD_MESSAGES,
  type Child,
  type CreateChildInput,
  storedValuesFilter,
  type UpdateChildInput,
} from '#shared/children.schema';
import { isUuid } from '#shared/ids';
import { childLimitFor } from '#shared/plans';
import {
  type ChildRow,
  countChildrenOf,
  deleteChildOf,
  findChildOf,
  insertChild,
  listChildrenOf,
  updateChildOf,
} from './children.repo';

export function toChild(row: ChildRow): Child {
  return {
    id: row.id,
    name: row.name,
    dateOfBirth: row.dateOfBirth,
    ageBand: ageBandForDateOfBirth(row.dateOfBirth),
    screenTimeLimit: row.screenTimeLimit,
    restrictionLevel: row.contentRestrictions.level,
    allowedCategories: row.allowedCategories ?? null,
    musicAllowed: row.musicAllowed,
    gamesEnabled: row.gamesEnabled,
    interfaceLanguage: row.interfaceLanguage ?? null,
    avatar: row.avatar ?? null,
    searchEnabled: row.searchEnabled,
    locked: row.locked,
    approvedOnly: row.approvedOnly,
    valuesFilter: storedValuesFilter(row.valuesFilter),
    createdAt: row.createdAt.toISOString(),
    time: timeSettingsOf(row),
  };
}

/** The child's time rules as the parent's settings show them (defaults for anything unreadable). */
function timeSettingsOf(row: ChildRow): ChildTimeSettings {
  const rules = timeRulesFrom(row);
  return {
    dayLimits: rules.dayLimits,
    weeklyLimit: rules.weeklyLimitMinutes,
    allowedWindows: rules.windows,
    videoGraceMinutes: rules.graceMinutes,
    autoplayVideos: rules.autoplayVideos,
  };
}

export function childLimitMessage(limit: number) {
  return limit === 1
    ? ({ key: 'freePlanOneChild' } as const)
    : ({ key: 'planChildLimit', params: { limit } } as const);
}

export async function listChildren(db: Database, parent: SessionUser): Promise<Child[]> {
  return (await listChildrenOf(db, parent.id)).map(toChild);
}

export async function createChild(
  db: Database,
  parent: SessionUser,
  input: CreateChildInput,
): Promise<Child> {
  return db.transaction(async (tx) => {
    // Lock the parent's profile row so two simultaneous adds cannot both pass the limit check.
    const tier = (await parentProfileOfUser(tx, parent.id, { lock: 'update' }))?.subscriptionTier;
    const limit = childLimitFor(tier);
    if ((await countChildrenOf(tx, parent.id)) >= limit) {
      const { key, ...params } = childLimitMessage(limit);
      throw new AppError('CONFLICT', key, params);
    }
    const row = await insertChild(tx, {
      parentId: parent.id,
      name: input.name,
      dateOfBirth: input.dateOfBirth,
      interfaceLanguage: input.interfaceLanguage ?? null,
      avatar: input.avatar ?? null,
      ...(input.valuesFilter ? { valuesFilter: input.valuesFilter } : {}),
    });
    if (!row) throw new AppError('INTERNAL', 'couldNotAddChild');
    return toChild(row);
  });
}

/** The parent's own child, or 404 exactly like a missing one. */
export async function findOwnChild(db: Database, parent: SessionUser, childId: string): Promise<ChildRow> {
  if (!isUuid(childId)) throw new AppError('NOT_FOUND', CHILD_MESSAGES.childNotFound);
  const row = await findChildOf(db, parent.id, childId);
  // Someone else's child answers exactly like a missing one: 404, nothing revealed.
  if (!row) throw new AppError('NOT_FOUND', CHILD_MESSAGES.childNotFound);
  return row;
}

export async function updateChild(
  db: Database,
  parent: SessionUser,
  childId: string,
  input: UpdateChildInput,
) {
  const current = await findOwnChild(db, parent, childId);
  const row = await updateChildOf(db, parent.id, childId, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.dateOfBirth !== undefined ? { dateOfBirth: input.dateOfBirth } : {}),
    ...(input.screenTimeLimit !== undefined ? { screenTimeLimit: input.screenTimeLimit } : {}),
    ...(input.restrictionLevel !== undefined
      ? { contentRestrictions: { ...current.contentRestrictions, level: input.restrictionLevel } }
      : {}),
    ...(input.allowedCategories !== undefined ? { allowedCategories: input.allowedCategories } : {}),
    ...(input.musicAllowed !== undefined ? { musicAllowed: input.musicAllowed } : {}),
    ...(input.gamesEnabled !== undefined ? { gamesEnabled: input.gamesEnabled } : {}),
    ...(input.interfaceLanguage !== undefined ? { interfaceLanguage: input.interfaceLanguage } : {}),
    // Time rules
    ...(input.dayLimits !== undefined ? { dayLimits: input.dayLimits } : {}),
    ...(input.weeklyLimit !== undefined ? { weeklyLimit: input.weeklyLimit } : {}),
    ...(input.allowedWindows !== undefined ? { allowedWindows: input.allowedWindows } : {}),
    ...(input.videoGraceMinutes !== undefined ? { videoGraceMinutes: input.videoGraceMinutes } : {}),
    ...(input.autoplayVideos !== undefined ? { autoplayVideos: input.autoplayVideos } : {}),
    ...(input.approvedOnly !== undefined ? { approvedOnly: input.approvedOnly } : {}),
    ...(input.avatar !== undefined ? { avatar: input.avatar } : {}),
    ...(input.searchEnabled !== undefined ? { searchEnabled: input.searchEnabled } : {}),
    ...(input.valuesFilter !== undefined ? { valuesFilter: input.valuesFilter } : {}),
    updatedAt: new Date(),
  });
  if (!row) throw new AppError('NOT_FOUND', CHILD_MESSAGES.childNotFound);
  return toChild(row);
}

export async function deleteChild(db: Database, parent: SessionUser, childId: string): Promise<void> {
  await findOwnChild(db, parent, childId);
  await deleteChildOf(db, parent.id, childId);
}
