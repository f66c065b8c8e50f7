// Tells a creator by e-mail when a moderator publishes or rejects their video (the reason is in the mail and on
// their dashboard). A mail that cannot be sent is logged; it never undoes the moderation.

import { creatorContactOfContent } from '#server/db/repos/content.repo';
import type { AppDeps } from '#server/http/app-env';
import { composeMail, mailLocale } from '#server/mail/mail-texts';
import { configuredSiteName } from '#server/mail/site-name.repo';

export type NotifyDeps = Pick<AppDeps, 'db' | 'env' | 'logger' | 'mailer' | 'jobs'>;

export async function notifyCreator(deps: NotifyDeps, contentId: string, outcome: 'published' | 'rejected') {
  try {
    const row = await creatorContactOfContent(deps.db, contentId);
    const to = row?.userEmail ?? row?.profileEmail;
    if (!row || !to) return;
    const site = await configuredSiteName(deps.db, deps.env.SITE_NAME);
    const base = deps.env.publicUrl.replace(/\/$/, '');
    // In the creator's language (English when they never chose one).
    const locale = mailLocale(row.locale);
    const values = { site, name: row.name, title: row.title };
    const mail =
      outcome === 'published'
        ? composeMail('contentPublished', locale, { ...values, url: `${base}/video/${contentId}` })
        : composeMail('contentRejected', locale, {
            ...values,
            reason: row.reason,
            url: `${base}/dashboard/creator`,
          });
    await deps.mailer.send({ to, ...mail });
  } catch (error) {
    deps.logger.error({ err: error, contentId, outcome }, 'could not tell the creator about moderation');
  }
}
