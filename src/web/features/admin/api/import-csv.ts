// The bulk CSV import: POST /api/admin/content/import (a .csv file's text; answers 202 with the queued import),
// GET /api/admin/content/import/:id (polled while the job runs) and GET /api/admin/content/import (recent imports).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CsvImportView } from '#shared/csv-import.schema';
import { apiGet, apiRequest } from '#web/lib/api-client';

export const CSV_TEMPLATE_URL = '/api/admin/content/import/template';
/** How often a running import is asked for its progress. */
export const IMPORT_POLL_MS = 1000;

export const isImportRunning = (view: Pick<CsvImportView, 'status'>) =>
  view.status === 'queued' || view.status === 'running';

export function csvImportQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['admin', 'csv-imports', id],
    queryFn: ({ signal }) => apiGet<CsvImportView>(`/api/admin/content/import/${id}`, { signal }),
    refetchInterval: (query) =>
      query.state.data && !isImportRunning(query.state.data) ? false : IMPORT_POLL_MS,
  });
}

export function useCsvImport(id: string | null) {
  return useQuery({ ...csvImportQueryOptions(id ?? ''), enabled: id !== null });
}

export function useRecentCsvImports() {
  return useQuery({
    queryKey: ['admin', 'csv-imports'],
    queryFn: ({ signal }) => apiGet<{ imports: CsvImportView[] }>('/api/admin/content/import', { signal }),
    select: (data) => data.imports,
  });
}

export function useStartCsvImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { fileName: string; csv: string }) =>
      apiRequest<CsvImportView>('/api/admin/content/import', { method: 'POST', body: input }),
    onSuccess: (view) => {
      queryClient.setQueryData(csvImportQueryOptions(view.id).queryKey, view);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'csv-imports'], exact: true });
    },
  });
}
