// The reports queue: open reports with their age (overdue past the review window), and a moderator's decision —
// dismiss, or unpublish the item (which settles every open report about it) — written with its audit entries.

import { assertUuid, recordAudit, type SessionUser } from '#server/access';
import type { Database } from '#server/db/client';
import { updateContent } from '#server/db/repos/content.repo';
import { AppError, notFound } from '#server/http/app-error';
import { LIMITS } from '#shared/domain';
import { PIPELINE_MESSAGES } from '#shared/pipeline-messages';
import type { ReportItem } from '#shared/report-queue.schema';
import { statusOf } from './content-queue.repo';
import { type NotifyDeps, notifyCreator } from './creator-notifications';
import { actionOpenReportsOf, lockReport, openReportRows, settleReport } from './reports.repo';

const HOUR_MS = 60 * 60 * 1000;

export async function openReports(db: Database, now: Date = new Date()): Promise<ReportItem[]> {
  const rows = await openReportRows(db, 200);
  return rows.map((row) => {
    const ageHours = Math.max(0, Math.floor((now.getTime() - row.createdAt.getTime()) / HOUR_MS));
    return {
      id: row.id,
      reason: row.reason,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
      ageHours,
      overdue: ageHours >= LIMITS.reportReviewHours.max,
      content: { id: row.contentId, title: row.contentTitle, status: row.contentStatus },
      reporter: row.reporterId
        ? { id: row.reporterId, name: row.reporterName ?? '', email: row.reporterEmail ?? '' }
        : null,
    };
  });
}

export async function resolveReport(
  deps: NotifyDeps,
  actor: SessionUser,
  id: string,
  outcome: 'dismiss' | 'unpublish',
  note: string | undefined,
): Promise<{ id: string; status: 'dismissed' | 'actioned' }> {
  const { db } = deps;
  assertUuid(id, PIPELINE_MESSAGES.reportNotFound);
  const result = await db.transaction(async (tx) => {
    const report = await lockReport(tx, id);
    if (!report) throw notFound(PIPELINE_MESSAGES.reportNotFound);
    if (report.status !== 'open') throw new AppError('CONFLICT', PIPELINE_MESSAGES.reportAlreadyResolved);
    const now = new Date();
    const status: 'dismissed' | 'actioned' = outcome === 'dismiss' ? 'dismissed' : 'actioned';
    if (outcome === 'unpublish') {
      const before = await statusOf(tx, report.contentId);
      const reason =
        note?.trim() || `Removed after a report (${report.reason}): ${report.details}`.slice(0, 1000);
      await updateContent(
        tx,
        report.contentId,
        {
          status: 'rejected',
          rejectionReason: reason,
          updatedAt: now,
        },
        { touch: false },
      );
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'content.unpublish',
        targetType: 'content',
        targetId: report.contentId,
        before: before ?? null,
        after: { status: 'rejected', rejectionReason: reason, reportId: id },
      });
      // Other open reports about the same item are settled by the same action.
      await actionOpenReportsOf(tx, report.contentId, { resolvedAt: now, resolvedBy: actor.id });
    } else {
      await settleReport(tx, id, { status, resolvedAt: now, resolvedBy: actor.id });
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: `report.${outcome}`,
      targetType: 'report',
      targetId: id,
      before: { status: 'open' },
      after: { status, ...(note ? { note } : {}) },
    });
    return { id, status, contentId: report.contentId };
  });
  if (outcome === 'unpublish') await notifyCreator(deps, result.contentId, 'rejected');
  return { id: result.id, status: result.status };
}
