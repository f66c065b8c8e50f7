// The moderation audit log: the latest actions with who, what, when and the values before and after.
import { ErrorBanner } from '#web/components/banner';
import { LoadingState } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { useAuditLog } from '../api/get-audit-log';
import { ScrollRegion } from './scroll-region';

export function auditSummary(values: Record<string, unknown> | null): string {
  if (!values) return '—';
  return Object.entries(values)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}

export function AuditLogPanel() {
  const log = useAuditLog();
  if (log.isPending) return <LoadingState />;
  if (log.isError) return <ErrorBanner>{errorMessage(log.error)}</ErrorBanner>;
  if (log.data.length === 0) return <p>No moderation actions yet.</p>;
  return (
    <ScrollRegion label="Moderation audit log">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Moderation audit log</caption>
        <thead className="bg-stone-50">
          <tr>
            <th scope="col" className="px-3 py-2">
              When
            </th>
            <th scope="col" className="px-3 py-2">
              Who
            </th>
            <th scope="col" className="px-3 py-2">
              What
            </th>
            <th scope="col" className="px-3 py-2">
              Before → after
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {log.data.map((entry) => (
            <tr key={entry.id}>
              <td className="px-3 py-2 whitespace-nowrap">{new Date(entry.createdAt).toLocaleString()}</td>
              <td className="px-3 py-2">{entry.actor?.name || (entry.actor ? 'Admin' : 'System')}</td>
              <td className="px-3 py-2 font-semibold">{entry.action}</td>
              <td className="px-3 py-2 break-words">
                {auditSummary(entry.before)} → {auditSummary(entry.after)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
