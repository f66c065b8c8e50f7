import { describe, expect, it } from 'vitest';
import {
  type Board,
  clearLines,
  createTetrisGame,
  dropRow,
  emptyBoard,
  fits,
  gravityMs,
  hardDrop,
  kicksFor,
  levelForScore,
  moveLeft,
  moveRight,
  PIECE_TYPES,
  type PieceType,
  pieceCells,
  rotate,
  shuffledBag,
  spawnPiece,
  TETRIS_COLS,
  TETRIS_ROWS,
  type TetrisState,
  tickTetris,
} from './tetris-rules';

/** A board from a picture: rows listed bottom-up are filled at the bottom; '#' is a filled cell. */
function boardWith(rowsFromBottom: string[]): Board {
  const board = emptyBoard().map((row) => [...row]);
  rowsFromBottom.forEach((row, index) => {
    [...row].forEach((char, x) => {
      if (char === '#') (board[TETRIS_ROWS - 1 - index] as (PieceType | null)[])[x] = 'O';
    });
  });
  return board;
}

const withPiece = (state: TetrisState, type: PieceType, board = state.board): TetrisState => ({
  ...state,
  board,
  active: spawnPiece(type),
});

describe('tetris rules', () => {
  it('starts a 10×20 board, empty, with a piece at the top and a next piece', () => {
    const game = createTetrisGame(1);
    expect(game.board).toHaveLength(20);
    expect(game.board.every((row) => row.length === 10 && row.every((cell) => cell === null))).toBe(true);
    expect(PIECE_TYPES).toContain(game.active.type);
    expect(PIECE_TYPES).toContain(game.next);
    expect(Math.min(...pieceCells(game.active).map(([, y]) => y))).toBe(0);
    expect([game.score, game.lines, game.level]).toEqual([0, 0, 1]);
  });

  it('has seven tetrominoes of four cells each, with four rotation states', () => {
    for (const type of PIECE_TYPES) {
      for (const rotation of [0, 1, 2, 3] as const) {
        const cells = pieceCells({ type, rotation, x: 0, y: 0 });
        expect(new Set(cells.map(([x, y]) => `${x},${y}`)).size).toBe(4);
      }
    }
  });

  it('deals every piece exactly once per bag of seven (fair randomizer), seeded', () => {
    let state = createTetrisGame(99);
    const dealt: PieceType[] = [state.active.type];
    for (let index = 0; index < 69; index += 1) {
      state = { ...hardDrop({ ...state, board: emptyBoard() }), board: emptyBoard() };
      dealt.push(state.active.type);
    }
    for (let bag = 0; bag < 10; bag += 1) {
      expect([...dealt.slice(bag * 7, bag * 7 + 7)].sort()).toEqual([...PIECE_TYPES].sort());
    }
    expect(shuffledBag(5).bag).toEqual(shuffledBag(5).bag);
    // Different seeds give different orders (not one fixed order).
    const orders = new Set(Array.from({ length: 20 }, (_, seed) => shuffledBag(seed).bag.join('')));
    expect(orders.size).toBeGreaterThan(10);
  });

  it('moves left and right but not through walls', () => {
    let game = withPiece(createTetrisGame(1), 'O');
    for (let index = 0; index < 10; index += 1) game = moveLeft(game);
    expect(Math.min(...pieceCells(game.active).map(([x]) => x))).toBe(0);
    for (let index = 0; index < 10; index += 1) game = moveRight(game);
    expect(Math.max(...pieceCells(game.active).map(([x]) => x))).toBe(TETRIS_COLS - 1);
  });

  it('soft drops one row, and locks a resting piece', () => {
    const game = withPiece(createTetrisGame(1), 'O');
    expect(tickTetris(game).active.y).toBe(game.active.y + 1);
    const landed = { ...game, active: { ...game.active, y: TETRIS_ROWS - 2 } };
    const locked = tickTetris(landed);
    expect(locked.board[TETRIS_ROWS - 1]?.filter((cell) => cell === 'O')).toHaveLength(2);
    expect(locked.active.type).toBe(game.next);
  });

  it('hard drops to the floor and locks at once', () => {
    const game = withPiece(createTetrisGame(1), 'I');
    expect(dropRow(game)).toBe(TETRIS_ROWS - 2);
    const dropped = hardDrop(game);
    expect(dropped.board[TETRIS_ROWS - 1]?.slice(3, 7)).toEqual(['I', 'I', 'I', 'I']);
  });

  it('clears full lines, moves the rows above down, scores 100 a line', () => {
    const { board, cleared } = clearLines(boardWith(['##########', '#.........', '##########']));
    expect(cleared).toBe(2);
    expect(board[TETRIS_ROWS - 1]?.[0]).toBe('O');
    expect(board[TETRIS_ROWS - 1]?.slice(1).every((cell) => cell === null)).toBe(true);

    // An I piece dropped into a one-wide gap at column 9 on four nearly full rows: four lines, 400 points.
    const rows = ['#########.', '#########.', '#########.', '#########.'];
    let game = withPiece(createTetrisGame(1), 'I', boardWith(rows));
    game = rotate(game, 'cw');
    while (Math.max(...pieceCells(game.active).map(([x]) => x)) < 9) game = moveRight(game);
    game = hardDrop(game);
    expect(game.cleared).toBe(4);
    expect(game.lines).toBe(4);
    expect(game.score).toBe(400);
    expect(game.board.every((row) => row.every((cell) => cell === null))).toBe(true);
  });

  it('levels up every 1000 points, and speeds up 100 ms a level down to 100 ms', () => {
    expect([0, 900, 1000, 1999, 2000, 9500].map(levelForScore)).toEqual([1, 1, 2, 2, 3, 10]);
    expect(gravityMs(1)).toBe(1000);
    expect(gravityMs(2)).toBe(900);
    expect(gravityMs(5)).toBe(600);
    expect(gravityMs(10)).toBe(100);
    expect(gravityMs(11)).toBe(100);
    expect(gravityMs(30)).toBe(100);

    const rows = Array.from({ length: 1 }, () => '#########.');
    let game: TetrisState = { ...withPiece(createTetrisGame(1), 'I', boardWith(rows)), score: 900 };
    game = rotate(game, 'cw');
    while (Math.max(...pieceCells(game.active).map(([x]) => x)) < 9) game = moveRight(game);
    game = hardDrop(game);
    expect(game.score).toBe(1000);
    expect(game.level).toBe(2);
  });

  it('rotates with SRS wall kicks: a T against the left wall turns by kicking right', () => {
    let game = withPiece(createTetrisGame(1), 'T');
    game = rotate(game, 'cw'); // R state: the column in the box's middle, so the box hangs past the wall
    while (fits(game.board, { ...game.active, x: game.active.x - 1 })) game = moveLeft(game);
    expect(Math.min(...pieceCells(game.active).map(([x]) => x))).toBe(0);
    expect(game.active.x).toBe(-1);
    const turned = rotate(game, 'cw'); // to state 2: the spawn position hits the wall, the kick (+1, 0) fits
    expect(turned.active.rotation).toBe(2);
    expect(turned.active.x).toBe(game.active.x + 1);
    expect(pieceCells(turned.active).every(([x]) => x >= 0)).toBe(true);
  });

  it('uses the I piece its own kick table', () => {
    expect(kicksFor('I', 0, 1)).toEqual([
      [0, 0],
      [-2, 0],
      [1, 0],
      [-2, 1],
      [1, -2],
    ]);
    expect(kicksFor('T', 0, 1)).toEqual([
      [0, 0],
      [-1, 0],
      [-1, -1],
      [0, 2],
      [-1, 2],
    ]);
    expect(kicksFor('O', 0, 1)).toEqual([[0, 0]]);
    // A vertical I at the right wall turns flat by kicking left.
    let game = withPiece(createTetrisGame(1), 'I');
    game = rotate(game, 'cw');
    while (fits(game.board, { ...game.active, x: game.active.x + 1 })) game = moveRight(game);
    const flat = rotate(game, 'cw');
    expect(flat.active.rotation).toBe(2);
    expect(pieceCells(flat.active).every(([x]) => x >= 0 && x < TETRIS_COLS)).toBe(true);
  });

  it('does not turn when no kick fits', () => {
    // An I lying in a one-row slot: every vertical turn hits blocks.
    const walls = ['##########', '..........', '##########', '##########', '##########'];
    const board = boardWith(walls).map((row) => [...row]);
    const game: TetrisState = {
      ...createTetrisGame(1),
      board,
      active: { type: 'I', rotation: 0, x: 3, y: TETRIS_ROWS - 3 },
    };
    expect(fits(board, game.active)).toBe(true);
    expect(rotate(game, 'cw')).toBe(game);
  });

  it('tops out when the pieces pile to the top under repeated hard drops', () => {
    let game = createTetrisGame(3);
    let drops = 0;
    while (!game.over && drops < 100) {
      game = hardDrop(game);
      drops += 1;
    }
    expect(game.over).toBe(true);
    expect(drops).toBeLessThan(30);
    expect(hardDrop(game)).toBe(game);
    expect(tickTetris(game)).toBe(game);
  });

  it('replays the same game from the same seed', () => {
    const play = (seed: number) => {
      let game = createTetrisGame(seed);
      const types: PieceType[] = [];
      for (let index = 0; index < 12; index += 1) {
        types.push(game.active.type);
        game = hardDrop(moveLeft(game));
      }
      return types.join('');
    };
    expect(play(8)).toBe(play(8));
  });
});
