// Autoplay in child mode, counted by the server (decision 033-o): the next video offered to a device, and the videos
// autoplay started in a row per child across every device. A video the child chose starts the run again; an autoplay
// past the parent's number (children.autoplay_videos, 0 = off) is refused, and the device stops on its calm "choose
// what to watch next" state.
import { type ChildSessionContext, policyFor } from '#server/access';
import { childNext, requireAllowed } from '#server/catalog';
import type { Database } from '#server/db/client';
import { isForeignKeyViolation } from '#server/db/errors';
import { AppError } from '#server/http/app-error';
import { CHILD_MODE_MESSAGES, type VideoStart } from '#shared/child-mode';
import { addAutoplayed, offerNext, resetAutoplayed, takeOffer } from './autoplay.repo';

/** The next video after `id` for this child, remembered as this device's offer: what autoplay may start next. */
export async function nextVideo(db: Database, context: ChildSessionContext, id: string) {
  const next = await childNext(db, policyFor(context), id);
  await offerNext(db, context.session.id, next);
  return { id: next };
}

/**
 * A video starts on this device. Chosen by the child: the run of autoplayed videos starts again. Started by
 * autoplay: autoplay must be on for the child, the video must be the one `…/next` offered this device (taken once),
 * and the child's run must be under the parent's number; all in one transaction, so a refusal changes nothing.
 */
export async function startVideo(
  db: Database,
  context: ChildSessionContext,
  contentId: string,
  autoplay: boolean,
  now: Date,
): Promise<VideoStart> {
  const limit = context.child.autoplayVideos;
  const childId = context.child.id;
  // The video must still be one this child may watch (an offer made before a block is not kept).
  await requireAllowed(db, policyFor(context), contentId);
  if (!autoplay) {
    await childGone(() => resetAutoplayed(db, childId, now));
    return { autoplay: { inARow: 0, limit } };
  }
  if (limit <= 0) throw new AppError('FORBIDDEN', CHILD_MODE_MESSAGES.autoplayOff);
  const inARow = await childGone(() =>
    db.transaction(async (tx) => {
      if (!(await takeOffer(tx, context.session.id, contentId))) {
        throw new AppError('CONFLICT', CHILD_MODE_MESSAGES.autoplayNotNext);
      }
      const counted = await addAutoplayed(tx, childId, limit, now);
      if (counted === null) throw new AppError('RATE_LIMITED', CHILD_MODE_MESSAGES.autoplayEnough);
      return counted;
    }),
  );
  return { autoplay: { inARow, limit } };
}

/** The parent may delete the child mid-request: its run's row then has no child; answer as a closed session. */
async function childGone<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      throw new AppError('NOT_AUTHENTICATED', CHILD_MODE_MESSAGES.noChildSession);
    }
    throw error;
  }
}
