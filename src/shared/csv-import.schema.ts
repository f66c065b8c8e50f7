// The bulk CSV import's request (the chosen file) as the web and the server validate it. The rules for one row
// of the file are csv-import.ts.
import { z } from 'zod';
import { PIPELINE_MESSAGES } from './pipeline-messages';
import { safeText } from './safe-text';

export const csvImportSchema = z.object({
  fileName: safeText({ error: PIPELINE_MESSAGES.csvOnly })
    .trim()
    .refine((value) => value.toLowerCase().endsWith('.csv'), PIPELINE_MESSAGES.csvOnly),
  csv: safeText({ error: PIPELINE_MESSAGES.csvOnly }).max(30 * 1024 * 1024, 'The file is larger than 30 MB'),
});
