// The life of one game on its page, shared by Snake and Tetris: ready → playing ⇄ paused → over → (play again).
// The simulation runs in fixed steps inside a requestAnimationFrame loop (the rules decide the step length), the
// board is drawn in the same frame, and the host's props are honoured: `halted` stops the loop and all input at
// once, `onPlayingChange` hears every start and stop (pause, game over, hidden page, leaving), `onGameOver` hears
// each round's final score exactly once.
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { GameHostProps } from '#web/lib/game-host';
import { randomSeed } from './random';
import { unlockSound } from './sound';

export type GamePhase = 'ready' | 'playing' | 'paused' | 'over';

/** What the session reads of a game's state: whether the round is over, and its score. */
type GameState = { over: boolean; score: number };

type SessionOptions<S extends GameState> = {
  /** The host's props; a fixed `seed` (the `?seed=` test hook) makes every round of this page replay the same game. */
  host: GameHostProps & { seed?: number };
  create: (seed: number) => S;
  /** How long one simulation step lasts for this state (ms). */
  stepMs: (state: S) => number;
  step: (state: S) => S;
  draw: (state: S, phase: GamePhase) => void;
  /** Anything else the drawing depends on (the cell size): a change redraws the board. */
  layout?: unknown;
  /** After every change: sounds and announcements. */
  onChange?: (previous: S, next: S) => void;
};

export function useGameSession<S extends GameState>(options: SessionOptions<S>) {
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const halted = options.host.halted === true;

  const [state, setState] = useState<S>(() => options.create(options.host.seed ?? randomSeed()));
  const stateRef = useRef(state);
  const [phase, setPhase] = useState<GamePhase>('ready');
  const phaseRef = useRef(phase);
  phaseRef.current = phase;
  const reportedRound = useRef(false);

  const commit = useCallback((next: S) => {
    const previous = stateRef.current;
    if (next === previous) return;
    const { onChange, host } = optionsRef.current;
    stateRef.current = next;
    setState(next);
    onChange?.(previous, next);
    if (next.over && !reportedRound.current) {
      reportedRound.current = true;
      setPhase('over');
      host.onGameOver?.(next.score);
    }
  }, []);

  /** Applies a player's move while the game runs (ignored otherwise). */
  const act = useCallback(
    (move: (current: S) => S) => {
      if (phaseRef.current !== 'playing' || optionsRef.current.host.halted) return;
      commit(move(stateRef.current));
      optionsRef.current.draw(stateRef.current, 'playing');
    },
    [commit],
  );

  const start = useCallback(() => {
    if (optionsRef.current.host.halted) return;
    unlockSound();
    if (phaseRef.current === 'over') {
      const { create, host } = optionsRef.current;
      const fresh = create(host.seed ?? randomSeed());
      stateRef.current = fresh;
      setState(fresh);
    }
    reportedRound.current = false;
    setPhase('playing');
  }, []);

  const pause = useCallback(() => {
    if (phaseRef.current === 'playing') setPhase('paused');
  }, []);

  const resume = useCallback(() => {
    if (phaseRef.current !== 'paused' || optionsRef.current.host.halted) return;
    unlockSound();
    setPhase('playing');
  }, []);

  const togglePause = useCallback(() => {
    if (phaseRef.current === 'playing') pause();
    else if (phaseRef.current === 'paused') resume();
  }, [pause, resume]);

  // The fixed-step loop: only while playing and not halted.
  useEffect(() => {
    if (phase !== 'playing' || halted) return;
    let frame = 0;
    let last = performance.now();
    let carried = 0;
    const loop = (now: number) => {
      // A long gap (a slow frame, a background tab) is not caught up all at once.
      carried += Math.min(now - last, 250);
      last = now;
      const { step, stepMs, draw } = optionsRef.current;
      let current = stateRef.current;
      while (!current.over && carried >= stepMs(current)) {
        carried -= stepMs(current);
        current = step(current);
      }
      commit(current);
      draw(stateRef.current, phaseRef.current);
      if (!stateRef.current.over) frame = requestAnimationFrame(loop);
    };
    frame = requestAnimationFrame(loop);
    return () => cancelAnimationFrame(frame);
  }, [phase, halted, commit]);

  // Drawn outside the loop when something other than play changed it (a new round, a pause, a resize).
  const { layout } = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new layout (the cell size) redraws the board.
  useEffect(() => {
    optionsRef.current.draw(state, phase);
  }, [state, phase, layout]);

  // A halt (time is up) leaves the round paused, so lifting it never restarts play without the player.
  useEffect(() => {
    if (halted && phaseRef.current === 'playing') setPhase('paused');
  }, [halted]);

  // A hidden page (another tab, the phone's lock screen) pauses the game.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') pause();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [pause]);

  // The host hears each change of "playing", and a stop when the game leaves the page while playing.
  const playing = phase === 'playing' && !halted;
  const reportedPlaying = useRef(false);
  useEffect(() => {
    if (playing === reportedPlaying.current) return;
    reportedPlaying.current = playing;
    optionsRef.current.host.onPlayingChange?.(playing);
  }, [playing]);
  useEffect(
    () => () => {
      if (reportedPlaying.current) optionsRef.current.host.onPlayingChange?.(false);
    },
    [],
  );

  return { state, phase, playing, halted, act, start, pause, resume, togglePause };
}

/** Form fields keep their keys: a game never reacts to typing. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/** Space and Enter on a focused button or link belong to that control. */
export function isActivationOnControl(event: KeyboardEvent): boolean {
  if (event.key !== ' ' && event.key !== 'Enter') return false;
  return event.target instanceof HTMLElement && event.target.closest('button, a, [role="switch"]') !== null;
}

/**
 * The game's keys, listened to on the window: they work while the game runs or while its board has focus, never
 * in form fields, never with Ctrl/Alt/Meta, and never while the host has halted the game. `handle` returns true
 * when it used the key (its default action, such as scrolling, is then prevented).
 */
export function useGameKeys(
  board: RefObject<HTMLElement | null>,
  status: { phase: GamePhase; halted: boolean },
  handle: (key: string) => boolean,
) {
  const handleRef = useRef(handle);
  handleRef.current = handle;
  const statusRef = useRef(status);
  statusRef.current = status;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (statusRef.current.halted || event.defaultPrevented) return;
      if (event.ctrlKey || event.altKey || event.metaKey || isTypingTarget(event.target)) return;
      const boardFocused = board.current !== null && board.current === document.activeElement;
      if (!boardFocused && statusRef.current.phase !== 'playing') return;
      if (!boardFocused && isActivationOnControl(event)) return;
      if (handleRef.current(event.key)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [board]);
}
