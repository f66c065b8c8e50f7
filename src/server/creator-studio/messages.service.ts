// One thread per item between its creator and the moderators: rejection reasons land in it, either side writes, the
// creator sees unread counts, and a moderator's message is e-mailed to the creator in their language.

import { assertUuid, type SessionUser } from '#server/access';
import { contentById, creatorContactOfContent } from '#server/db/repos/content.repo';
import { creatorProfileIdOfUser } from '#server/db/repos/creator-profiles.repo';
import type { AppDeps } from '#server/http/app-env';
import { notFound } from '#server/http/app-error';
import { composeMail, mailLocale } from '#server/mail/mail-texts';
import { configuredSiteName } from '#server/mail/site-name.repo';
import type { Thread, ThreadSummary } from '#shared/creator-studio.schema';
import { PIPELINE_MESSAGES } from '#shared/pipeline-messages';
import { insertMessage, markThreadRead, threadMessages, threadsOfCreator } from './messages.repo';
import { requireOwnItem } from './studio-owner';

async function threadOf(deps: AppDeps, item: { id: string; title: string; status: Thread['status'] }) {
  const rows = await threadMessages(deps.db, item.id);
  return {
    contentId: item.id,
    title: item.title,
    status: item.status,
    messages: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

export async function creatorThreads(
  deps: AppDeps,
  user: SessionUser,
): Promise<{ threads: ThreadSummary[] }> {
  const profileId = await creatorProfileIdOfUser(deps.db, user.id);
  if (!profileId) return { threads: [] };
  const rows = await threadsOfCreator(deps.db, profileId, user.id);
  return {
    threads: rows.map((row) => ({
      ...row,
      lastAt: row.lastAt.toISOString(),
      unread: Number(row.unread),
    })),
  };
}

/** The creator reads their item's thread (and it is marked read). */
export async function creatorThread(deps: AppDeps, user: SessionUser, id: string): Promise<Thread> {
  const { item } = await requireOwnItem(deps.db, user.id, id);
  const thread = await threadOf(deps, item);
  await markThreadRead(deps.db, id, user.id);
  return thread;
}

/** Writes the message and marks the thread read for its writer; the item deleted meanwhile is 'Content not found'. */
async function writeAndRead(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  authorRole: 'creator' | 'moderator',
  body: string,
): Promise<void> {
  const written = await insertMessage(deps.db, { contentId: id, authorId: user.id, authorRole, body });
  if (!written) throw notFound(PIPELINE_MESSAGES.contentNotFound);
  await markThreadRead(deps.db, id, user.id);
}

export async function creatorWrites(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  body: string,
): Promise<Thread> {
  const { item } = await requireOwnItem(deps.db, user.id, id);
  await writeAndRead(deps, user, id, 'creator', body);
  return threadOf(deps, item);
}

async function anyThreadItem(deps: AppDeps, id: string) {
  assertUuid(id, PIPELINE_MESSAGES.contentNotFound);
  const item = await contentById(deps.db, id);
  // A draft is the creator's own: moderators have no thread on it.
  if (!item || item.status === 'draft') throw notFound(PIPELINE_MESSAGES.contentNotFound);
  return item;
}

export async function moderatorThread(deps: AppDeps, user: SessionUser, id: string): Promise<Thread> {
  const item = await anyThreadItem(deps, id);
  const thread = await threadOf(deps, item);
  await markThreadRead(deps.db, id, user.id);
  return thread;
}

export async function moderatorWrites(
  deps: AppDeps,
  user: SessionUser,
  id: string,
  body: string,
): Promise<Thread> {
  const item = await anyThreadItem(deps, id);
  await writeAndRead(deps, user, id, 'moderator', body);
  await mailCreator(deps, id, body);
  return threadOf(deps, item);
}

/** A mail that cannot be sent is logged; the message is in the thread either way. */
async function mailCreator(deps: AppDeps, contentId: string, body: string) {
  try {
    const row = await creatorContactOfContent(deps.db, contentId);
    const to = row?.userEmail ?? row?.profileEmail;
    if (!row || !to) return;
    const base = deps.env.publicUrl.replace(/\/$/, '');
    const mail = composeMail('moderatorMessage', mailLocale(row.locale), {
      site: await configuredSiteName(deps.db, deps.env.SITE_NAME),
      name: row.name,
      title: row.title,
      reason: body,
      url: `${base}/dashboard/creator/messages/${contentId}`,
    });
    await deps.mailer.send({ to, ...mail });
  } catch (error) {
    deps.logger.error({ err: error, contentId }, 'could not e-mail the creator about a message');
  }
}
