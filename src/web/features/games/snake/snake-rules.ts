// Snake's rules (spec: 20×20 grid, tick 100 ms, edges wrap, game over on self-collision), pure and deterministic:
// every function takes a state and returns a new one; the page's loop calls `stepSnake` every SNAKE_TICK_MS.
import { nextInt } from '../lib/random';

export const SNAKE_GRID = 20;
export const SNAKE_TICK_MS = 100;
export const FOOD_POINTS = 10;
/** Turns remembered ahead of the ticks (a quick "up, left" lands as two turns, never as a reversal). */
const MAX_QUEUED_TURNS = 3;

export type Point = { x: number; y: number };
export type Direction = 'up' | 'down' | 'left' | 'right';

export type SnakeState = {
  /** Head first. */
  snake: Point[];
  direction: Direction;
  /** Turns asked for but not yet taken, one per tick. */
  queue: Direction[];
  /** Null only when the snake fills the board (a won game). */
  food: Point | null;
  score: number;
  over: boolean;
  /** The snake ate on the last tick (the page plays a sound and announces the score). */
  ate: boolean;
  /** The random source's state (food placement). */
  seed: number;
};

const OPPOSITE: Record<Direction, Direction> = { up: 'down', down: 'up', left: 'right', right: 'left' };
const DELTA: Record<Direction, Point> = {
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
};

const samePoint = (a: Point, b: Point) => a.x === b.x && a.y === b.y;

/** A cell for the food, never on the snake; null when no cell is free. */
export function placeFood(snake: Point[], seed: number): { food: Point | null; seed: number } {
  const taken = new Set(snake.map((part) => part.y * SNAKE_GRID + part.x));
  const free: number[] = [];
  for (let cell = 0; cell < SNAKE_GRID * SNAKE_GRID; cell += 1) if (!taken.has(cell)) free.push(cell);
  if (free.length === 0) return { food: null, seed };
  const draw = nextInt(seed, free.length);
  const cell = free[draw.value] as number;
  return { food: { x: cell % SNAKE_GRID, y: Math.floor(cell / SNAKE_GRID) }, seed: draw.state };
}

/** A new game: a snake of three in the middle, heading right, and the first food. */
export function createSnakeGame(seed: number): SnakeState {
  const middle = SNAKE_GRID / 2;
  const snake = [
    { x: middle, y: middle },
    { x: middle - 1, y: middle },
    { x: middle - 2, y: middle },
  ];
  const placed = placeFood(snake, seed);
  return {
    snake,
    direction: 'right',
    queue: [],
    food: placed.food,
    score: 0,
    over: false,
    ate: false,
    seed: placed.seed,
  };
}

/** Asks for a turn; ignored when it would reverse into the snake's neck or repeat the last asked direction. */
export function turnSnake(state: SnakeState, direction: Direction): SnakeState {
  if (state.over) return state;
  const last = state.queue[state.queue.length - 1] ?? state.direction;
  if (direction === last || direction === OPPOSITE[last] || state.queue.length >= MAX_QUEUED_TURNS)
    return state;
  return { ...state, queue: [...state.queue, direction] };
}

const wrap = (value: number) => (value + SNAKE_GRID) % SNAKE_GRID;

/** One tick: take the next queued turn, move (wrapping at the edges), eat, or end on the snake's own body. */
export function stepSnake(state: SnakeState): SnakeState {
  if (state.over) return state;
  const [turn, ...queue] = state.queue;
  const direction = turn ?? state.direction;
  const head = state.snake[0] as Point;
  const next = { x: wrap(head.x + DELTA[direction].x), y: wrap(head.y + DELTA[direction].y) };
  const eats = state.food !== null && samePoint(next, state.food);
  // The tail moves away this tick unless the snake grows, so the head may take the tail's cell.
  const body = eats ? state.snake : state.snake.slice(0, -1);
  if (body.some((part) => samePoint(part, next))) {
    return { ...state, direction, queue, over: true, ate: false };
  }
  const snake = [next, ...body];
  if (!eats) return { ...state, snake, direction, queue, ate: false };
  const placed = placeFood(snake, state.seed);
  return {
    ...state,
    snake,
    direction,
    queue,
    food: placed.food,
    seed: placed.seed,
    score: state.score + FOOD_POINTS,
    ate: true,
    // A snake filling the whole board has won: nothing is left to eat.
    over: placed.food === null,
  };
}
