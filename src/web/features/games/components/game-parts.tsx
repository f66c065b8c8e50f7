// The pieces every game screen shares: the score strip, the overlay (start, paused, game over), the mute switch,
// the on-screen buttons and their position picker, and the polite live region that tells a screen reader the
// score when it changes (never on every tick).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/button';
import { formatNumber } from '#web/lib/format';
import { CONTROL_POSITIONS, type ControlPosition } from '../lib/preferences';
import type { GamePhase } from '../lib/use-game-session';

export function Stat({ label, value, testId }: { label: string; value: number; testId?: string }) {
  return (
    <div className="rounded-2xl bg-white/80 px-3 py-1.5 text-center shadow-sm ring-1 ring-stone-200">
      <dt className="text-xs font-bold tracking-wide text-stone-600 uppercase">{label}</dt>
      <dd className="text-xl font-extrabold text-stone-900 tabular-nums" dir="ltr" data-testid={testId}>
        {formatNumber(value)}
      </dd>
    </div>
  );
}

/** Start, Paused and Game over over the board (not shown while playing). */
export function GameOverlay(props: {
  phase: GamePhase;
  halted: boolean;
  readyText: string;
  score: number;
  won?: boolean;
  newBest?: boolean;
  onStart: () => void;
  onResume: () => void;
}) {
  const { t } = useTranslation('games');
  const { phase, halted, readyText, score, won, newBest, onStart, onResume } = props;
  if (phase === 'playing' || halted) return null;
  return (
    <div className="absolute inset-0 flex items-center justify-center rounded-2xl bg-stone-900/55 p-3">
      <div className="w-full max-w-xs rounded-3xl bg-white p-5 text-center shadow-lg">
        {phase === 'ready' ? (
          <>
            <p className="text-base text-stone-800">{readyText}</p>
            <Button size="lg" className="mt-4 w-full" onClick={onStart}>
              {t('play.start')}
            </Button>
          </>
        ) : null}
        {phase === 'paused' ? (
          <>
            <p className="text-2xl font-extrabold text-stone-900">{t('play.paused')}</p>
            <Button size="lg" className="mt-4 w-full" onClick={onResume}>
              {t('play.resume')}
            </Button>
          </>
        ) : null}
        {phase === 'over' ? (
          <>
            <p className="text-2xl font-extrabold text-stone-900">
              {won ? t('play.youWon') : t('play.gameOver')}
            </p>
            <p className="mt-1 text-lg text-stone-800">
              {t('play.finalScore', { score: formatNumber(score) })}
            </p>
            {newBest ? <p className="mt-1 font-bold text-teal-800">{t('play.newBest')}</p> : null}
            <Button size="lg" className="mt-4 w-full" onClick={onStart}>
              {t('play.playAgain')}
            </Button>
          </>
        ) : null}
      </div>
    </div>
  );
}

export function MuteSwitch({ muted, onChange }: { muted: boolean; onChange: (muted: boolean) => void }) {
  const { t } = useTranslation('games');
  return (
    <button
      type="button"
      role="switch"
      aria-checked={!muted}
      onClick={() => onChange(!muted)}
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-800 shadow-sm hover:bg-stone-100"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M4 9h4l5-4v14l-5-4H4z" strokeLinejoin="round" />
        {muted ? (
          <path d="m16 9 5 6M21 9l-5 6" />
        ) : (
          <path d="M16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" />
        )}
      </svg>
      {t('play.sound')}
      <span
        aria-hidden="true"
        className={`relative h-6 w-10 rounded-full transition-colors motion-reduce:transition-none ${muted ? 'bg-stone-300' : 'bg-teal-700'}`}
      >
        <span
          className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-all motion-reduce:transition-none ${muted ? 'start-0.5' : 'start-[1.125rem]'}`}
        />
      </span>
    </button>
  );
}

/** Where the on-screen buttons sit under the board (thumb reach), remembered on the device. */
export function ControlPositionPicker(props: {
  position: ControlPosition;
  onChange: (position: ControlPosition) => void;
}) {
  const { t } = useTranslation('games');
  return (
    <fieldset className="flex flex-wrap items-center justify-center gap-2">
      <legend className="sr-only">{t('play.controls')}</legend>
      <span aria-hidden="true" className="text-sm font-semibold text-stone-700">
        {t('play.controls')}
      </span>
      <span dir="ltr" className="flex gap-2">
        {CONTROL_POSITIONS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={props.position === option}
            onClick={() => props.onChange(option)}
            className={`min-h-9 rounded-full px-3 text-sm font-semibold ${
              props.position === option
                ? 'bg-teal-700 text-white'
                : 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-100'
            }`}
          >
            {t(`play.positions.${option}`)}
          </button>
        ))}
      </span>
    </fieldset>
  );
}

const PAD_ALIGN: Record<ControlPosition, string> = {
  left: 'justify-start',
  center: 'justify-center',
  right: 'justify-end',
};

/** The on-screen buttons, laid out left to right whatever the page's direction, aligned as the player chose. */
export function TouchPad(props: { position: ControlPosition; label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset.
    <div
      role="group"
      aria-label={props.label}
      dir="ltr"
      className={`flex w-full ${PAD_ALIGN[props.position]}`}
    >
      {props.children}
    </div>
  );
}

/**
 * A large, thumb-sized button of the on-screen pad. It acts on pointer down so play feels immediate; a click
 * without a pointer (Enter or Space on the focused button, a screen reader's activation) acts too.
 */
export function PadButton(props: {
  label: string;
  onPress: () => void;
  children: ReactNode;
  compact?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.preventDefault();
        props.onPress();
      }}
      onClick={(event) => {
        if (event.detail === 0) props.onPress();
      }}
      className={`flex touch-none items-center justify-center rounded-2xl bg-teal-700 text-white shadow-md select-none active:bg-teal-900 ${props.compact ? 'size-12' : 'size-14'}`}
    >
      {props.children}
    </button>
  );
}

export function Arrow({ direction }: { direction: 'up' | 'down' | 'left' | 'right' }) {
  const rotate = { up: 0, right: 90, down: 180, left: 270 }[direction];
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-7"
      aria-hidden="true"
      style={{ transform: `rotate(${rotate}deg)` }}
    >
      <path d="M12 4 4 14h5v6h6v-6h5z" fill="currentColor" />
    </svg>
  );
}

export function LiveRegion({ message }: { message: string }) {
  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}
