import { useCallback, useState } from 'react';
import { type HighScore, readHighScores, recordHighScore, type ScoredGame } from './high-scores';

/** The game's stored top five, and a recorder for a finished round that refreshes them. */
export function useHighScores(game: ScoredGame): [HighScore[], (score: number) => void] {
  const [scores, setScores] = useState(() => readHighScores(game));
  const record = useCallback((score: number) => setScores(recordHighScore(game, score)), [game]);
  return [scores, record];
}
