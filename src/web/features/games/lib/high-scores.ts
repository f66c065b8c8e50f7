// A visitor's best scores per game, the top five, in this browser's local storage under the spec's keys
// (`snakeHighScores`, `tetrisHighScores`): a JSON list of { score, date } (date as an ISO day), best first.
// Whatever else is found there (garbage, another shape, too many entries) is read as far as it makes sense and
// never breaks the page.
import { HIGH_SCORE_STORAGE_KEYS, TOP_SCORES_KEPT } from '#shared/games';
import { readStorage, writeStorage } from '#web/lib/local-storage';

export type ScoredGame = keyof typeof HIGH_SCORE_STORAGE_KEYS;
export type HighScore = { score: number; date: string };

const MAX_SCORE = 1_000_000_000;

function asHighScore(entry: unknown): HighScore | null {
  // An older or hand-written list of bare numbers still counts.
  const raw = typeof entry === 'number' ? { score: entry, date: '' } : entry;
  if (typeof raw !== 'object' || raw === null) return null;
  const { score, date } = raw as { score?: unknown; date?: unknown };
  if (typeof score !== 'number' || !Number.isInteger(score) || score <= 0 || score > MAX_SCORE) return null;
  const day = typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '';
  return { score, date: day };
}

const best = (scores: HighScore[]) => [...scores].sort((a, b) => b.score - a.score).slice(0, TOP_SCORES_KEPT);

/** The stored text as a clean top-five list. */
export function parseHighScores(stored: string | null): HighScore[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return best(value.map(asHighScore).filter((entry): entry is HighScore => entry !== null));
}

/** The list with a new score in its place (a zero score is no record). */
export function withHighScore(scores: HighScore[], score: number, date: string): HighScore[] {
  const entry = asHighScore({ score, date });
  return entry ? best([...scores, entry]) : best(scores);
}

export function readHighScores(game: ScoredGame): HighScore[] {
  return parseHighScores(readStorage(HIGH_SCORE_STORAGE_KEYS[game]));
}

/** Records a finished round's score; returns the new list. */
export function recordHighScore(game: ScoredGame, score: number, now: Date = new Date()): HighScore[] {
  const scores = withHighScore(readHighScores(game), score, now.toISOString().slice(0, 10));
  writeStorage(HIGH_SCORE_STORAGE_KEYS[game], JSON.stringify(scores));
  return scores;
}
