// Tetris's rules (spec: 10×20 board, speed 1000 ms minus 100 ms per level down to 100 ms, 100 points per line,
// level up each 1000 points), pure and deterministic. The seven tetrominoes come from a 7-bag (each bag holds every
// piece once, shuffled with the seeded random source); rotation follows the Super Rotation System with its wall
// kicks (the I piece has its own table). The page's loop calls `tickTetris` every `gravityMs(level)`.
import { nextInt } from '../lib/random';

export const TETRIS_COLS = 10;
export const TETRIS_ROWS = 20;
export const POINTS_PER_LINE = 100;
export const POINTS_PER_LEVEL = 1000;

export const PIECE_TYPES = ['I', 'O', 'T', 'S', 'Z', 'J', 'L'] as const;
export type PieceType = (typeof PIECE_TYPES)[number];
/** 0 spawn, 1 clockwise (R), 2 upside down, 3 counter-clockwise (L). */
export type Rotation = 0 | 1 | 2 | 3;
export type Cell = readonly [x: number, y: number];
export type Board = readonly (readonly (PieceType | null)[])[];
export type ActivePiece = { type: PieceType; rotation: Rotation; x: number; y: number };

export type TetrisState = {
  /** TETRIS_ROWS rows of TETRIS_COLS cells, top row first. */
  board: Board;
  active: ActivePiece;
  next: PieceType;
  /** What is left of the current bag. */
  bag: PieceType[];
  seed: number;
  score: number;
  lines: number;
  level: number;
  over: boolean;
  /** Lines cleared by the last lock (the page plays a sound and announces the score). */
  cleared: number;
};

/** Each piece in its spawn state inside its SRS box (x right, y down). */
const SPAWN_SHAPES: Record<PieceType, { size: number; cells: Cell[] }> = {
  I: {
    size: 4,
    cells: [
      [0, 1],
      [1, 1],
      [2, 1],
      [3, 1],
    ],
  },
  O: {
    size: 2,
    cells: [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ],
  },
  T: {
    size: 3,
    cells: [
      [1, 0],
      [0, 1],
      [1, 1],
      [2, 1],
    ],
  },
  S: {
    size: 3,
    cells: [
      [1, 0],
      [2, 0],
      [0, 1],
      [1, 1],
    ],
  },
  Z: {
    size: 3,
    cells: [
      [0, 0],
      [1, 0],
      [1, 1],
      [2, 1],
    ],
  },
  J: {
    size: 3,
    cells: [
      [0, 0],
      [0, 1],
      [1, 1],
      [2, 1],
    ],
  },
  L: {
    size: 3,
    cells: [
      [2, 0],
      [0, 1],
      [1, 1],
      [2, 1],
    ],
  },
};

/** The four rotation states of every piece: a quarter turn clockwise in an n×n box maps (x, y) to (n−1−y, x). */
const SHAPES: Record<PieceType, Cell[][]> = Object.fromEntries(
  PIECE_TYPES.map((type) => {
    const { size, cells } = SPAWN_SHAPES[type];
    const states: Cell[][] = [cells];
    for (let turn = 1; turn < 4; turn += 1) {
      const previous = states[turn - 1] as Cell[];
      states.push(previous.map(([x, y]) => [size - 1 - y, x] as const));
    }
    return [type, states];
  }),
) as Record<PieceType, Cell[][]>;

export function pieceCells(piece: ActivePiece): Cell[] {
  return (SHAPES[piece.type][piece.rotation] as Cell[]).map(([x, y]) => [piece.x + x, piece.y + y] as const);
}

/** The cells of a piece in its spawn state, relative to its box (the next-piece preview). */
export function previewCells(type: PieceType): Cell[] {
  return SPAWN_SHAPES[type].cells;
}

/**
 * SRS wall kicks, written as the guideline's tables with y pointing up; `kicksFor` turns them to our y-down board.
 * Keys are "from>to" rotation states.
 */
const JLSTZ_KICKS: Record<string, Cell[]> = {
  '0>1': [
    [0, 0],
    [-1, 0],
    [-1, 1],
    [0, -2],
    [-1, -2],
  ],
  '1>0': [
    [0, 0],
    [1, 0],
    [1, -1],
    [0, 2],
    [1, 2],
  ],
  '1>2': [
    [0, 0],
    [1, 0],
    [1, -1],
    [0, 2],
    [1, 2],
  ],
  '2>1': [
    [0, 0],
    [-1, 0],
    [-1, 1],
    [0, -2],
    [-1, -2],
  ],
  '2>3': [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, -2],
    [1, -2],
  ],
  '3>2': [
    [0, 0],
    [-1, 0],
    [-1, -1],
    [0, 2],
    [-1, 2],
  ],
  '3>0': [
    [0, 0],
    [-1, 0],
    [-1, -1],
    [0, 2],
    [-1, 2],
  ],
  '0>3': [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, -2],
    [1, -2],
  ],
};
const I_KICKS: Record<string, Cell[]> = {
  '0>1': [
    [0, 0],
    [-2, 0],
    [1, 0],
    [-2, -1],
    [1, 2],
  ],
  '1>0': [
    [0, 0],
    [2, 0],
    [-1, 0],
    [2, 1],
    [-1, -2],
  ],
  '1>2': [
    [0, 0],
    [-1, 0],
    [2, 0],
    [-1, 2],
    [2, -1],
  ],
  '2>1': [
    [0, 0],
    [1, 0],
    [-2, 0],
    [1, -2],
    [-2, 1],
  ],
  '2>3': [
    [0, 0],
    [2, 0],
    [-1, 0],
    [2, 1],
    [-1, -2],
  ],
  '3>2': [
    [0, 0],
    [-2, 0],
    [1, 0],
    [-2, -1],
    [1, 2],
  ],
  '3>0': [
    [0, 0],
    [1, 0],
    [-2, 0],
    [1, -2],
    [-2, 1],
  ],
  '0>3': [
    [0, 0],
    [-1, 0],
    [2, 0],
    [-1, 2],
    [2, -1],
  ],
};

/** The offsets tried, in order, when `type` turns from one state to the next (y down, as on our board). */
export function kicksFor(type: PieceType, from: Rotation, to: Rotation): Cell[] {
  if (type === 'O') return [[0, 0]];
  const table = type === 'I' ? I_KICKS : JLSTZ_KICKS;
  return (table[`${from}>${to}`] as Cell[]).map(([x, y]) => [x, 0 - y] as const);
}

/** Gravity: one row every max(100, 1000 − 100 × (level − 1)) ms — 1000 ms at level 1, 100 ms from level 10. */
export function gravityMs(level: number): number {
  return Math.max(100, 1000 - 100 * (level - 1));
}

export function levelForScore(score: number): number {
  return 1 + Math.floor(score / POINTS_PER_LEVEL);
}

export function emptyBoard(): Board {
  return Array.from({ length: TETRIS_ROWS }, () => Array<PieceType | null>(TETRIS_COLS).fill(null));
}

/** Cells above the board are free (a piece may rotate partly above it); the walls and floor are not. */
export function fits(board: Board, piece: ActivePiece): boolean {
  return pieceCells(piece).every(
    ([x, y]) => x >= 0 && x < TETRIS_COLS && y < TETRIS_ROWS && (y < 0 || board[y]?.[x] === null),
  );
}

/** A new bag: the seven pieces in a seeded Fisher–Yates order. */
export function shuffledBag(seed: number): { bag: PieceType[]; seed: number } {
  const bag: PieceType[] = [...PIECE_TYPES];
  let state = seed;
  for (let index = bag.length - 1; index > 0; index -= 1) {
    const draw = nextInt(state, index + 1);
    state = draw.state;
    [bag[index], bag[draw.value]] = [bag[draw.value] as PieceType, bag[index] as PieceType];
  }
  return { bag, seed: state };
}

function drawPiece(bag: PieceType[], seed: number): { piece: PieceType; bag: PieceType[]; seed: number } {
  const source = bag.length > 0 ? { bag, seed } : shuffledBag(seed);
  const [piece, ...rest] = source.bag as [PieceType, ...PieceType[]];
  return { piece, bag: rest, seed: source.seed };
}

/** A piece entering at the top, centred (the I piece's row sits on the top row). */
export function spawnPiece(type: PieceType): ActivePiece {
  const { size } = SPAWN_SHAPES[type];
  return { type, rotation: 0, x: Math.floor((TETRIS_COLS - size) / 2), y: type === 'I' ? -1 : 0 };
}

export function createTetrisGame(seed: number): TetrisState {
  const first = drawPiece([], seed);
  const second = drawPiece(first.bag, first.seed);
  return {
    board: emptyBoard(),
    active: spawnPiece(first.piece),
    next: second.piece,
    bag: second.bag,
    seed: second.seed,
    score: 0,
    lines: 0,
    level: 1,
    over: false,
    cleared: 0,
  };
}

function moveBy(state: TetrisState, dx: number, dy: number): TetrisState {
  if (state.over) return state;
  const moved = { ...state.active, x: state.active.x + dx, y: state.active.y + dy };
  return fits(state.board, moved) ? { ...state, active: moved, cleared: 0 } : state;
}

export const moveLeft = (state: TetrisState) => moveBy(state, -1, 0);
export const moveRight = (state: TetrisState) => moveBy(state, 1, 0);

/** A quarter turn with SRS wall kicks: the first offset where the turned piece fits wins; none, no turn. */
export function rotate(state: TetrisState, direction: 'cw' | 'ccw'): TetrisState {
  if (state.over) return state;
  const from = state.active.rotation;
  const to = ((from + (direction === 'cw' ? 1 : 3)) % 4) as Rotation;
  for (const [dx, dy] of kicksFor(state.active.type, from, to)) {
    const turned = { ...state.active, rotation: to, x: state.active.x + dx, y: state.active.y + dy };
    if (fits(state.board, turned)) return { ...state, active: turned, cleared: 0 };
  }
  return state;
}

/** Full rows removed, the rows above moved down; how many were full. */
export function clearLines(board: Board): { board: Board; cleared: number } {
  const kept = board.filter((row) => row.some((cell) => cell === null));
  const cleared = TETRIS_ROWS - kept.length;
  const fresh = Array.from({ length: cleared }, () => Array<PieceType | null>(TETRIS_COLS).fill(null));
  return { board: [...fresh, ...kept], cleared };
}

/** The piece becomes part of the board, full lines clear and score, the next piece enters (or the game ends). */
function lock(state: TetrisState): TetrisState {
  const cells = pieceCells(state.active);
  // A piece locking partly above the board is a top-out.
  if (cells.some(([, y]) => y < 0)) return { ...state, over: true, cleared: 0 };
  const merged = state.board.map((row) => [...row]);
  for (const [x, y] of cells) (merged[y] as (PieceType | null)[])[x] = state.active.type;
  const { board, cleared } = clearLines(merged);
  const score = state.score + cleared * POINTS_PER_LINE;
  const drawn = drawPiece(state.bag, state.seed);
  const active = spawnPiece(state.next);
  return {
    ...state,
    board,
    active,
    next: drawn.piece,
    bag: drawn.bag,
    seed: drawn.seed,
    score,
    lines: state.lines + cleared,
    level: levelForScore(score),
    cleared,
    // The next piece has no room to enter: a top-out.
    over: !fits(board, active),
  };
}

/** Gravity and the soft drop: one row down, or lock where the piece rests. */
export function tickTetris(state: TetrisState): TetrisState {
  if (state.over) return state;
  const lowered = { ...state.active, y: state.active.y + 1 };
  return fits(state.board, lowered) ? { ...state, active: lowered, cleared: 0 } : lock(state);
}

/** Where the active piece would land (the drop shadow and the hard drop). */
export function dropRow(state: TetrisState): number {
  let y = state.active.y;
  while (fits(state.board, { ...state.active, y: y + 1 })) y += 1;
  return y;
}

export function hardDrop(state: TetrisState): TetrisState {
  if (state.over) return state;
  return lock({ ...state, active: { ...state.active, y: dropRow(state) } });
}
