// The moderation audit log: the latest actions with who, what, when and the values before and after.
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '#web/components/banner';
import { LoadingState } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { useAuditLog } from '../api/get-audit-log';
import { useAdminFormats } from '../format';
import { ScrollRegion } from './scroll-region';

export function auditSummary(values: Record<string, unknown> | null): string {
  if (!values) return '—';
  return Object.entries(values)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}

export function AuditLogPanel() {
  const { t } = useTranslation('admin');
  const format = useAdminFormats();
  const log = useAuditLog();
  if (log.isPending) return <LoadingState />;
  if (log.isError) return <ErrorBanner>{errorMessage(log.error)}</ErrorBanner>;
  if (log.data.length === 0) return <p>{t('auditLog.empty')}</p>;
  return (
    <ScrollRegion label={t('auditLog.label')}>
      <table className="w-full min-w-[40rem] text-start text-sm">
        <caption className="sr-only">{t('auditLog.label')}</caption>
        <thead className="bg-stone-50">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('auditLog.when')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('auditLog.who')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('auditLog.what')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('auditLog.beforeAfter')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {log.data.map((entry) => (
            <tr key={entry.id}>
              <td className="px-3 py-2 whitespace-nowrap">
                <time dateTime={entry.createdAt}>{format.dateTime(entry.createdAt)}</time>
              </td>
              <td className="px-3 py-2">
                {entry.actor?.name ? (
                  <span translate="no" dir="auto">
                    {entry.actor.name}
                  </span>
                ) : entry.actor ? (
                  t('auditLog.admin')
                ) : (
                  t('auditLog.system')
                )}
              </td>
              {/* The action code and the recorded values are data, written as the server stored them. */}
              <td translate="no" dir="ltr" className="px-3 py-2 font-semibold">
                {entry.action}
              </td>
              <td translate="no" dir="ltr" className="px-3 py-2 break-words">
                {auditSummary(entry.before)} → {auditSummary(entry.after)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
