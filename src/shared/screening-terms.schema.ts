// The screening word lists as admins manage them: the schema of a term they add, and one policy reason's list
// as they see it. The screening itself (matching text against the lists) is screening.ts.
import { z } from 'zod';
import { safeText } from './safe-text';
import { SCREENING_REASONS, type ScreeningReason } from './screening';

export const screeningTermSchema = z.object({
  reason: z.enum(SCREENING_REASONS, { error: 'choosePolicyReason' }),
  term: safeText({ error: 'enterWordPhrase' })
    .trim()
    .min(2, 'termLeast2Characters')
    .max(100, 'termMost100Characters'),
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
