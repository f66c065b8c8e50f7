// GET /api/admin/audit-log: the 50 latest moderation actions (who, what, when, before and after).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '../../../../shared/content-pipeline.schema';
import { apiGet } from '../../../lib/api-client';

export function auditLogQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'audit-log'],
    queryFn: ({ signal }) => apiGet<{ entries: AuditEntry[] }>('/api/admin/audit-log', { signal }),
    select: (data) => data.entries,
  });
}

export function useAuditLog() {
  return useQuery(auditLogQueryOptions());
}
