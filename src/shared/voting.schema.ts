// Parents' votes on pending content: the vote, the items waiting for votes, and the outcome of one vote.
import { z } from 'zod';

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
  createdAt: string;
};

export type VoteResult = { vote: boolean; yesVotes: number; approved: boolean };
