// The admin moderation queue: content lists, edits, publishing, single uploads, reports and screening terms.
// Every change is written with its audit entry in one transaction.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type ContentStatus, LIMITS } from '../../shared/domain';
import { isUuid } from '../../shared/ids';
import {
  type AdminContentItem,
  type AdminContentPage,
  type AuditEntry,
  type ContentUpdateInput,
  type contentUpdateSchema,
  UPLOAD_CATEGORIES,
  type uploadSchema,
} from '../../shared/moderation.schema';
import { PIPELINE_MESSAGES } from '../../shared/pipeline-messages';
import type { ReportItem } from '../../shared/report-queue.schema';
import { SCREENING_REASON_LABELS, SCREENING_REASONS, type ScreeningReason } from '../../shared/screening';
import type { ScreeningRuleView } from '../../shared/screening-terms.schema';
import { parseYouTubeVideoId, youTubeWatchUrl } from '../../shared/youtube-url';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { content, contentReports, contentVotes } from '../db/schema/content';
import { contentScreenings, moderationAuditLog, screeningTerms } from '../db/schema/moderation';
import { creatorProfiles, users } from '../db/schema/users';
import { AppError, notFound } from '../http/app-error';
import type { SessionUser } from '../http/session';
import { recordAudit } from './audit';
import { type NotifyDeps, notifyCreator } from './creator-notifications';
import { FILE_RULES } from './screening.service';

export function assertUuid(id: string, message: string): void {
  if (!isUuid(id)) throw notFound(message);
}

const yesVotes = sql<number>`(select count(*)::int from ${contentVotes} where ${contentVotes.contentId} = ${content.id} and ${contentVotes.vote})`;

const itemColumns = {
  id: content.id,
  title: content.title,
  description: content.description,
  status: content.status,
  rejectionReason: content.rejectionReason,
  category: content.category,
  tags: content.tags,
  contentRating: content.contentRating,
  language: content.language,
  ageRange: content.ageRange,
  hasMusic: content.hasMusic,
  sourceType: content.sourceType,
  youtubeUrl: content.youtubeUrl,
  videoUrl: content.videoUrl,
  instagramUsername: content.instagramUsername,
  instagramStoryId: content.instagramStoryId,
  instagramReelId: content.instagramReelId,
  tiktokUsername: content.tiktokUsername,
  tiktokVideoId: content.tiktokVideoId,
  creatorId: creatorProfiles.id,
  creatorName: creatorProfiles.fullName,
  yesVotes,
  screeningCompliant: contentScreenings.compliant,
  screeningConfidence: contentScreenings.confidence,
  screeningReasons: contentScreenings.reasons,
  createdAt: content.createdAt,
  updatedAt: content.updatedAt,
};

function selectItems(db: Database) {
  return db
    .select(itemColumns)
    .from(content)
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, content.creatorProfileId))
    .leftJoin(contentScreenings, eq(contentScreenings.contentId, content.id));
}

type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

/** The public page of the video at its source, for the "view source" link. */
function sourceUrl(row: ItemRow): string | null {
  if (row.youtubeUrl) return row.youtubeUrl;
  if (row.sourceType === 'instagram' && row.instagramUsername && row.instagramStoryId)
    return `https://www.instagram.com/stories/${encodeURIComponent(row.instagramUsername)}/${encodeURIComponent(row.instagramStoryId)}/`;
  if (row.sourceType === 'instagram_reel' && row.instagramReelId)
    return `https://www.instagram.com/reel/${encodeURIComponent(row.instagramReelId)}/`;
  if (row.sourceType === 'tiktok' && row.tiktokUsername && row.tiktokVideoId)
    return `https://www.tiktok.com/@${encodeURIComponent(row.tiktokUsername)}/video/${encodeURIComponent(row.tiktokVideoId)}`;
  return row.videoUrl;
}

function toItem(row: ItemRow): AdminContentItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    rejectionReason: row.rejectionReason,
    category: row.category,
    tags: row.tags,
    contentRating: row.contentRating,
    language: row.language,
    ageRange: row.ageRange,
    hasMusic: row.hasMusic,
    sourceType: row.sourceType,
    sourceUrl: sourceUrl(row),
    creator: row.creatorId ? { id: row.creatorId, fullName: row.creatorName ?? 'Creator' } : null,
    yesVotes: Number(row.yesVotes),
    screening:
      row.screeningCompliant === null || row.screeningConfidence === null
        ? null
        : {
            compliant: row.screeningCompliant,
            confidence: row.screeningConfidence,
            reasons: row.screeningReasons ?? [],
          },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function findItem(db: Database, id: string): Promise<AdminContentItem> {
  assertUuid(id, PIPELINE_MESSAGES.contentNotFound);
  const [row] = await selectItems(db).where(eq(content.id, id));
  if (!row) throw notFound(PIPELINE_MESSAGES.contentNotFound);
  return toItem(row);
}

export async function listContent(
  db: Database,
  query: { status: 'all' | ContentStatus; page: number },
): Promise<AdminContentPage> {
  const pageSize = LIMITS.contentListPageSize;
  const where = query.status === 'all' ? undefined : eq(content.status, query.status);
  const [rows, [total]] = await Promise.all([
    selectItems(db)
      .where(where)
      .orderBy(desc(content.createdAt), desc(content.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(content).where(where),
  ]);
  return { items: rows.map((row) => toItem(row)), total: total?.n ?? 0, page: query.page, pageSize };
}

/** The dashboard's pending table: items waiting for a moderator (parent-approved ones included, marked). */
export async function pendingContent(db: Database): Promise<{ items: AdminContentItem[]; total: number }> {
  const where = inArray(content.status, ['pending', 'approved']);
  const [rows, [total]] = await Promise.all([
    selectItems(db)
      .where(where)
      .orderBy(desc(content.createdAt), desc(content.id))
      .limit(LIMITS.adminPendingRows),
    db.select({ n: count() }).from(content).where(where),
  ]);
  return { items: rows.map((row) => toItem(row)), total: total?.n ?? 0 };
}

type ContentUpdate = z.output<typeof contentUpdateSchema>;

const EDITABLE = [
  'title',
  'description',
  'status',
  'rejectionReason',
  'category',
  'tags',
  'contentRating',
  'language',
  'ageRange',
  'hasMusic',
] as const;

async function changeContent(
  deps: NotifyDeps,
  actor: SessionUser,
  id: string,
  action: string,
  change: (before: Record<(typeof EDITABLE)[number], unknown>) => Partial<typeof content.$inferInsert>,
): Promise<AdminContentItem> {
  assertUuid(id, PIPELINE_MESSAGES.contentNotFound);
  const { db } = deps;
  let becameStatus: string | undefined;
  await db.transaction(async (tx) => {
    // The row is locked while we decide, so two moderators cannot both publish, and "before" is the truth.
    const [row] = await tx
      .select(
        Object.fromEntries(EDITABLE.map((key) => [key, content[key]])) as Record<
          (typeof EDITABLE)[number],
          (typeof content)[(typeof EDITABLE)[number]]
        >,
      )
      .from(content)
      .where(eq(content.id, id))
      .for('update');
    if (!row) throw notFound(PIPELINE_MESSAGES.contentNotFound);
    const before = row as Record<(typeof EDITABLE)[number], unknown>;
    const values = change(before);
    const now = new Date();
    await tx
      .update(content)
      .set({
        ...values,
        updatedAt: now,
        ...(values.status === 'published' && before.status !== 'published' ? { publishedAt: now } : {}),
      })
      .where(eq(content.id, id));
    if (values.status && values.status !== before.status) becameStatus = values.status;
    const after = { ...before, ...values } as Record<string, unknown>;
    const changedKeys = EDITABLE.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
    await recordAudit(tx, {
      actorId: actor.id,
      action,
      targetType: 'content',
      targetId: id,
      before: Object.fromEntries(changedKeys.map((key) => [key, before[key]])),
      after: Object.fromEntries(changedKeys.map((key) => [key, after[key]])),
    });
  });
  if (becameStatus === 'published' || becameStatus === 'rejected')
    await notifyCreator(deps, id, becameStatus);
  return findItem(db, id);
}

export function updateContent(deps: NotifyDeps, actor: SessionUser, id: string, input: ContentUpdate) {
  return changeContent(deps, actor, id, 'content.update', () => ({
    title: input.title,
    description: input.description,
    status: input.status,
    rejectionReason: input.status === 'rejected' ? input.rejectionReason : null,
    category: input.category,
    tags: input.tags,
    contentRating: input.contentRating,
    language: input.language,
    ageRange: input.ageRange,
    hasMusic: input.hasMusic,
  }));
}

export function publishContent(deps: NotifyDeps, actor: SessionUser, id: string) {
  return changeContent(deps, actor, id, 'content.publish', (before) => {
    if (before.status !== 'pending' && before.status !== 'approved')
      throw new AppError('CONFLICT', 'Only pending or parent-approved content can be published');
    return { status: 'published', rejectionReason: null };
  });
}

export type ContentUpdateBody = ContentUpdateInput;

export async function uploadSingle(
  db: Database,
  actor: SessionUser,
  input: z.output<typeof uploadSchema>,
): Promise<{ id: string }> {
  const [creator] = await db
    .select({ id: creatorProfiles.id })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.id, input.creatorProfileId));
  if (!creator) throw notFound(PIPELINE_MESSAGES.selectedCreatorNotFound);
  const videoId = parseYouTubeVideoId(input.youtubeUrl) as string;
  const tags =
    input.category && !input.tags.includes(input.category) ? [input.category, ...input.tags] : input.tags;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(content)
        .values({
          title: input.title,
          description: input.description,
          status: 'pending',
          category: input.category ? UPLOAD_CATEGORIES[input.category] : 'Other',
          tags,
          sourceType: 'youtube',
          youtubeUrl: youTubeWatchUrl(videoId),
          youtubeVideoId: videoId,
          creatorProfileId: creator.id,
        })
        .returning({ id: content.id });
      if (!row) throw new Error('insert returned nothing');
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'content.upload',
        targetType: 'content',
        targetId: row.id,
        after: {
          title: input.title,
          status: 'pending',
          creatorProfileId: creator.id,
          youtubeVideoId: videoId,
        },
      });
      return { id: row.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', PIPELINE_MESSAGES.alreadyOnPlatform);
    throw error;
  }
}

// ---- Reports ----

const HOUR_MS = 60 * 60 * 1000;

export async function openReports(db: Database, now: Date = new Date()): Promise<ReportItem[]> {
  const rows = await db
    .select({
      id: contentReports.id,
      reason: contentReports.reason,
      details: contentReports.details,
      createdAt: contentReports.createdAt,
      contentId: content.id,
      contentTitle: content.title,
      contentStatus: content.status,
      reporterId: users.id,
      reporterName: users.name,
      reporterEmail: users.email,
    })
    .from(contentReports)
    .innerJoin(content, eq(content.id, contentReports.contentId))
    .leftJoin(users, eq(users.id, contentReports.userId))
    .where(eq(contentReports.status, 'open'))
    .orderBy(asc(contentReports.createdAt), asc(contentReports.id))
    .limit(200);
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
    const [report] = await tx.select().from(contentReports).where(eq(contentReports.id, id)).for('update');
    if (!report) throw notFound(PIPELINE_MESSAGES.reportNotFound);
    if (report.status !== 'open') throw new AppError('CONFLICT', PIPELINE_MESSAGES.reportAlreadyResolved);
    const now = new Date();
    const status: 'dismissed' | 'actioned' = outcome === 'dismiss' ? 'dismissed' : 'actioned';
    if (outcome === 'unpublish') {
      const [before] = await tx
        .select({ status: content.status, rejectionReason: content.rejectionReason })
        .from(content)
        .where(eq(content.id, report.contentId));
      const reason =
        note?.trim() || `Removed after a report (${report.reason}): ${report.details}`.slice(0, 1000);
      await tx
        .update(content)
        .set({ status: 'rejected', rejectionReason: reason, updatedAt: now })
        .where(eq(content.id, report.contentId));
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'content.unpublish',
        targetType: 'content',
        targetId: report.contentId,
        before: before ?? null,
        after: { status: 'rejected', rejectionReason: reason, reportId: id },
      });
      // Other open reports about the same item are settled by the same action.
      await tx
        .update(contentReports)
        .set({ status: 'actioned', resolvedAt: now, resolvedBy: actor.id })
        .where(and(eq(contentReports.contentId, report.contentId), eq(contentReports.status, 'open')));
    } else {
      await tx
        .update(contentReports)
        .set({ status, resolvedAt: now, resolvedBy: actor.id })
        .where(eq(contentReports.id, id));
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

// ---- Audit log ----

export async function auditLog(db: Database, targetId?: string): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      id: moderationAuditLog.id,
      action: moderationAuditLog.action,
      targetType: moderationAuditLog.targetType,
      targetId: moderationAuditLog.targetId,
      before: moderationAuditLog.before,
      after: moderationAuditLog.after,
      createdAt: moderationAuditLog.createdAt,
      actorId: users.id,
      actorName: users.name,
    })
    .from(moderationAuditLog)
    .leftJoin(users, eq(users.id, moderationAuditLog.actorId))
    .where(targetId ? eq(moderationAuditLog.targetId, targetId) : undefined)
    .orderBy(desc(moderationAuditLog.createdAt), desc(moderationAuditLog.id))
    .limit(50);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    actor: row.actorId ? { id: row.actorId, name: row.actorName ?? '' } : null,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  }));
}

// ---- Screening terms ----

export type ScreeningRulesView = ScreeningRuleView[];

export async function screeningRulesView(db: Database): Promise<ScreeningRulesView> {
  const added = await db
    .select({ id: screeningTerms.id, reason: screeningTerms.reason, term: screeningTerms.term })
    .from(screeningTerms)
    .orderBy(asc(screeningTerms.createdAt));
  return SCREENING_REASONS.map((reason) => {
    const rule = FILE_RULES.find((entry) => entry.reason === reason);
    return {
      reason,
      label: SCREENING_REASON_LABELS[reason],
      weight: rule?.weight ?? 0,
      onlyWithoutMusic: rule?.onlyWithoutMusic ?? false,
      fileTerms: [...(rule?.terms ?? [])],
      addedTerms: added.filter((entry) => entry.reason === reason).map(({ id, term }) => ({ id, term })),
    };
  });
}

export async function addScreeningTerm(
  db: Database,
  actor: SessionUser,
  input: { reason: ScreeningReason; term: string },
): Promise<{ id: string; reason: ScreeningReason; term: string }> {
  const inFile = FILE_RULES.find((rule) => rule.reason === input.reason)?.terms.some(
    (term) => term.toLowerCase() === input.term.toLowerCase(),
  );
  if (inFile) throw new AppError('CONFLICT', PIPELINE_MESSAGES.termExists);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(screeningTerms)
        .values({ reason: input.reason, term: input.term, createdBy: actor.id })
        .returning({ id: screeningTerms.id, reason: screeningTerms.reason, term: screeningTerms.term });
      if (!row) throw new Error('insert returned nothing');
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'screening_term.add',
        targetType: 'screening_term',
        targetId: row.id,
        after: { reason: row.reason, term: row.term },
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', PIPELINE_MESSAGES.termExists);
    throw error;
  }
}

export async function removeScreeningTerm(db: Database, actor: SessionUser, id: string): Promise<void> {
  assertUuid(id, PIPELINE_MESSAGES.termNotFound);
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(screeningTerms).where(eq(screeningTerms.id, id)).returning();
    if (!row) throw notFound(PIPELINE_MESSAGES.termNotFound);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'screening_term.remove',
      targetType: 'screening_term',
      targetId: id,
      before: { reason: row.reason, term: row.term },
    });
  });
}
