// The admin alert e-mails of Settings → Notifications: a new report, a new submission, and a daily
// digest, each sent only while its switch is on, to every administrator in their own language. A mail that cannot be
// sent is logged; the event it is about happened either way.

import { contentById, countWithStatus } from '#server/db/repos/content.repo';
import { reachableAdmins, usersJoinedSince } from '#server/db/repos/users.repo';
import type { AppDeps } from '#server/http/app-env';
import { composeMail, type MailKind, mailLocale } from '#server/mail/mail-texts';
import { configuredSiteName } from '#server/mail/site-name.repo';
import { openReportCount } from './admin-alerts.repo';
import { notificationSettings } from './site-settings.service';

type Alert =
  | { kind: 'newReport'; reason: string; contentId: string }
  | { kind: 'newSubmission'; title: string; contentId: string };

const MAIL_OF: Record<Alert['kind'], MailKind> = {
  newReport: 'adminNewReport',
  newSubmission: 'adminNewSubmission',
};

/** Sends the alert to every administrator when its switch is on; never throws. */
export async function alertAdmins(deps: Pick<AppDeps, 'db' | 'env' | 'mailer' | 'logger'>, alert: Alert) {
  try {
    const settings = await notificationSettings(deps.db);
    if (!settings[alert.kind]) return;
    const site = await configuredSiteName(deps.db, deps.env.SITE_NAME);
    const title =
      alert.kind === 'newReport' ? ((await contentById(deps.db, alert.contentId))?.title ?? '') : alert.title;
    const base = deps.env.publicUrl.replace(/\/$/, '');
    const url = alert.kind === 'newReport' ? `${base}/dashboard/admin` : `${base}/dashboard/admin/content`;
    for (const admin of await reachableAdmins(deps.db)) {
      const mail = composeMail(MAIL_OF[alert.kind], mailLocale(admin.locale), {
        site,
        name: admin.name,
        title,
        reason: alert.kind === 'newReport' ? alert.reason : null,
        url,
      });
      await deps.mailer.send({ to: admin.email, ...mail });
    }
  } catch (error) {
    deps.logger.error({ err: error, alert: alert.kind }, 'admin alert e-mail failed');
  }
}

/** The daily digest (a pg-boss job at 07:00 UTC): sent only while the switch is on. Returns how many were sent. */
export async function sendDailyDigest(deps: Pick<AppDeps, 'db' | 'env' | 'mailer'>, now = new Date()) {
  const settings = await notificationSettings(deps.db);
  if (!settings.dailyDigest) return 0;
  const figures = {
    pending: await countWithStatus(deps.db, 'pending'),
    reports: await openReportCount(deps.db),
    newUsers: await usersJoinedSince(deps.db, new Date(now.getTime() - 24 * 60 * 60 * 1000)),
  };
  const recipients = await reachableAdmins(deps.db);
  const site = await configuredSiteName(deps.db, deps.env.SITE_NAME);
  const base = deps.env.publicUrl.replace(/\/$/, '');
  for (const admin of recipients) {
    const locale = mailLocale(admin.locale);
    const number = new Intl.NumberFormat(locale);
    const mail = composeMail('adminDailyDigest', locale, {
      site,
      name: admin.name,
      url: `${base}/dashboard/admin`,
      pending: number.format(figures.pending),
      reports: number.format(figures.reports),
      newusers: number.format(figures.newUsers),
    });
    await deps.mailer.send({ to: admin.email, ...mail });
  }
  return recipients.length;
}

export const ADMIN_ALERT_JOBS = [
  {
    name: 'admin-daily-digest',
    policy: 'singleton' as const,
    cron: '0 7 * * *',
    handler: async (_data: object, deps: AppDeps) => {
      const sent = await sendDailyDigest(deps);
      if (sent) deps.logger.info({ sent }, 'admin daily digest sent');
    },
  },
];
