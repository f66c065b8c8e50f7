// The reports queue: open reports oldest first with their age against the 24-48 hour review target; overdue
// ones highlighted; dismiss or unpublish (both recorded in the audit log). Unpublishing asks first in the app's
// own dialog (focus kept inside, labelled, translated), like every other action that takes a video down.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '#shared/domain';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { LoadingState } from '#web/components/spinner';
import { StatusBadge } from '#web/components/status-badge';
import { errorMessage } from '#web/lib/api-client';
import { messageText } from '#web/lib/i18n/message-text';
import { useReports } from '../api/get-reports';
import { useResolveReport } from '../api/resolve-report';
import { useAdminFormats } from '../format';

export function ReportsQueue() {
  const reports = useReports();
  const resolve = useResolveReport();
  const { min, max } = LIMITS.reportReviewHours;
  const { t } = useTranslation('admin');
  const format = useAdminFormats();
  const [unpublishing, setUnpublishing] = useState<{ id: string; title: string } | null>(null);
  const ageText = (hours: number): string => {
    if (hours < 1) return t('reports.lessThanHour');
    if (hours < 48) return format.ago(hours, 'hour');
    return format.ago(Math.floor(hours / 24), 'day');
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-700">
        {t('reports.target', { min: format.number(min), max: format.number(max) })}
      </p>
      {resolve.isError && !unpublishing ? <ErrorBanner>{errorMessage(resolve.error)}</ErrorBanner> : null}
      {reports.isPending ? (
        <LoadingState label={t('reports.loading')} />
      ) : reports.isError ? (
        <ErrorBanner>{errorMessage(reports.error)}</ErrorBanner>
      ) : reports.data.length === 0 ? (
        <p>{t('reports.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {reports.data.map((report) => (
            <li
              key={report.id}
              className={`rounded-2xl border p-4 ${report.overdue ? 'border-red-300 bg-red-50' : 'border-stone-200 bg-white'}`}
            >
              <div className="flex flex-wrap items-center gap-2">
                <p translate="no" dir="auto" className="font-bold text-stone-900">
                  {report.content.title}
                </p>
                <StatusBadge status={report.content.status} />
                {report.overdue ? (
                  <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-bold text-white">
                    {t('reports.overdue')}
                  </span>
                ) : null}
              </div>
              <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm wrap-anywhere sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold text-stone-700">{t('reports.reason')}</dt>
                <dd>{t(`reports.reasons.${report.reason}`)}</dd>
                <dt className="font-semibold text-stone-700">{t('reports.details')}</dt>
                <dd translate="no" dir="auto" className="whitespace-pre-wrap">
                  {report.details}
                </dd>
                <dt className="font-semibold text-stone-700">{t('reports.reporter')}</dt>
                <dd>
                  {report.reporter ? (
                    <>
                      {report.reporter.name ? (
                        <span translate="no" dir="auto">
                          {report.reporter.name}
                        </span>
                      ) : (
                        t('reports.aUser')
                      )}{' '}
                      (
                      <span translate="no" dir="auto">
                        {report.reporter.email}
                      </span>
                      )
                    </>
                  ) : (
                    t('reports.deletedAccount')
                  )}
                </dd>
                <dt className="font-semibold text-stone-700">{t('reports.reported')}</dt>
                <dd>{ageText(report.ageHours)}</dd>
              </dl>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={resolve.isPending}
                  onClick={() => resolve.mutate({ id: report.id, outcome: 'dismiss' })}
                  aria-label={t('reports.dismissLabel', { title: report.content.title })}
                >
                  {t('reports.dismiss')}
                </Button>
                <Button
                  size="sm"
                  disabled={resolve.isPending}
                  onClick={() => {
                    resolve.reset();
                    setUnpublishing({ id: report.id, title: report.content.title });
                  }}
                  aria-label={t('reports.unpublishLabel', { title: report.content.title })}
                >
                  {t('reports.unpublish')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {unpublishing ? (
        <ConfirmDialog
          title={t('reports.unpublishTitle')}
          body={t('reports.unpublishConfirm', { title: unpublishing.title })}
          confirm={t('reports.unpublish')}
          cancel={t('reports.cancel')}
          onConfirm={() =>
            resolve.mutate(
              { id: unpublishing.id, outcome: 'unpublish' },
              { onSuccess: () => setUnpublishing(null) },
            )
          }
          onClose={() => setUnpublishing(null)}
          pending={resolve.isPending}
          error={resolve.isError ? messageText(errorMessage(resolve.error)) : null}
        />
      ) : null}
    </div>
  );
}
