// Moderators decide a published item's waiting revision: approved, its fields replace the live ones; rejected, the
// live version simply stays and the reason lands in the item's thread.

import { assertUuid, recordAudit, type SessionUser } from '#server/access';
import { contentById, updateContent } from '#server/db/repos/content.repo';
import type { AppDeps } from '#server/http/app-env';
import { AppError, notFound } from '#server/http/app-error';
import { CREATOR_STUDIO_MESSAGES } from '#shared/creator-studio.schema';
import { PIPELINE_MESSAGES } from '#shared/pipeline-messages';
import { insertMessage } from './messages.repo';
import { decideRevision, pendingRevision } from './revisions.repo';

export async function waitingRevision(deps: AppDeps, id: string) {
  assertUuid(id, PIPELINE_MESSAGES.contentNotFound);
  if (!(await contentById(deps.db, id))) throw notFound(PIPELINE_MESSAGES.contentNotFound);
  const revision = await pendingRevision(deps.db, id);
  return {
    revision: revision
      ? { id: revision.id, fields: revision.fields, createdAt: revision.createdAt.toISOString() }
      : null,
  };
}

export async function decideWaitingRevision(
  deps: AppDeps,
  actor: SessionUser,
  id: string,
  decision: { approve: true; revisionId: string } | { approve: false; revisionId: string; reason: string },
) {
  assertUuid(id, PIPELINE_MESSAGES.contentNotFound);
  await deps.db.transaction(async (tx) => {
    const item = await contentById(tx, id, { lock: 'update' });
    if (!item) throw notFound(PIPELINE_MESSAGES.contentNotFound);
    const revision = await pendingRevision(tx, id);
    if (!revision) throw new AppError('CONFLICT', CREATOR_STUDIO_MESSAGES.noPendingRevision);
    // The creator replaced the edit after the moderator opened it: the newer one has not been read by anyone.
    if (revision.id !== decision.revisionId) throw new AppError('CONFLICT', PIPELINE_MESSAGES.staleRevision);
    if (!(await decideRevision(tx, revision.id, decision.approve ? 'approved' : 'rejected', actor.id)))
      throw new AppError('CONFLICT', CREATOR_STUDIO_MESSAGES.noPendingRevision);
    const fields = revision.fields;
    if (decision.approve) {
      await updateContent(tx, id, {
        title: fields.title,
        description: fields.description,
        category: fields.category as typeof item.category,
        tags: fields.tags,
        language: fields.language as typeof item.language,
        ageRange: fields.ageRange,
        hasMusic: fields.hasMusic,
      });
    } else {
      const written = await insertMessage(tx, {
        contentId: id,
        authorId: actor.id,
        authorRole: 'moderator',
        body: decision.reason,
      });
      if (!written) throw notFound(PIPELINE_MESSAGES.contentNotFound);
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: decision.approve ? 'content.revision.approve' : 'content.revision.reject',
      targetType: 'content',
      targetId: id,
      before: decision.approve
        ? {
            title: item.title,
            description: item.description,
            category: item.category,
            tags: item.tags,
            language: item.language,
            ageRange: item.ageRange,
            hasMusic: item.hasMusic,
          }
        : null,
      after: decision.approve ? { ...fields } : { reason: decision.reason },
    });
  });
  return { id, approved: decision.approve };
}
