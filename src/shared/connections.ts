// The rules of an Islamic Connections round, pure and deterministic (a seedable random source for shuffles):
// select tiles, submit a guess (correct, one away, wrong, already tried), shuffle, a gentle hint, mistakes, the end
// and the score. The web component keeps a Round in state and calls these; the unit tests play them directly.
import type { ConnectionLevel, ConnectionPuzzle } from './connections.schema';
import { CONNECTION_SHAPES } from './connections.schema';

/** Mistakes allowed before the round is lost (the fourth ends it). */
export const MAX_MISTAKES = 4;
/** Points per group found; a full standard board is 100, a young board 50 (GameHostProps: groups found × 25). */
export const POINTS_PER_GROUP = 25;

export type RandomSource = () => number;

/** mulberry32: the same seed gives the same shuffles on every device. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Fisher-Yates on a copy. */
export function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** A tile on the board: its id is `<group>-<tile>` (stable for a puzzle), its group the answer. */
export type BoardTile = { id: string; group: number; text: string; picture?: string };

export type RoundStatus = 'playing' | 'won' | 'lost';

export type Round = {
  level: ConnectionLevel;
  groupSize: number;
  /** Unsolved tiles in board order. */
  board: BoardTile[];
  /** Group indexes in the order they were found (or revealed at the end of a lost round). */
  solved: number[];
  /** Groups revealed because the round was lost (not found by the player). */
  revealed: number[];
  selected: string[];
  mistakes: number;
  /** Guesses already tried (sorted tile ids joined), so the same wrong guess is not counted twice. */
  tried: string[];
  /** The group the hint names, while it is unsolved; one of its tiles is marked. */
  hint: { group: number; tileId: string } | null;
  hintsUsed: number;
  status: RoundStatus;
};

export type GuessResult = 'correct' | 'oneAway' | 'wrong' | 'alreadyTried' | 'incomplete';

export function boardTiles(puzzle: Pick<ConnectionPuzzle, 'groups'>): BoardTile[] {
  return puzzle.groups.flatMap((group, g) =>
    group.tiles.map((tile, i) => ({
      id: `${g}-${i}`,
      group: g,
      text: tile.text,
      ...(tile.picture ? { picture: tile.picture } : {}),
    })),
  );
}

export function newRound(puzzle: Pick<ConnectionPuzzle, 'groups' | 'level'>, random: RandomSource): Round {
  return {
    level: puzzle.level,
    groupSize: CONNECTION_SHAPES[puzzle.level].tilesPerGroup,
    board: shuffled(boardTiles(puzzle), random),
    solved: [],
    revealed: [],
    selected: [],
    mistakes: 0,
    tried: [],
    hint: null,
    hintsUsed: 0,
    status: 'playing',
  };
}

/** Selects or deselects a tile; a full selection takes no more tiles. */
export function toggleTile(round: Round, tileId: string): Round {
  if (round.status !== 'playing' || !round.board.some((tile) => tile.id === tileId)) return round;
  if (round.selected.includes(tileId))
    return { ...round, selected: round.selected.filter((id) => id !== tileId) };
  if (round.selected.length >= round.groupSize) return round;
  return { ...round, selected: [...round.selected, tileId] };
}

export function deselectAll(round: Round): Round {
  return round.selected.length === 0 ? round : { ...round, selected: [] };
}

export function shuffleBoard(round: Round, random: RandomSource): Round {
  if (round.status !== 'playing') return round;
  return { ...round, board: shuffled(round.board, random) };
}

/** How many of the selected tiles share the most common group (4 = correct, 3 = one away on a standard board). */
function bestOverlap(tiles: BoardTile[]): { group: number; count: number } {
  const counts = new Map<number, number>();
  for (const tile of tiles) counts.set(tile.group, (counts.get(tile.group) ?? 0) + 1);
  let best = { group: -1, count: 0 };
  for (const [group, count] of counts) if (count > best.count) best = { group, count };
  return best;
}

/** Grades the selection. A repeated wrong guess costs nothing; the fourth mistake ends the round. */
export function submitGuess(round: Round): { round: Round; result: GuessResult } {
  if (round.status !== 'playing' || round.selected.length !== round.groupSize)
    return { round, result: 'incomplete' };
  const tiles = round.board.filter((tile) => round.selected.includes(tile.id));
  const key = [...round.selected].sort().join('+');
  const { group, count } = bestOverlap(tiles);
  if (count === round.groupSize) {
    const board = round.board.filter((tile) => tile.group !== group);
    const solved = [...round.solved, group];
    return {
      round: {
        ...round,
        board,
        solved,
        selected: [],
        hint: round.hint?.group === group ? null : round.hint,
        status: board.length === 0 ? 'won' : 'playing',
      },
      result: 'correct',
    };
  }
  if (round.tried.includes(key)) return { round, result: 'alreadyTried' };
  const mistakes = round.mistakes + 1;
  const lost = mistakes >= MAX_MISTAKES;
  const next: Round = { ...round, mistakes, tried: [...round.tried, key] };
  const oneAway = round.groupSize > 2 && count === round.groupSize - 1;
  return { round: lost ? revealAll({ ...next, selected: [] }) : next, result: oneAway ? 'oneAway' : 'wrong' };
}

/** The end of a lost round: every group not found is shown, in puzzle order. */
function revealAll(round: Round): Round {
  const missing = [...new Set(round.board.map((tile) => tile.group))].sort((a, b) => a - b);
  return {
    ...round,
    board: [],
    solved: [...round.solved, ...missing],
    revealed: missing,
    hint: null,
    status: 'lost',
  };
}

/**
 * A gentle hint: names the theme of the unsolved group with the lowest index and marks one of its tiles (the one
 * nearest the start of the board). One hint at a time: a new one only after the hinted group is found.
 */
export function takeHint(round: Round): Round {
  if (round.status !== 'playing' || round.hint) return round;
  const first = round.board.reduce((min, tile) => Math.min(min, tile.group), Number.POSITIVE_INFINITY);
  const tile = round.board.find((candidate) => candidate.group === first);
  if (!tile) return round;
  return { ...round, hint: { group: first, tileId: tile.id }, hintsUsed: round.hintsUsed + 1 };
}

export function mistakesLeft(round: Round): number {
  return MAX_MISTAKES - round.mistakes;
}

/** Groups the player found (revealed ones do not count) × 25. */
export function roundScore(round: Round): number {
  return (round.solved.length - round.revealed.length) * POINTS_PER_GROUP;
}
