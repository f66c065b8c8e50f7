// What Snake and Tetris put around their boards, written once: the player's preferences (sound, pad position, touch
// screen), the round's sounds, announcements and best score at its start, start and resume that hand the keys to the board,
// the focusable board, the best-score stat, the pause button and the footer (hint, sound, pad position, live region).
import {
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
  type RefObject,
  useCallback,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/button';
import { formatNumber } from '#web/lib/format';
import { useControlPosition, useSoundMuted, useTouchScreen } from '../lib/preferences';
import { playSound, type SoundEffect } from '../lib/sound';
import type { GamePhase } from '../lib/use-game-session';
import { ControlPositionPicker, LiveRegion, MuteSwitch, Stat } from './game-parts';

export function useGameChrome(best: number | undefined) {
  const { t } = useTranslation('games');
  const hintId = useId();
  const board = useRef<HTMLDivElement>(null);
  const touch = useTouchScreen();
  const [muted, setMuted] = useSoundMuted();
  const [position, setPosition] = useControlPosition();
  const [announcement, setAnnouncement] = useState('');
  const [bestAtStart, setBestAtStart] = useState(best ?? 0);
  // The session's callbacks run outside React's render: they read the switch as it is now.
  const mutedRef = useRef(muted);
  mutedRef.current = muted;
  /** Points scored: their sound, and the new score read out when one is given. */
  const scored = useCallback(
    (effect: SoundEffect, announced?: number) => {
      playSound(effect, mutedRef.current);
      if (announced !== undefined)
        setAnnouncement(t('play.announceScore', { score: formatNumber(announced) }));
    },
    [t],
  );
  /** The round is over: its sound, and the final score read out. */
  const ended = useCallback(
    (score: number) => {
      playSound('over', mutedRef.current);
      setAnnouncement(t('play.announceGameOver', { score: formatNumber(score) }));
    },
    [t],
  );
  return {
    hintId,
    board,
    touch,
    muted,
    setMuted,
    position,
    setPosition,
    announcement,
    setAnnouncement,
    bestAtStart,
    setBestAtStart,
    scored,
    ended,
  };
}

type GameChrome = ReturnType<typeof useGameChrome>;

/**
 * Start and resume as the buttons and keys do them: a new round forgets the last one's announcement and measures a
 * new best against the best at its start; either way the board takes focus, so the keys work at once.
 */
export function useRoundControls(
  chrome: GameChrome,
  session: { start: () => void; resume: () => void },
  best: number | undefined,
) {
  const { board, setAnnouncement, setBestAtStart } = chrome;
  const start = useCallback(() => {
    setBestAtStart(best ?? 0);
    setAnnouncement('');
    session.start();
    board.current?.focus();
  }, [best, session.start, board, setAnnouncement, setBestAtStart]);
  const resume = useCallback(() => {
    session.resume();
    board.current?.focus();
  }, [session.resume, board]);
  return { start, resume };
}

/** The board: one focusable application with the game's own keys, left to right in every language. */
export function GameBoard({
  boardRef,
  label,
  hintId,
  ringClassName,
  children,
  ...pointer
}: {
  boardRef: RefObject<HTMLDivElement | null>;
  label: string;
  hintId: string;
  /** The ring's colour, which matches the game's board. */
  ringClassName: string;
  children: ReactNode;
} & Pick<
  HTMLAttributes<HTMLDivElement>,
  'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel'
>) {
  return (
    <div
      ref={boardRef}
      role="application"
      aria-label={label}
      aria-describedby={hintId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the board takes focus so its keys can be used.
      tabIndex={0}
      dir="ltr"
      className={`touch-none overflow-hidden rounded-2xl shadow-md ring-2 ${ringClassName} outline-none focus-visible:ring-4 focus-visible:ring-amber-500`}
      {...pointer}
    >
      {children}
    </div>
  );
}

/** The best score: the player's best so far, or this round's once it is over and higher. */
export function BestStat({
  best,
  phase,
  score,
}: {
  best: number | undefined;
  phase: GamePhase;
  score: number;
}) {
  const { t } = useTranslation('games');
  return <Stat label={t('play.best')} value={Math.max(best ?? 0, phase === 'over' ? score : 0)} />;
}

export function PauseButton({
  phase,
  halted,
  onPause,
  onResume,
}: {
  phase: GamePhase;
  halted: boolean;
  onPause: () => void;
  onResume: () => void;
}) {
  const { t } = useTranslation('games');
  return (
    <Button
      variant="secondary"
      onClick={phase === 'paused' ? onResume : onPause}
      disabled={halted || (phase !== 'playing' && phase !== 'paused')}
    >
      {phase === 'paused' ? t('play.resume') : t('play.pause')}
    </Button>
  );
}

/** Below the board: how to play (the board's description), the sound switch, the pad's position on touch screens. */
export function GameFooter({
  chrome,
  hint,
  className = '',
  style,
}: {
  chrome: GameChrome;
  hint: string;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <>
      <div className={`flex w-full flex-wrap items-center justify-between gap-3 ${className}`} style={style}>
        <p id={chrome.hintId} className="text-sm text-stone-700">
          {hint}
        </p>
        <MuteSwitch muted={chrome.muted} onChange={chrome.setMuted} />
        {chrome.touch ? (
          <ControlPositionPicker position={chrome.position} onChange={chrome.setPosition} />
        ) : null}
      </div>
      <LiveRegion message={chrome.announcement} />
    </>
  );
}
