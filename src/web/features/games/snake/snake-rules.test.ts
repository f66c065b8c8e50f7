import { describe, expect, it } from 'vitest';
import {
  createSnakeGame,
  FOOD_POINTS,
  placeFood,
  SNAKE_GRID,
  type SnakeState,
  stepSnake,
  turnSnake,
} from './snake-rules';

const steps = (state: SnakeState, count: number) => {
  let current = state;
  for (let index = 0; index < count; index += 1) current = stepSnake(current);
  return current;
};

describe('snake rules', () => {
  it('starts with a snake of three heading right on a 20×20 grid, the food off the snake', () => {
    const game = createSnakeGame(1);
    expect(SNAKE_GRID).toBe(20);
    expect(game.snake).toEqual([
      { x: 10, y: 10 },
      { x: 9, y: 10 },
      { x: 8, y: 10 },
    ]);
    expect(game.food).not.toBeNull();
    expect(game.snake).not.toContainEqual(game.food);
    expect(game.score).toBe(0);
  });

  it('places the same food for the same seed', () => {
    expect(createSnakeGame(5).food).toEqual(createSnakeGame(5).food);
  });

  it('moves one cell per tick', () => {
    const game = stepSnake({ ...createSnakeGame(1), food: { x: 0, y: 0 } });
    expect(game.snake[0]).toEqual({ x: 11, y: 10 });
    expect(game.snake).toHaveLength(3);
  });

  it('wraps at every edge', () => {
    const base = { ...createSnakeGame(1), food: { x: 5, y: 5 } };
    const right = stepSnake({ ...base, snake: [{ x: 19, y: 3 }], direction: 'right' as const });
    expect(right.snake[0]).toEqual({ x: 0, y: 3 });
    const left = stepSnake({ ...base, snake: [{ x: 0, y: 3 }], direction: 'left' as const });
    expect(left.snake[0]).toEqual({ x: 19, y: 3 });
    const up = stepSnake({ ...base, snake: [{ x: 4, y: 0 }], direction: 'up' as const });
    expect(up.snake[0]).toEqual({ x: 4, y: 19 });
    const down = stepSnake({ ...base, snake: [{ x: 4, y: 19 }], direction: 'down' as const });
    expect(down.snake[0]).toEqual({ x: 4, y: 0 });
    expect([right, left, up, down].every((game) => !game.over)).toBe(true);
  });

  it('eats: grows by one, scores, and puts new food off the snake', () => {
    const game = stepSnake({ ...createSnakeGame(1), food: { x: 11, y: 10 } });
    expect(game.ate).toBe(true);
    expect(game.score).toBe(FOOD_POINTS);
    expect(game.snake).toHaveLength(4);
    expect(game.food).not.toBeNull();
    expect(game.snake).not.toContainEqual(game.food);
    expect(stepSnake(game).ate).toBe(false);
  });

  it('ends the game when the head runs into the body', () => {
    // A snake of five turning back on itself: right, down, left, up hits its own body.
    let game: SnakeState = {
      ...createSnakeGame(1),
      food: { x: 0, y: 0 },
      snake: [
        { x: 10, y: 10 },
        { x: 9, y: 10 },
        { x: 8, y: 10 },
        { x: 7, y: 10 },
        { x: 6, y: 10 },
      ],
    };
    game = stepSnake(turnSnake(game, 'down'));
    game = stepSnake(turnSnake(game, 'left'));
    expect(game.over).toBe(false);
    game = stepSnake(turnSnake(game, 'up'));
    expect(game.over).toBe(true);
    expect(stepSnake(game)).toBe(game);
  });

  it('lets the head move into the cell the tail leaves', () => {
    const game: SnakeState = {
      ...createSnakeGame(1),
      food: { x: 0, y: 0 },
      direction: 'up',
      snake: [
        { x: 5, y: 5 },
        { x: 6, y: 5 },
        { x: 6, y: 4 },
        { x: 5, y: 4 },
      ],
    };
    expect(stepSnake(game).over).toBe(false);
  });

  it('never reverses, even on a quick double key press within one tick', () => {
    const game = createSnakeGame(1);
    expect(turnSnake(game, 'left').queue).toEqual([]);
    // Up then left before the next tick: the snake goes up, then left, and does not hit its neck.
    const queued = turnSnake(turnSnake(game, 'up'), 'left');
    expect(queued.queue).toEqual(['up', 'left']);
    const after = steps({ ...queued, food: { x: 0, y: 0 } }, 2);
    expect(after.over).toBe(false);
    expect(after.snake[0]).toEqual({ x: 9, y: 9 });
    // Up then down in one tick: the reversal of the queued turn is ignored.
    expect(turnSnake(turnSnake(game, 'up'), 'down').queue).toEqual(['up']);
  });

  it('places food only on free cells, and none on a full board', () => {
    const snake = [];
    for (let y = 0; y < SNAKE_GRID; y += 1) {
      for (let x = 0; x < SNAKE_GRID; x += 1) if (!(x === 7 && y === 13)) snake.push({ x, y });
    }
    for (const seed of [1, 2, 3, 99]) expect(placeFood(snake, seed).food).toEqual({ x: 7, y: 13 });
    expect(placeFood([...snake, { x: 7, y: 13 }], 1).food).toBeNull();
  });

  it('keeps food off the snake for many seeds', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      const game = createSnakeGame(seed);
      expect(game.snake).not.toContainEqual(game.food);
      const fed = stepSnake({ ...game, food: { x: 11, y: 10 } });
      expect(fed.snake).not.toContainEqual(fed.food);
    }
  });
});
