// GET /api/admin/audit-log[?targetId]: the 50 latest moderation actions (who, what, when, before and after),
// of the whole site or of one item.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '#shared/moderation.schema';
import { apiGet } from '#web/lib/api-client';

export function auditLogQueryOptions(targetId?: string) {
  return queryOptions({
    queryKey: ['admin', 'audit-log', targetId ?? 'all'],
    queryFn: ({ signal }) =>
      apiGet<{ entries: AuditEntry[] }>('/api/admin/audit-log', {
        signal,
        ...(targetId ? { searchParams: new URLSearchParams({ targetId }) } : {}),
      }),
    select: (data) => data.entries,
  });
}

export function useAuditLog(targetId?: string) {
  return useQuery(auditLogQueryOptions(targetId));
}
