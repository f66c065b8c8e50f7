// POST /api/admin/content/import: a .csv file's text; answers the inserted and failed rows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CsvImportResult } from '../../../../shared/content-pipeline.schema';
import { apiRequest } from '../../../lib/api-client';

export const CSV_TEMPLATE_URL = '/api/admin/content/import/template';

export function useImportCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { fileName: string; csv: string }) =>
      apiRequest<CsvImportResult>('/api/admin/content/import', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
