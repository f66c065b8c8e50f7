// The reports queue: open reports oldest first with their age against the 24-48 hour review target; overdue
// ones highlighted; dismiss or unpublish (both recorded in the audit log).
import { LIMITS } from '#shared/domain';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { LoadingState } from '#web/components/spinner';
import { StatusBadge } from '#web/components/status-badge';
import { errorMessage } from '#web/lib/api-client';
import { useReports } from '../api/get-reports';
import { useResolveReport } from '../api/resolve-report';

function ageText(hours: number): string {
  if (hours < 1) return 'less than an hour ago';
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.floor(hours / 24);
  return `${days} days ago`;
}

export function ReportsQueue() {
  const reports = useReports();
  const resolve = useResolveReport();
  const { min, max } = LIMITS.reportReviewHours;

  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-700">
        Review target: every report within {min}-{max} hours. Overdue reports are highlighted.
      </p>
      {resolve.isError ? <ErrorBanner>{errorMessage(resolve.error)}</ErrorBanner> : null}
      {reports.isPending ? (
        <LoadingState label="Loading reports..." />
      ) : reports.isError ? (
        <ErrorBanner>{errorMessage(reports.error)}</ErrorBanner>
      ) : reports.data.length === 0 ? (
        <p>No open reports. Well done!</p>
      ) : (
        <ul className="space-y-3">
          {reports.data.map((report) => (
            <li
              key={report.id}
              className={`rounded-2xl border p-4 ${report.overdue ? 'border-red-300 bg-red-50' : 'border-stone-200 bg-white'}`}
            >
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-bold text-stone-900">{report.content.title}</p>
                <StatusBadge status={report.content.status} />
                {report.overdue ? (
                  <span className="rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-bold text-white">
                    Overdue
                  </span>
                ) : null}
              </div>
              <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold text-stone-700">Reason</dt>
                <dd className="capitalize">{report.reason}</dd>
                <dt className="font-semibold text-stone-700">Details</dt>
                <dd className="whitespace-pre-wrap">{report.details}</dd>
                <dt className="font-semibold text-stone-700">Reporter</dt>
                <dd>
                  {report.reporter
                    ? `${report.reporter.name || 'A user'} (${report.reporter.email})`
                    : 'Deleted account'}
                </dd>
                <dt className="font-semibold text-stone-700">Reported</dt>
                <dd>{ageText(report.ageHours)}</dd>
              </dl>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={resolve.isPending}
                  onClick={() => resolve.mutate({ id: report.id, outcome: 'dismiss' })}
                  aria-label={`Dismiss the report about ${report.content.title}`}
                >
                  Dismiss
                </Button>
                <Button
                  size="sm"
                  disabled={resolve.isPending}
                  onClick={() => {
                    if (
                      window.confirm(
                        `Unpublish “${report.content.title}”? The creator will see the report as the reason.`,
                      )
                    )
                      resolve.mutate({ id: report.id, outcome: 'unpublish' });
                  }}
                  aria-label={`Unpublish ${report.content.title}`}
                >
                  Unpublish
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
