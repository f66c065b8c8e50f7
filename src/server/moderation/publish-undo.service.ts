// Undo of a one-click publication: within PUBLISH_UNDO.acceptMs, while nothing else happened
// to the item since (its latest audit entry is that publication), the item goes back exactly to what it was —
// status, rejection reason, publication and update times — and the undo is audited. The creator's e-mail is not recalled.

import { assertUuid, recordAudit, type SessionUser } from '#server/access';
import type { Database } from '#server/db/client';
import { contentById, updateContent } from '#server/db/repos/content.repo';
import { AppError, notFound } from '#server/http/app-error';
import type { AdminContentItem } from '#shared/moderation.schema';
import { PIPELINE_MESSAGES } from '#shared/pipeline-messages';
import { PUBLISH_UNDO } from '#shared/publish-undo';
import { lockEditableColumns } from './content-queue.repo';
import { findItem } from './content-queue.service';
import { latestAuditOf } from './publish-undo.repo';

export async function undoPublish(db: Database, actor: SessionUser, id: string): Promise<AdminContentItem> {
  assertUuid(id, PIPELINE_MESSAGES.contentNotFound);
  await db.transaction(async (tx) => {
    const locked = await lockEditableColumns(tx, id);
    if (!locked) throw notFound(PIPELINE_MESSAGES.contentNotFound);
    const latest = await latestAuditOf(tx, id);
    const before = latest?.before ?? {};
    const restoredStatus = before.status;
    if (
      latest?.action !== 'content.publish' ||
      locked.status !== 'published' ||
      (restoredStatus !== 'pending' && restoredStatus !== 'approved') ||
      Date.now() - latest.createdAt.getTime() > PUBLISH_UNDO.acceptMs
    )
      throw new AppError('CONFLICT', PUBLISH_UNDO.tooLate);
    const publication = await contentById(tx, id);
    const publishedAt = typeof before.publishedAt === 'string' ? new Date(before.publishedAt) : null;
    const rejectionReason =
      'rejectionReason' in before ? (before.rejectionReason as string | null) : locked.rejectionReason;
    await updateContent(
      tx,
      id,
      {
        status: restoredStatus,
        rejectionReason: rejectionReason as string | null,
        publishedAt,
        // The exact previous state: the row reads as if the publication never happened (the undo is in the log).
        ...(typeof before.updatedAt === 'string' ? { updatedAt: new Date(before.updatedAt) } : {}),
      },
      { touch: false },
    );
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'content.publish_undo',
      targetType: 'content',
      targetId: id,
      before: { status: 'published', publishedAt: publication?.publishedAt?.toISOString() ?? null },
      after: { status: restoredStatus, publishedAt: publishedAt?.toISOString() ?? null },
    });
  });
  return findItem(db, id);
}
