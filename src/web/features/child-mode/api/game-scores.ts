// The child's own top scores: GET /api/child/games/scores (top 5 per game) and POST /api/child/games/:game/scores
// after a round (a round id, so a retry after a lost answer is not stored twice).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChildGameScores } from '#shared/child-mode';
import type { GameId } from '#shared/games';
import { ApiError, apiGet, apiRequest } from '#web/lib/api-client';

export const CHILD_GAME_SCORES_QUERY_KEY = ['child', 'game-scores'] as const;

export function useChildGameScores(enabled: boolean) {
  return useQuery({
    queryKey: CHILD_GAME_SCORES_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<ChildGameScores>('/api/child/games/scores', { signal }),
    enabled,
    retry: false,
  });
}

function newRoundId(): string {
  return crypto.randomUUID();
}

async function postScore(game: GameId, score: number, roundId: string): Promise<ChildGameScores> {
  const send = () =>
    apiRequest<ChildGameScores>(`/api/child/games/${encodeURIComponent(game)}/scores`, {
      method: 'POST',
      body: { score, roundId },
    });
  try {
    return await send();
  } catch (error) {
    // A lost answer or a network hiccup: once more with the same round id (the server keeps a round once).
    if (!(error instanceof ApiError) || error.status !== 0) throw error;
    return send();
  }
}

export function usePostGameScore(game: GameId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (score: number) => postScore(game, score, newRoundId()),
    onSuccess: (scores) => queryClient.setQueryData(CHILD_GAME_SCORES_QUERY_KEY, scores),
  });
}
