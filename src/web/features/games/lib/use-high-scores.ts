import { useCallback, useEffect, useState } from 'react';
import { type HighScore, readHighScores, recordHighScore, type ScoredGame } from './high-scores';

/** The game's stored top five, and a recorder for a finished round that refreshes them. */
export function useHighScores(game: ScoredGame): [HighScore[], (score: number) => void] {
  // Read once hydrated: the server has no storage, and the first render must match the server's HTML.
  const [scores, setScores] = useState<HighScore[]>([]);
  useEffect(() => setScores(readHighScores(game)), [game]);
  const record = useCallback((score: number) => setScores(recordHighScore(game, score)), [game]);
  return [scores, record];
}
