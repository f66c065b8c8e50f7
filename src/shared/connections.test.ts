import { describe, expect, it } from 'vitest';
import {
  boardTiles,
  deselectAll,
  MAX_MISTAKES,
  mistakesLeft,
  newRound,
  type Round,
  roundScore,
  seededRandom,
  shuffleBoard,
  submitGuess,
  takeHint,
  toggleTile,
} from './connections';
import type { ConnectionPuzzle } from './connections.schema';

const puzzle: ConnectionPuzzle = {
  id: 'p',
  language: 'en',
  title: 'Test',
  level: 'standard',
  groups: [
    { theme: 'Pillars', tiles: ['Shahada', 'Salah', 'Zakah', 'Hajj'].map((text) => ({ text })) },
    { theme: 'Months', tiles: ['Rajab', 'Safar', 'Shawwal', 'Muharram'].map((text) => ({ text })) },
    { theme: 'Angels', tiles: ['Jibril', 'Mikail', 'Israfil', 'Malik'].map((text) => ({ text })) },
    { theme: 'Quls', tiles: ['Al-Kafirun', 'Al-Ikhlas', 'Al-Falaq', 'An-Nas'].map((text) => ({ text })) },
  ],
};

function pick(round: Round, ids: string[]): Round {
  return ids.reduce(toggleTile, round);
}

describe('connections rules', () => {
  it('shuffles the same way for the same seed and differently for another', () => {
    const a = newRound(puzzle, seededRandom(7)).board.map((tile) => tile.id);
    const b = newRound(puzzle, seededRandom(7)).board.map((tile) => tile.id);
    const c = newRound(puzzle, seededRandom(8)).board.map((tile) => tile.id);
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect([...a].sort()).toEqual(
      boardTiles(puzzle)
        .map((tile) => tile.id)
        .sort(),
    );
  });

  it('selects at most four tiles, deselects one or all', () => {
    let round = newRound(puzzle, seededRandom(1));
    round = pick(round, ['0-0', '0-1', '0-2', '0-3', '1-0']);
    expect(round.selected).toEqual(['0-0', '0-1', '0-2', '0-3']);
    round = toggleTile(round, '0-1');
    expect(round.selected).toEqual(['0-0', '0-2', '0-3']);
    expect(deselectAll(round).selected).toEqual([]);
  });

  it('grades a correct group, removes it from the board, and wins after four', () => {
    let round = newRound(puzzle, seededRandom(1));
    expect(submitGuess(pick(round, ['0-0', '0-1', '0-2'])).result).toBe('incomplete');
    for (const g of [2, 0, 3, 1]) {
      const out = submitGuess(
        pick(
          round,
          [0, 1, 2, 3].map((i) => `${g}-${i}`),
        ),
      );
      expect(out.result).toBe('correct');
      round = out.round;
    }
    expect(round.solved).toEqual([2, 0, 3, 1]);
    expect(round.board).toEqual([]);
    expect(round.status).toBe('won');
    expect(roundScore(round)).toBe(100);
  });

  it('says one away for three of a group, counts mistakes, ignores a repeated guess, loses on the fourth', () => {
    let round = newRound(puzzle, seededRandom(2));
    const oneAway = submitGuess(pick(round, ['0-0', '0-1', '0-2', '1-0']));
    expect(oneAway.result).toBe('oneAway');
    round = oneAway.round;
    expect(mistakesLeft(round)).toBe(3);
    const again = submitGuess(round);
    expect(again.result).toBe('alreadyTried');
    expect(again.round.mistakes).toBe(1);
    round = submitGuess(pick(round, ['0-0', '0-1', '0-2', '1-0'])).round; // deselected, same four again
    expect(round.mistakes).toBe(1);
    round = submitGuess(pick(deselectAll(round), ['0-0', '1-0', '2-0', '3-0'])).round;
    round = submitGuess(pick(deselectAll(round), ['0-1', '1-1', '2-1', '3-1'])).round;
    expect(round.status).toBe('playing');
    const solved = submitGuess(pick(deselectAll(round), ['3-0', '3-1', '3-2', '3-3']));
    round = solved.round;
    const last = submitGuess(pick(round, ['0-2', '1-2', '2-2', '0-3']));
    expect(last.result).toBe('wrong');
    round = last.round;
    expect(round.mistakes).toBe(MAX_MISTAKES);
    expect(round.status).toBe('lost');
    expect(round.revealed).toEqual([0, 1, 2]);
    expect(round.solved).toEqual([3, 0, 1, 2]);
    expect(roundScore(round)).toBe(25);
    expect(toggleTile(round, '0-0')).toBe(round);
  });

  it('gives one gentle hint at a time: the first unsolved group and one of its tiles', () => {
    let round = newRound(puzzle, seededRandom(3));
    round = submitGuess(pick(round, ['0-0', '0-1', '0-2', '0-3'])).round;
    round = takeHint(round);
    expect(round.hint?.group).toBe(1);
    expect(round.hint?.tileId.startsWith('1-')).toBe(true);
    expect(takeHint(round)).toBe(round);
    round = submitGuess(pick(round, ['1-0', '1-1', '1-2', '1-3'])).round;
    expect(round.hint).toBeNull();
    expect(takeHint(round).hint?.group).toBe(2);
    expect(takeHint(round).hintsUsed).toBe(2);
  });

  it('young boards: pairs, no "one away", 25 points a pair', () => {
    const young: ConnectionPuzzle = {
      id: 'y',
      language: 'en',
      title: 'Young',
      level: 'young',
      groups: [
        {
          theme: 'Sky',
          tiles: [
            { text: 'Moon', picture: 'crescent' },
            { text: 'Star', picture: 'star' },
          ],
        },
        {
          theme: 'Food',
          tiles: [
            { text: 'Dates', picture: 'dates' },
            { text: 'Milk', picture: 'milk' },
          ],
        },
      ],
    };
    let round = newRound(young, seededRandom(4));
    expect(round.groupSize).toBe(2);
    expect(submitGuess(pick(round, ['0-0', '1-0'])).result).toBe('wrong');
    round = submitGuess(pick(round, ['0-0', '0-1'])).round;
    round = submitGuess(pick(round, ['1-1', '1-0'])).round;
    expect(round.status).toBe('won');
    expect(roundScore(round)).toBe(50);
  });

  it('shuffle keeps the same tiles and does nothing after the end', () => {
    const round = newRound(puzzle, seededRandom(5));
    const mixed = shuffleBoard(round, seededRandom(6));
    expect(mixed.board.map((t) => t.id).sort()).toEqual(round.board.map((t) => t.id).sort());
    const over = { ...round, status: 'won' as const };
    expect(shuffleBoard(over, seededRandom(6))).toBe(over);
  });
});
