// Tells a creator by e-mail when a moderator publishes or rejects their video (the reason is in the mail and on
// their dashboard). A mail that cannot be sent is logged; it never undoes the moderation.
import type { AppDeps } from '#server/http/app-env';
import { creatorNoticeRow } from './content-queue.repo';

export type NotifyDeps = Pick<AppDeps, 'db' | 'env' | 'logger' | 'mailer'>;

export async function notifyCreator(deps: NotifyDeps, contentId: string, outcome: 'published' | 'rejected') {
  try {
    const row = await creatorNoticeRow(deps.db, contentId);
    const to = row?.userEmail ?? row?.profileEmail;
    if (!row || !to) return;
    const site = deps.env.SITE_NAME;
    const base = deps.env.publicUrl.replace(/\/$/, '');
    const mail =
      outcome === 'published'
        ? {
            subject: `“${row.title}” is now live on ${site}`,
            text: `Assalamu alaikum ${row.name},\n\nYour video “${row.title}” was approved and published. Families can watch it here:\n${base}/video/${contentId}\n\nJazakum Allahu khayran for sharing it.\n${site}`,
          }
        : {
            subject: `“${row.title}” was not approved`,
            text: `Assalamu alaikum ${row.name},\n\nOur moderators did not approve your video “${row.title}”.\n\nReason: ${row.reason ?? 'No reason given'}\n\nYou can see your submissions and moderation messages at ${base}/dashboard/creator\n\n${site}`,
          };
    await deps.mailer.send({ to, ...mail });
  } catch (error) {
    deps.logger.error({ err: error, contentId, outcome }, 'could not tell the creator about moderation');
  }
}
