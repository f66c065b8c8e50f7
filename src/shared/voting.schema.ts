// Parents' votes on pending content: the vote, the items waiting for votes, and the outcome of one vote. The
// values questions asked beside the vote are value-answers.ts's.
import { z } from 'zod';
import type { ValueAnswers, ValueTally } from './value-answers';

export const voteSchema = z.object({
  vote: z.boolean({ error: 'voteYesNo' }),
});

// ——— Shapes the API returns ———

export type PendingItem = {
  id: string;
  title: string;
  description: string;
  /** The item's own thumbnail (through the image proxy); null when it has none yet. */
  thumbnailUrl: string | null;
  category: string;
  ageRange: number;
  contentRating: string;
  sourceType: string;
  youtubeUrl: string | null;
  creatorName: string;
  yesVotes: number;
  /** This parent's answers to the values questions (value-answers.ts); empty until they answer. */
  valueAnswers: ValueAnswers;
  /** The parents' tally per axis, shown once this parent has answered (null before, so nobody is led by it). */
  valueTally: ValueTally | null;
  createdAt: string;
};

export type VoteResult = { vote: boolean; yesVotes: number; approved: boolean };
