// Snake on a canvas: keyboard (arrows, WASD; Space or P pauses), swipes on the board and an on-screen pad on touch
// screens. Honours the host's props (child mode): halted, onPlayingChange, onGameOver.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameHostProps } from '#web/lib/game-host';
import {
  BestStat,
  GameBoard,
  GameFooter,
  PauseButton,
  useGameChrome,
  useRoundControls,
} from '../components/game-chrome';
import { Arrow, GameOverlay, PadButton, Stat, TouchPad } from '../components/game-parts';
import { prepareCanvas, roundedRect, useCellSize } from '../lib/canvas';
import { type GamePhase, useGameKeys, useGameSession } from '../lib/use-game-session';
import {
  createSnakeGame,
  type Direction,
  SNAKE_GRID,
  SNAKE_TICK_MS,
  type SnakeState,
  stepSnake,
  turnSnake,
} from './snake-rules';

export type SnakeGameProps = GameHostProps & {
  /** The player's best score so far (shown beside the score). */
  best?: number;
  /** The `?seed=` test hook. */
  seed?: number;
};

const KEY_DIRECTIONS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  w: 'up',
  W: 'up',
  s: 'down',
  S: 'down',
  a: 'left',
  A: 'left',
  d: 'right',
  D: 'right',
};

/** Colour-blind-safe (Okabe–Ito blue snake, vermillion fruit), told apart by shape as well: round fruit, square snake. */
const COLOURS = {
  light: '#e8f5e0',
  dark: '#d7edcb',
  snake: '#0072b2',
  head: '#00507d',
  fruit: '#d55e00',
  leaf: '#009e73',
  eye: '#ffffff',
};

function drawSnake(canvas: HTMLCanvasElement | null, state: SnakeState, cell: number, phase: GamePhase) {
  if (!canvas) return;
  const size = cell * SNAKE_GRID;
  const context = prepareCanvas(canvas, size, size);
  if (!context) return;
  for (let y = 0; y < SNAKE_GRID; y += 1) {
    for (let x = 0; x < SNAKE_GRID; x += 1) {
      context.fillStyle = (x + y) % 2 === 0 ? COLOURS.light : COLOURS.dark;
      context.fillRect(x * cell, y * cell, cell, cell);
    }
  }
  if (state.food) {
    const cx = state.food.x * cell + cell / 2;
    const cy = state.food.y * cell + cell / 2;
    context.fillStyle = COLOURS.fruit;
    context.beginPath();
    context.arc(cx, cy + cell * 0.05, cell * 0.38, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = COLOURS.leaf;
    context.beginPath();
    context.ellipse(cx + cell * 0.14, cy - cell * 0.32, cell * 0.16, cell * 0.08, -0.6, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = 'rgba(255,255,255,0.6)';
    context.beginPath();
    context.arc(cx - cell * 0.13, cy - cell * 0.08, cell * 0.08, 0, Math.PI * 2);
    context.fill();
  }
  // The body as one rounded band: a square per part, bridged to the next part unless the snake wraps there.
  context.fillStyle = COLOURS.snake;
  const band = cell * 0.78;
  const pad = (cell - band) / 2;
  state.snake.forEach((part, index) => {
    roundedRect(context, part.x * cell + pad, part.y * cell + pad, band, band, band * 0.35);
    context.fill();
    const next = state.snake[index + 1];
    if (next && Math.abs(next.x - part.x) + Math.abs(next.y - part.y) === 1) {
      const left = Math.min(part.x, next.x) * cell + pad;
      const top = Math.min(part.y, next.y) * cell + pad;
      const horizontal = next.y === part.y;
      context.fillRect(
        left + (horizontal ? band / 2 : 0),
        top + (horizontal ? 0 : band / 2),
        horizontal ? cell : band,
        horizontal ? band : cell,
      );
    }
  });
  const first = state.snake[0];
  if (first) {
    context.fillStyle = COLOURS.head;
    roundedRect(context, first.x * cell + 0.5, first.y * cell + 0.5, cell - 1, cell - 1, cell * 0.4);
    context.fill();
  }
  const head = state.snake[0];
  if (head) {
    // Two eyes looking where the snake goes.
    const look = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] }[state.direction];
    const [lx, ly] = look as [number, number];
    const cx = head.x * cell + cell / 2 + lx * cell * 0.15;
    const cy = head.y * cell + cell / 2 + ly * cell * 0.15;
    for (const side of [-1, 1]) {
      const ex = cx + (ly !== 0 ? side * cell * 0.2 : 0);
      const ey = cy + (lx !== 0 ? side * cell * 0.2 : 0);
      context.fillStyle = COLOURS.eye;
      context.beginPath();
      context.arc(ex, ey, cell * 0.15, 0, Math.PI * 2);
      context.fill();
      context.fillStyle = '#1c1917';
      context.beginPath();
      context.arc(ex + lx * cell * 0.05, ey + ly * cell * 0.05, cell * 0.075, 0, Math.PI * 2);
      context.fill();
    }
  }
  if (phase === 'paused' || phase === 'over') {
    context.fillStyle = 'rgba(255,255,255,0.25)';
    context.fillRect(0, 0, size, size);
  }
}

export function SnakeGame(props: SnakeGameProps) {
  const { t } = useTranslation('games');
  const container = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const chrome = useGameChrome(props.best);
  const { touch } = chrome;
  const cell = useCellSize(container, {
    cols: SNAKE_GRID,
    rows: SNAKE_GRID,
    reservedHeight: touch ? 440 : 300,
    max: 28,
  });

  const session = useGameSession<SnakeState>({
    host: props,
    layout: cell,
    create: createSnakeGame,
    stepMs: () => SNAKE_TICK_MS,
    step: stepSnake,
    draw: (state, phase) => drawSnake(canvas.current, state, cell, phase),
    onChange: (previous, next) => {
      // The last fruit's score is read out by the game-over line.
      if (next.ate) chrome.scored('eat', next.over ? undefined : next.score);
      if (next.over && !previous.over) chrome.ended(next.score);
    },
  });
  const { state, phase, halted, act, togglePause } = session;
  const { start, resume } = useRoundControls(chrome, session, props.best);
  const turn = (direction: Direction) => act((current) => turnSnake(current, direction));

  useGameKeys(chrome.board, { phase, halted }, (key) => {
    const direction = KEY_DIRECTIONS[key];
    if (phase === 'playing') {
      if (direction) turn(direction);
      else if (key === ' ' || key === 'p' || key === 'P' || key === 'Escape') togglePause();
      else return false;
      return true;
    }
    if (phase === 'paused' && (key === ' ' || key === 'p' || key === 'P' || key === 'Enter')) resume();
    else if (phase === 'ready' && (key === ' ' || key === 'Enter' || direction)) start();
    else if (phase === 'over' && key === 'Enter') start();
    else return false;
    return true;
  });

  // Swipes on the board steer the snake.
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const onPointerDown = (event: React.PointerEvent) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: React.PointerEvent) => {
    const from = swipeStart.current;
    if (!from) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.max(Math.abs(dx), Math.abs(dy)) < 24) return;
    turn(Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'right' : 'left') : dy > 0 ? 'down' : 'up');
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerEnd = () => {
    swipeStart.current = null;
  };

  const size = cell * SNAKE_GRID;
  return (
    <div ref={container} className="flex w-full flex-col items-center gap-3">
      <div className="flex w-full flex-wrap items-center justify-between gap-2" style={{ maxWidth: size }}>
        <dl className="flex gap-2">
          <Stat label={t('play.score')} value={state.score} testId="game-score" />
          <BestStat best={props.best} phase={phase} score={state.score} />
        </dl>
        <PauseButton phase={phase} halted={halted} onPause={session.pause} onResume={resume} />
      </div>
      <div className="relative" style={{ width: size, height: size }}>
        <GameBoard
          boardRef={chrome.board}
          label={t('snake.board')}
          hintId={chrome.hintId}
          ringClassName="ring-teal-800/20"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
        >
          <canvas ref={canvas} className="block" />
        </GameBoard>
        <GameOverlay
          phase={phase}
          halted={halted}
          readyText={t('snake.ready')}
          score={state.score}
          won={state.over && state.food === null}
          newBest={phase === 'over' && state.score > chrome.bestAtStart}
          onStart={start}
          onResume={resume}
        />
      </div>
      {touch ? (
        <div className="flex w-full" style={{ maxWidth: size }}>
          <TouchPad position={chrome.position} label={t('snake.pad')}>
            <div className="grid grid-cols-3 gap-1.5">
              <span />
              <PadButton label={t('snake.up')} onPress={() => turn('up')}>
                <Arrow direction="up" />
              </PadButton>
              <span />
              <PadButton label={t('snake.left')} onPress={() => turn('left')}>
                <Arrow direction="left" />
              </PadButton>
              <PadButton label={t('snake.down')} onPress={() => turn('down')}>
                <Arrow direction="down" />
              </PadButton>
              <PadButton label={t('snake.right')} onPress={() => turn('right')}>
                <Arrow direction="right" />
              </PadButton>
            </div>
          </TouchPad>
        </div>
      ) : null}
      <GameFooter
        chrome={chrome}
        hint={touch ? t('snake.touch') : t('snake.keys')}
        style={{ maxWidth: Math.max(size, 280) }}
      />
    </div>
  );
}
