// A child's content policy (from its session) and its counted views; the reads under the policy are the catalog's
// (catalog/child-policy.service.ts).

import type { ChildSessionContext } from '#server/access';
import { requireAllowed } from '#server/catalog';
import type { Database } from '#server/db/client';
import { contentById } from '#server/db/repos/content.repo';
import { AppError } from '#server/http/app-error';
import type { ChildContentPolicy } from '#shared/child-content-policy';
import { CHILD_MODE_MESSAGES } from '#shared/child-mode';
import { LIMITS } from '#shared/domain';
import { hearsVocalsOnly } from '#shared/soundtracks';
import { hasChildViewSince, insertChildView, lockChildSession } from './content-views.repo';

/** A child's view (after 5 s on screen), once per item per 24 hours; heartbeats then add its duration. */
export async function recordChildView(
  db: Database,
  context: ChildSessionContext,
  policy: ChildContentPolicy,
  contentId: string,
  userAgent: string | null,
  now: Date = new Date(),
): Promise<{ counted: boolean }> {
  await requireAllowed(db, policy, contentId);
  return db.transaction(async (tx) => {
    // The parent may have deleted the child (and with it this session) since the request was authenticated: hold
    // the session row, or answer as for a closed session instead of failing on the view's foreign key.
    if (!(await lockChildSession(tx, context.session.id))) {
      throw new AppError('NOT_AUTHENTICATED', CHILD_MODE_MESSAGES.noChildSession);
    }
    // Serialise on the content row so two tabs cannot both count the same view.
    // The content row, locked FOR UPDATE: two tabs cannot both count the same view.
    const item = await contentById(tx, contentId, { lock: 'update' });
    const since = new Date(now.getTime() - LIMITS.viewCooldownMs);
    if (await hasChildViewSince(tx, context.child.id, contentId, since)) return { counted: false };
    await insertChildView(tx, {
      contentId,
      viewerId: context.session.parentId,
      childId: context.child.id,
      deviceId: context.session.deviceId,
      userAgent: userAgent?.slice(0, 512) ?? null,
      // The mix the server hands this child (the media routes give a child who may not hear instruments the
      // vocals-only mix of an item that has one, and nothing else), so the parent's history can say which it was.
      audioMix: item?.vocalsMix && hearsVocalsOnly(context.child) ? 'vocals' : 'main',
      isBot: false,
      viewedDate: now.toISOString().slice(0, 10),
      createdAt: now,
    });
    return { counted: true };
  });
}
