// The creator's own items: the list with filters and search, scheduling, edits (a published item's edit waits as a
// revision while the published version stays live), withdrawing and deleting. Every change is audited in the same
// transaction. Deleting is delete-content.service.ts (shared with admins).

import type { z } from 'zod';
import { recordAudit, type SessionUser } from '#server/access';
import { publishDueItem, updateContent } from '#server/db/repos/content.repo';
import { creatorProfileIdOfUser } from '#server/db/repos/creator-profiles.repo';
import type { AppDeps } from '#server/http/app-env';
import { AppError } from '#server/http/app-error';
import { SCHEDULED_PUBLISH_JOB, saveScreening, screenOrRefuse } from '#server/moderation';
import {
  CREATOR_STUDIO_MESSAGES,
  type EditableVideo,
  type MyVideo,
  type myVideosQuerySchema,
  type revisionSchema,
} from '#shared/creator-studio.schema';
import { declaredColumns } from '#shared/value-answers';
import { myItems } from './my-videos.repo';
import { decideRevision, pendingRevision, upsertPendingRevision } from './revisions.repo';
import { requireOwnItem } from './studio-owner';

export async function listMyVideos(
  deps: AppDeps,
  user: SessionUser,
  query: z.output<typeof myVideosQuerySchema>,
): Promise<{ items: MyVideo[] }> {
  const profileId = await creatorProfileIdOfUser(deps.db, user.id);
  if (!profileId) return { items: [] };
  const rows = await myItems(deps.db, profileId, user.id, query, 200);
  return {
    items: rows.map((row) => ({
      ...row,
      scheduledPublishAt: row.scheduledPublishAt?.toISOString() ?? null,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      unreadMessages: Number(row.unreadMessages),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

/** Sets or clears the publish time. An already approved ('scheduled') item gets a job for the new time. */
export async function scheduleVideo(deps: AppDeps, user: SessionUser, id: string, publishAt: string | null) {
  const status = await deps.db.transaction(async (tx) => {
    const { item } = await requireOwnItem(tx, user.id, id, true);
    if (item.status === 'published')
      throw new AppError('CONFLICT', CREATOR_STUDIO_MESSAGES.cannotSchedulePublished);
    const when = publishAt ? new Date(publishAt) : null;
    await updateContent(tx, id, { scheduledPublishAt: when });
    await recordAudit(tx, {
      actorId: user.id,
      action: 'content.schedule',
      targetType: 'content',
      targetId: id,
      before: { scheduledPublishAt: item.scheduledPublishAt?.toISOString() ?? null },
      after: { scheduledPublishAt: when?.toISOString() ?? null },
    });
    // Approved and no time any more: it was only waiting for its time, so it is published now.
    if (item.status === 'scheduled' && !when) {
      await updateContent(tx, id, { scheduledPublishAt: new Date() });
      await publishDueItem(tx, id);
    }
    return item.status;
  });
  if (status === 'scheduled' && publishAt && deps.jobs) {
    await deps.jobs.send(
      SCHEDULED_PUBLISH_JOB,
      { contentId: id },
      { singletonKey: `${id}@${new Date(publishAt).toISOString()}`, startAfter: new Date(publishAt) },
    );
  }
  return { id, scheduledPublishAt: publishAt };
}

/**
 * A creator's edit of a submitted item, screened as a new submission is (a non-compliant one is refused and changes
 * nothing). Published: a revision waits for a moderator and the live version stays as it is. Otherwise the item
 * itself changes and goes (back) to the moderators as pending: the database gives it a new revision number and
 * clears the parents' votes, so a moderator's Publish of what they saw before is refused, and the new screening is
 * stored with the new revision.
 */
export async function editVideo(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  input: z.output<typeof revisionSchema>,
): Promise<{ id: string; revision: boolean }> {
  const { item: current } = await requireOwnItem(deps.db, user.id, id);
  if (current.status === 'draft') throw new AppError('CONFLICT', CREATOR_STUDIO_MESSAGES.draftOnly);
  const screening = await screenOrRefuse(
    deps,
    { title: input.title, description: input.description, tags: input.tags, hasMusic: input.hasMusic },
    current.youtubeVideoId,
  );
  return deps.db.transaction(async (tx) => {
    const { item } = await requireOwnItem(tx, user.id, id, true);
    if (item.status === 'draft') throw new AppError('CONFLICT', CREATOR_STUDIO_MESSAGES.draftOnly);
    const { values, ...fields } = input;
    if (item.status === 'published') {
      const revision = await upsertPendingRevision(tx, id, user.id, fields);
      await recordAudit(tx, {
        actorId: user.id,
        action: 'content.revision',
        targetType: 'content',
        targetId: id,
        after: { revisionId: revision?.id ?? null, ...fields },
      });
      return { id, revision: true };
    }
    // A new declaration is the item's values again (a changed axis is a new revision a moderator must see).
    await updateContent(tx, id, {
      ...fields,
      ...(values ? declaredColumns(values) : {}),
      status: 'pending',
      rejectionReason: null,
    });
    await saveScreening(tx, id, screening);
    await recordAudit(tx, {
      actorId: user.id,
      action: 'content.edit',
      targetType: 'content',
      targetId: id,
      before: {
        status: item.status,
        title: item.title,
        description: item.description,
        category: item.category,
        tags: item.tags,
        language: item.language,
        ageRange: item.ageRange,
        hasMusic: item.hasMusic,
      },
      after: { status: 'pending', ...fields, ...(values ? { values } : {}) },
    });
    return { id, revision: false };
  });
}

/** Unpublishes: the item goes back to the creator as a draft (and off every feed at once). */
export async function withdrawVideo(deps: AppDeps, user: SessionUser, id: string) {
  await deps.db.transaction(async (tx) => {
    const { item } = await requireOwnItem(tx, user.id, id, true);
    if (item.status !== 'published' && item.status !== 'scheduled')
      throw new AppError('CONFLICT', CREATOR_STUDIO_MESSAGES.cannotWithdraw);
    await updateContent(tx, id, { status: 'draft', scheduledPublishAt: null });
    await recordAudit(tx, {
      actorId: user.id,
      action: 'content.withdraw',
      targetType: 'content',
      targetId: id,
      before: { status: item.status },
      after: { status: 'draft' },
    });
  });
  return { id, status: 'draft' as const };
}

/** The edit form's start: a waiting edit's fields, else the live ones (drafts have their own form). */
export async function editableVideo(deps: AppDeps, user: SessionUser, id: string): Promise<EditableVideo> {
  const { item } = await requireOwnItem(deps.db, user.id, id);
  if (item.status === 'draft') throw new AppError('CONFLICT', CREATOR_STUDIO_MESSAGES.notADraft);
  const revision = await pendingRevision(deps.db, id);
  const live = {
    title: item.title,
    description: item.description,
    category: item.category,
    tags: item.tags,
    language: item.language,
    ageRange: item.ageRange as 1 | 2 | 3 | 4,
    hasMusic: item.hasMusic,
  };
  return {
    id: item.id,
    title: item.title,
    status: item.status,
    fields: revision ? { ...live, ...(revision.fields as Partial<typeof live>) } : live,
    pendingRevision: revision ? { createdAt: revision.createdAt.toISOString() } : null,
  };
}

/** The creator takes back their waiting edit: the live version stays as it is, and moderators no longer see it. */
export async function withdrawRevision(deps: AppDeps, user: SessionUser, id: string) {
  await deps.db.transaction(async (tx) => {
    await requireOwnItem(tx, user.id, id, true);
    const revision = await pendingRevision(tx, id);
    if (!revision || !(await decideRevision(tx, revision.id, 'withdrawn', user.id)))
      throw new AppError('CONFLICT', CREATOR_STUDIO_MESSAGES.noPendingRevision);
    await recordAudit(tx, {
      actorId: user.id,
      action: 'content.revision_withdraw',
      targetType: 'content',
      targetId: id,
      before: { revisionId: revision.id },
    });
  });
}
