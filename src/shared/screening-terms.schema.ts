// The screening word lists as admins manage them: the schema of a term they add, and one policy reason's list
// as they see it. The screening itself (matching text against the lists) is screening.ts.
import { z } from 'zod';
import { safeText } from './safe-text';
import { SCREENING_REASONS, type ScreeningReason } from './screening';

export const screeningTermSchema = z.object({
  reason: z.enum(SCREENING_REASONS, { error: 'Please choose a policy reason' }),
  term: safeText({ error: 'Please enter a word or phrase' })
    .trim()
    .min(2, 'The term must be at least 2 characters')
    .max(100, 'The term must be at most 100 characters'),
});

/** One policy reason's word list as admins see it: the data file's terms and the ones admins added. */
export type ScreeningRuleView = {
  reason: ScreeningReason;
  label: string;
  weight: number;
  onlyWithoutMusic: boolean;
  fileTerms: string[];
  addedTerms: { id: string; term: string }[];
};
