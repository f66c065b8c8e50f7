// Tetris on a canvas: ←/→ move, ↑ or X turns clockwise, Z turns back, ↓ soft drop, Space hard drop, P or Esc
// pauses; on touch screens a row of buttons. Pieces are told apart by colour (a colour-blind-safe palette) and by a
// mark drawn in every cell. Honours the host's props (child mode): halted, onPlayingChange, onGameOver.
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
  createTetrisGame,
  dropRow,
  gravityMs,
  hardDrop,
  moveLeft,
  moveRight,
  type PieceType,
  pieceCells,
  previewCells,
  rotate,
  TETRIS_COLS,
  TETRIS_ROWS,
  type TetrisState,
  tickTetris,
} from './tetris-rules';

export type TetrisGameProps = GameHostProps & {
  /** The player's best score so far (shown under the score). */
  best?: number;
  /** The `?seed=` test hook. */
  seed?: number;
};

/** Okabe–Ito colours, and a mark per piece so shape and pattern tell them apart too. */
const PIECE_LOOK: Record<PieceType, { fill: string; mark: string; ink: string }> = {
  I: { fill: '#56b4e9', mark: 'bar', ink: 'rgba(0,0,0,0.35)' },
  O: { fill: '#f0e442', mark: 'square', ink: 'rgba(0,0,0,0.35)' },
  T: { fill: '#cc79a7', mark: 'triangle', ink: 'rgba(255,255,255,0.8)' },
  S: { fill: '#009e73', mark: 'slash', ink: 'rgba(255,255,255,0.8)' },
  Z: { fill: '#d55e00', mark: 'backslash', ink: 'rgba(255,255,255,0.8)' },
  J: { fill: '#0072b2', mark: 'dot', ink: 'rgba(255,255,255,0.85)' },
  L: { fill: '#e69f00', mark: 'ring', ink: 'rgba(0,0,0,0.4)' },
};
const BOARD_BACKGROUND = '#1f2a44';
const GRID_LINE = 'rgba(255,255,255,0.06)';

function drawBlock(context: CanvasRenderingContext2D, type: PieceType, x: number, y: number, cell: number) {
  const look = PIECE_LOOK[type];
  context.fillStyle = look.fill;
  roundedRect(context, x + 1, y + 1, cell - 2, cell - 2, cell * 0.18);
  context.fill();
  context.fillStyle = 'rgba(255,255,255,0.28)';
  context.fillRect(x + 3, y + 2, cell - 6, Math.max(2, cell * 0.12));
  const cx = x + cell / 2;
  const cy = y + cell / 2;
  const r = cell * 0.2;
  context.fillStyle = look.ink;
  context.strokeStyle = look.ink;
  context.lineWidth = Math.max(1.5, cell * 0.09);
  context.beginPath();
  switch (look.mark) {
    case 'bar':
      context.fillRect(cx - r, cy - r * 0.3, r * 2, r * 0.6);
      return;
    case 'square':
      context.fillRect(cx - r * 0.75, cy - r * 0.75, r * 1.5, r * 1.5);
      return;
    case 'triangle':
      context.moveTo(cx, cy - r);
      context.lineTo(cx + r, cy + r * 0.8);
      context.lineTo(cx - r, cy + r * 0.8);
      context.closePath();
      context.fill();
      return;
    case 'slash':
      context.moveTo(cx - r, cy + r);
      context.lineTo(cx + r, cy - r);
      context.stroke();
      return;
    case 'backslash':
      context.moveTo(cx - r, cy - r);
      context.lineTo(cx + r, cy + r);
      context.stroke();
      return;
    case 'dot':
      context.arc(cx, cy, r * 0.7, 0, Math.PI * 2);
      context.fill();
      return;
    default:
      context.arc(cx, cy, r * 0.8, 0, Math.PI * 2);
      context.stroke();
  }
}

function drawTetris(canvas: HTMLCanvasElement | null, state: TetrisState, cell: number, phase: GamePhase) {
  if (!canvas) return;
  const width = cell * TETRIS_COLS;
  const height = cell * TETRIS_ROWS;
  const context = prepareCanvas(canvas, width, height);
  if (!context) return;
  context.fillStyle = BOARD_BACKGROUND;
  context.fillRect(0, 0, width, height);
  context.strokeStyle = GRID_LINE;
  context.lineWidth = 1;
  context.beginPath();
  for (let x = 1; x < TETRIS_COLS; x += 1) {
    context.moveTo(x * cell + 0.5, 0);
    context.lineTo(x * cell + 0.5, height);
  }
  for (let y = 1; y < TETRIS_ROWS; y += 1) {
    context.moveTo(0, y * cell + 0.5);
    context.lineTo(width, y * cell + 0.5);
  }
  context.stroke();
  state.board.forEach((row, y) => {
    row.forEach((type, x) => {
      if (type) drawBlock(context, type, x * cell, y * cell, cell);
    });
  });
  if (!state.over && phase !== 'ready') {
    // Where the piece will land: a soft outline.
    const ghost = { ...state.active, y: dropRow(state) };
    context.strokeStyle = 'rgba(255,255,255,0.45)';
    context.lineWidth = 2;
    for (const [x, y] of pieceCells(ghost)) {
      if (y < 0) continue;
      roundedRect(context, x * cell + 3, y * cell + 3, cell - 6, cell - 6, cell * 0.15);
      context.stroke();
    }
    for (const [x, y] of pieceCells(state.active)) {
      if (y >= 0) drawBlock(context, state.active.type, x * cell, y * cell, cell);
    }
  }
}

function drawPreview(canvas: HTMLCanvasElement | null, type: PieceType, cell: number) {
  if (!canvas) return;
  const size = cell * 4;
  const context = prepareCanvas(canvas, size, size * 0.75);
  if (!context) return;
  context.clearRect(0, 0, size, size);
  const cells = previewCells(type);
  const xs = cells.map(([x]) => x);
  const ys = cells.map(([, y]) => y);
  const offsetX = (size - (Math.max(...xs) - Math.min(...xs) + 1) * cell) / 2 - Math.min(...xs) * cell;
  const offsetY = (size * 0.75 - (Math.max(...ys) - Math.min(...ys) + 1) * cell) / 2 - Math.min(...ys) * cell;
  for (const [x, y] of cells) drawBlock(context, type, offsetX + x * cell, offsetY + y * cell, cell);
}

const turnClockwise = (state: TetrisState) => rotate(state, 'cw');
const turnBack = (state: TetrisState) => rotate(state, 'ccw');

const KEY_MOVES = new Map<string, (state: TetrisState) => TetrisState>([
  ['ArrowLeft', moveLeft],
  ['ArrowRight', moveRight],
  ['ArrowUp', turnClockwise],
  ['x', turnClockwise],
  ['X', turnClockwise],
  ['z', turnBack],
  ['Z', turnBack],
  ['ArrowDown', tickTetris],
  [' ', hardDrop],
]);

const PREVIEW_CELL = 18;
const SIDE_PANEL = 96;

export function TetrisGame(props: TetrisGameProps) {
  const { t } = useTranslation('games');
  const container = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const preview = useRef<HTMLCanvasElement>(null);
  const chrome = useGameChrome(props.best);
  const { touch } = chrome;
  const cell = useCellSize(container, {
    cols: TETRIS_COLS,
    rows: TETRIS_ROWS,
    besideWidth: SIDE_PANEL + 12,
    reservedHeight: touch ? 340 : 270,
    max: 32,
  });

  const session = useGameSession<TetrisState>({
    host: props,
    layout: cell,
    create: createTetrisGame,
    stepMs: (state) => gravityMs(state.level),
    step: tickTetris,
    draw: (state, phase) => {
      drawTetris(canvas.current, state, cell, phase);
      drawPreview(preview.current, state.next, PREVIEW_CELL);
    },
    onChange: (previous, next) => {
      if (next.cleared > 0) chrome.scored('line', next.score);
      if (next.over && !previous.over) chrome.ended(next.score);
    },
  });
  const { state, phase, halted, act, togglePause } = session;
  const { start, resume } = useRoundControls(chrome, session, props.best);

  useGameKeys(chrome.board, { phase, halted }, (key) => {
    const pauseKey = key === 'p' || key === 'P' || key === 'Escape';
    if (phase === 'playing') {
      const move = KEY_MOVES.get(key);
      if (move) act(move);
      else if (pauseKey) togglePause();
      else return false;
      return true;
    }
    if (phase === 'paused' && (pauseKey || key === ' ' || key === 'Enter')) resume();
    else if (phase === 'ready' && (key === ' ' || key === 'Enter')) start();
    else if (phase === 'over' && key === 'Enter') start();
    else return false;
    return true;
  });

  const width = cell * TETRIS_COLS;
  const height = cell * TETRIS_ROWS;
  return (
    <div ref={container} className="flex w-full flex-col items-center gap-3">
      <div className="flex items-start gap-3">
        <div className="relative" style={{ width, height }}>
          <GameBoard
            boardRef={chrome.board}
            label={t('tetris.board')}
            hintId={chrome.hintId}
            ringClassName="ring-indigo-950/30"
          >
            <canvas ref={canvas} className="block" />
          </GameBoard>
          <GameOverlay
            phase={phase}
            halted={halted}
            readyText={t('tetris.ready')}
            score={state.score}
            newBest={phase === 'over' && state.score > chrome.bestAtStart}
            onStart={start}
            onResume={resume}
          />
        </div>
        <div className="flex flex-col gap-2" style={{ width: SIDE_PANEL }}>
          <div className="rounded-2xl bg-white/80 p-2 text-center shadow-sm ring-1 ring-stone-200">
            <p className="text-xs font-bold tracking-wide text-stone-600 uppercase">{t('play.next')}</p>
            <canvas ref={preview} className="mx-auto block" />
          </div>
          <dl className="flex flex-col gap-2">
            <Stat label={t('play.score')} value={state.score} testId="game-score" />
            <Stat label={t('play.level')} value={state.level} testId="game-level" />
            <Stat label={t('play.lines')} value={state.lines} testId="game-lines" />
            <BestStat best={props.best} phase={phase} score={state.score} />
          </dl>
          <PauseButton phase={phase} halted={halted} onPause={session.pause} onResume={resume} />
        </div>
      </div>
      {touch ? (
        <div className="flex w-full" style={{ maxWidth: width + SIDE_PANEL + 12 }}>
          <TouchPad position={chrome.position} label={t('tetris.pad')}>
            <div className="flex gap-1.5">
              <PadButton compact label={t('tetris.moveLeft')} onPress={() => act(moveLeft)}>
                <Arrow direction="left" />
              </PadButton>
              <PadButton compact label={t('tetris.moveRight')} onPress={() => act(moveRight)}>
                <Arrow direction="right" />
              </PadButton>
              <PadButton compact label={t('tetris.rotateBack')} onPress={() => act(turnBack)}>
                <TurnIcon back />
              </PadButton>
              <PadButton compact label={t('tetris.rotate')} onPress={() => act(turnClockwise)}>
                <TurnIcon />
              </PadButton>
              <PadButton compact label={t('tetris.softDrop')} onPress={() => act(tickTetris)}>
                <Arrow direction="down" />
              </PadButton>
              <PadButton compact label={t('tetris.hardDrop')} onPress={() => act(hardDrop)}>
                <DropIcon />
              </PadButton>
            </div>
          </TouchPad>
        </div>
      ) : null}
      <GameFooter chrome={chrome} hint={touch ? t('tetris.touch') : t('tetris.keys')} className="max-w-md" />
    </div>
  );
}

function TurnIcon({ back = false }: { back?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-7"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      style={back ? { transform: 'scaleX(-1)' } : undefined}
    >
      <path d="M19 12a7 7 0 1 1-2.05-4.95" />
      <path d="M19 4v4h-4" />
    </svg>
  );
}

function DropIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-7" aria-hidden="true" fill="currentColor">
      <path d="M12 20 5 12h4V4h6v8h4z" />
      <rect x="4" y="20" width="16" height="2.5" rx="1" />
    </svg>
  );
}
