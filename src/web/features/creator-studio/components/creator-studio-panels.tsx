// The Creator Studio's pipeline panels: Quick Actions (Upload Content opens the submission form in a modal),
// the Content Manager (3 latest items with status badges), moderation messages, and the analytics panels that
// lead to the studio's pages; Monetization stays "Coming Soon" with no numbers.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { intlLocale } from '#shared/locales';
import { ErrorBanner } from '#web/components/banner';
import { Button, buttonClasses } from '#web/components/button';
import { DashboardCard } from '#web/components/dashboard-shell';
import { TEXT_LINK } from '#web/components/form-card';
import { Modal } from '#web/components/modal';
import { LoadingState } from '#web/components/spinner';
import { StatusBadge } from '#web/components/status-badge';
import { SubmissionForm } from '#web/features/submissions';
import { errorMessage } from '#web/lib/api-client';
import { currentLocale } from '#web/lib/i18n/i18n';
import { useCreatorContent } from '../api/get-creator-content';
import { useMyVideos, useThreads } from '../api/studio-queries';
import { UnreadBadge } from './studio-frame';

/** A YYYY-MM-DD date in the active language ("4 March 2018" in English), read as UTC so it never shifts a day. */
function formatDay(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  const locale = currentLocale();
  return new Intl.DateTimeFormat(intlLocale(locale === 'en' ? 'en-GB' : locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

const LIVE_PANELS = ['analytics', 'audienceInsights'] as const;

function ComingSoon() {
  const { t } = useTranslation('creator-studio');
  return (
    <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-bold text-stone-700">
      {t('comingSoon')}
    </span>
  );
}

export function CreatorStudioPanels() {
  const { t } = useTranslation('creator-studio');
  const [uploading, setUploading] = useState(false);
  const overview = useCreatorContent();
  const drafts = useMyVideos('draft', '');
  const latestDraft = drafts.data?.items[0];
  const threads = useThreads();
  const unread = threads.data?.threads.reduce((sum, thread) => sum + thread.unread, 0) ?? 0;

  return (
    <>
      <DashboardCard title={t('quickActions.title')} headingId="quick-actions-heading">
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setUploading(true)}>{t('quickActions.upload')}</Button>
          {latestDraft ? (
            <Link to={`/share?draft=${latestDraft.id}`} className={buttonClasses({ variant: 'secondary' })}>
              {t('quickActions.editDraft')}
            </Link>
          ) : (
            <Button variant="secondary" disabled aria-describedby="quick-actions-no-draft">
              {t('quickActions.editDraft')}
            </Button>
          )}
          <Link to="/dashboard/creator/videos" className={buttonClasses({ variant: 'secondary' })}>
            {t('quickActions.schedule')}
          </Link>
          <Link to="/dashboard/creator/messages" className={buttonClasses({ variant: 'secondary' })}>
            {t('quickActions.messages')}
            <UnreadBadge count={unread} />
          </Link>
        </div>
        {latestDraft ? null : (
          <p id="quick-actions-no-draft" className="mt-2 text-sm text-stone-600">
            {t('quickActions.noDraft')}
          </p>
        )}
      </DashboardCard>

      <Modal title={t('quickActions.upload')} open={uploading} onClose={() => setUploading(false)} wide>
        <SubmissionForm />
      </Modal>

      <DashboardCard title={t('contentManager.title')} headingId="content-manager-heading">
        <Link to="/dashboard/creator/videos" className={`${TEXT_LINK} mb-3 inline-block`}>
          {t('contentManager.viewAll')}
        </Link>
        {overview.isPending ? (
          <LoadingState />
        ) : overview.isError ? (
          <ErrorBanner>{errorMessage(overview.error)}</ErrorBanner>
        ) : overview.data.latest.length === 0 ? (
          <p>{t('notes.noContentUploaded')}</p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200">
            {overview.data.latest.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <div>
                  {item.status === 'published' ? (
                    <Link to={`/video/${item.id}`} translate="no" dir="auto" className={TEXT_LINK}>
                      {item.title}
                    </Link>
                  ) : (
                    <span translate="no" dir="auto" className="font-semibold text-stone-900">
                      {item.title}
                    </span>
                  )}
                  <p className="text-xs text-stone-600">
                    {t('contentManager.submitted', { date: formatDay(item.createdAt) })}
                  </p>
                </div>
                <StatusBadge status={item.status} />
              </li>
            ))}
          </ul>
        )}
      </DashboardCard>

      <DashboardCard title={t('messages.title')} headingId="messages-heading">
        {overview.isPending ? (
          <LoadingState />
        ) : overview.isError ? (
          <ErrorBanner>{errorMessage(overview.error)}</ErrorBanner>
        ) : overview.data.messages.length === 0 ? (
          <p>{t('messages.none')}</p>
        ) : (
          <ul className="space-y-3">
            {overview.data.messages.map((message) => (
              <li
                key={message.contentId}
                className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-950"
              >
                <p className="font-bold">{t('messages.notApproved', { title: message.title })}</p>
                <p className="mt-1">{t('messages.reason', { reason: message.reason })}</p>
                <p className="mt-1 text-xs">{formatDay(message.at)}</p>
              </li>
            ))}
          </ul>
        )}
      </DashboardCard>

      <div className="grid gap-5 sm:grid-cols-3">
        {LIVE_PANELS.map((panel) => (
          <section
            key={panel}
            aria-labelledby={`${panel}-panel-heading`}
            className="rounded-3xl border border-stone-200 bg-white p-5 text-stone-700"
          >
            <h2 id={`${panel}-panel-heading`} className="text-lg font-bold text-stone-900">
              {t(`panels.${panel}`)}
            </h2>
            <p className="mt-2 text-sm">{t(`panels.${panel}Intro`)}</p>
            <Link to="/dashboard/creator/analytics" className={`${TEXT_LINK} mt-2 inline-block`}>
              {t(`panels.${panel}Open`)}
            </Link>
          </section>
        ))}
        <section
          aria-labelledby="monetization-panel-heading"
          className="rounded-3xl border border-dashed border-stone-300 bg-white p-5 text-stone-700"
        >
          <div className="flex items-center justify-between gap-2">
            <h2 id="monetization-panel-heading" className="text-lg font-bold text-stone-900">
              {t('panels.monetization')}
            </h2>
            <ComingSoon />
          </div>
          <p className="mt-2 text-sm">{t('panels.monetizationIntro')}</p>
        </section>
      </div>
    </>
  );
}
