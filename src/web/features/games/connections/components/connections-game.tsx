// Islamic Connections: today's puzzle (or the next ones), played with touch, mouse or keyboard. Standard boards have
// 16 tiles in four groups of four; young boards (a young player, or "Little ones" for visitors) have four picture
// tiles in two pairs, with read-aloud. The rules are the pure module #shared/connections; this file draws them.
// Honours every GameHostProps field: halted stops play at once, onPlayingChange/onGameOver report to the host,
// locked keeps the game free of links (it has none), youngPlayer picks the young boards.
import {
  type ComponentType,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { LOCAL_STORAGE } from '#shared/client-storage';
import {
  deselectAll,
  type GuessResult,
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
} from '#shared/connections';
import type { ConnectionLevel, ConnectionPuzzle } from '#shared/connections.schema';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { LoadingState } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { formatNumber } from '#web/lib/format';
import type { GameHostProps } from '#web/lib/game-host';
import { readStorage, useStoredBoolean } from '#web/lib/local-storage';
import { useDailyPuzzle } from '../api/get-daily';
import { usePuzzle } from '../api/get-puzzle';
import { playSound, type SoundEffect } from '../lib/sound';
import { canSpeak, speak, stopSpeaking } from '../lib/speech';
import { Picture } from './pictures';

export const MUTE_STORAGE_KEY = LOCAL_STORAGE.connectionsSoundMuted;
const YOUNG_STORAGE_KEY = LOCAL_STORAGE.connectionsLittleOnes;

/** Colour-blind-safe backgrounds for found groups (each also carries its theme and number in text). */
const GROUP_COLOURS = [
  'bg-amber-100 border-amber-400',
  'bg-sky-100 border-sky-500',
  'bg-violet-100 border-violet-400',
  'bg-teal-100 border-teal-500',
];

/** A stable number from a puzzle id, so a puzzle's first layout is the same on every device. */
function seedOf(id: string): number {
  let hash = 2166136261;
  for (const char of id) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** A board button drawn by a host (`action` names it; `tile-<n>` for the n-th tile on the board). */
export type ConnectionsControlProps = {
  action: string;
  onPress: () => void;
  disabled: boolean;
  /** A toggle's state, or a tile's selection. */
  pressed?: boolean | undefined;
  /** The main action (Submit, Play again). */
  primary: boolean;
  children: ReactNode;
};

/**
 * Another way to draw the game's buttons and tiles (the TV: focusables moved through with the remote's arrows and
 * pressed with OK). The rules, state, texts and reports to the host stay the game's.
 */
export type ConnectionsControls = {
  Tile: ComponentType<ConnectionsControlProps>;
  Action: ComponentType<ConnectionsControlProps>;
};

const ControlsContext = createContext<ConnectionsControls | undefined>(undefined);

/** The ordinary Button, or the host's control. */
function Control({ variant, ...props }: ConnectionsControlProps & { variant?: 'secondary' }) {
  const controls = useContext(ControlsContext);
  if (controls) return <controls.Action {...props} />;
  return (
    <Button variant={variant} aria-pressed={props.pressed} disabled={props.disabled} onClick={props.onPress}>
      {props.children}
    </Button>
  );
}

export function ConnectionsGame({
  controls,
  ...host
}: GameHostProps & { controls?: ConnectionsControls | undefined }) {
  return (
    <ControlsContext.Provider value={controls}>
      <Game {...host} />
    </ControlsContext.Provider>
  );
}

function Game({ halted = false, onPlayingChange, onGameOver, youngPlayer }: GameHostProps) {
  const { t } = useTranslation('connections');
  const controls = useContext(ControlsContext);
  const [littleOnes, setLittleOnes] = useStoredBoolean(YOUNG_STORAGE_KEY, false);
  const level: ConnectionLevel = (youngPlayer ?? littleOnes) ? 'young' : 'standard';
  const daily = useDailyPuzzle(level);
  // "Next puzzle" walks the day's list of following ids (the same order for everyone).
  const [position, setPosition] = useState({ level, step: 0 });
  const step = position.level === level ? position.step : 0;
  const nextIds = daily.data?.next ?? [];
  const nextId = step === 0 ? null : (nextIds[(step - 1) % Math.max(nextIds.length, 1)] ?? null);
  const next = usePuzzle(nextId);
  const puzzle = step === 0 ? daily.data?.puzzle : next.data;
  const query = step === 0 ? daily : next;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {youngPlayer === undefined && controls ? (
          <Control
            action="little-ones"
            pressed={littleOnes}
            primary={false}
            disabled={halted}
            onPress={() => setLittleOnes(!littleOnes)}
          >
            {t('game.littleOnes')}
          </Control>
        ) : youngPlayer === undefined ? (
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 shadow-sm">
            <input
              type="checkbox"
              className="size-5 accent-teal-700"
              checked={littleOnes}
              onChange={(event) => setLittleOnes(event.target.checked)}
              disabled={halted}
            />
            {t('game.littleOnes')}
          </label>
        ) : (
          <span />
        )}
        <MuteButton disabled={halted} />
      </div>
      {query.isPending ? (
        <LoadingState label={t('game.loading')} />
      ) : query.isError || !puzzle ? (
        <div className="space-y-3">
          <ErrorBanner>{query.isError ? errorMessage(query.error) : t('game.loadFailed')}</ErrorBanner>
          <Control
            variant="secondary"
            action="retry"
            primary={false}
            disabled={false}
            onPress={() => void query.refetch()}
          >
            {t('game.retry')}
          </Control>
        </div>
      ) : (
        <Board
          // Another language is another board (its words), started afresh.
          key={`${puzzle.id}-${level}-${puzzle.language}`}
          puzzle={puzzle}
          isDaily={step === 0}
          halted={halted}
          onPlayingChange={onPlayingChange}
          onGameOver={onGameOver}
          onNext={nextIds.length > 0 ? () => setPosition({ level, step: step + 1 }) : undefined}
        />
      )}
    </div>
  );
}

function MuteButton({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('connections');
  const [muted, setMuted] = useStoredBoolean(MUTE_STORAGE_KEY, false);
  const controls = useContext(ControlsContext);
  if (controls)
    return (
      <controls.Action
        action="mute"
        pressed={muted}
        primary={false}
        disabled={disabled}
        onPress={() => setMuted(!muted)}
      >
        <SpeakerIcon off={muted} />
        {t('game.mute')}
      </controls.Action>
    );
  return (
    <Button
      variant="secondary"
      size="md"
      aria-pressed={muted}
      disabled={disabled}
      onClick={() => setMuted(!muted)}
    >
      <SpeakerIcon off={muted} />
      {t('game.mute')}
    </Button>
  );
}

function SpeakerIcon({ off }: { off: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {off ? (
        <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path
          d="M16 8a5 5 0 0 1 0 8M18.5 5.5a8.5 8.5 0 0 1 0 13"
          stroke="currentColor"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

type BoardProps = {
  puzzle: ConnectionPuzzle;
  isDaily: boolean;
  halted: boolean;
  onPlayingChange: GameHostProps['onPlayingChange'];
  onGameOver: GameHostProps['onGameOver'];
  onNext: (() => void) | undefined;
};

function Board({ puzzle, isDaily, halted, onPlayingChange, onGameOver, onNext }: BoardProps) {
  const { t, i18n } = useTranslation('connections');
  const language = i18n.language;
  const controls = useContext(ControlsContext);
  const young = puzzle.level === 'young';
  const [round, setRound] = useState<Round>(() => newRound(puzzle, seededRandom(seedOf(puzzle.id))));
  const [feedback, setFeedback] = useState<{ result: GuessResult; theme?: string } | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const tileRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const shuffleSeed = useRef(1);
  const reported = useRef(false);
  const columns = young ? 2 : 4;
  // The switch is read at the moment of the sound: the mute button lives outside this board.
  const sound = useCallback((effect: SoundEffect) => {
    if (readStorage(MUTE_STORAGE_KEY) !== 'true') playSound(effect);
  }, []);

  const playing = round.status === 'playing' && !halted;

  // The host's callbacks may be new functions on every render of the host: keep the latest without re-running the
  // effects below (a re-run would report "stopped" then "playing" again, a gap in the host's playing time).
  const host = useRef({ onPlayingChange, onGameOver });
  useEffect(() => {
    host.current = { onPlayingChange, onGameOver };
  });

  // Playing time for the host (heartbeats in child mode): on while a round is open and the page is visible.
  useEffect(() => {
    const report = () => host.current.onPlayingChange?.(playing && document.visibilityState === 'visible');
    report();
    document.addEventListener('visibilitychange', report);
    return () => {
      document.removeEventListener('visibilitychange', report);
      host.current.onPlayingChange?.(false);
    };
  }, [playing]);

  useEffect(() => {
    if (halted) stopSpeaking();
  }, [halted]);

  useEffect(() => {
    if (round.status === 'playing' || reported.current) return;
    reported.current = true;
    host.current.onGameOver?.(roundScore(round));
  }, [round]);

  const apply = (next: Round) => {
    if (!halted) setRound(next);
  };

  const onTile = (id: string) => {
    if (!playing) return;
    const next = toggleTile(round, id);
    if (next === round) return;
    sound('select');
    setFeedback(null);
    // Young boards check a pair as soon as two pictures are chosen.
    if (young && next.selected.length === next.groupSize) grade(next);
    else apply(next);
  };

  const grade = (from: Round) => {
    const { round: next, result } = submitGuess(from);
    if (result === 'incomplete') return;
    const found = result === 'correct' ? next.solved[next.solved.length - 1] : undefined;
    const theme = found === undefined ? undefined : puzzle.groups[found]?.theme;
    setFeedback(theme === undefined ? { result } : { result, theme });
    if (next.status === 'won') sound('win');
    else if (next.status === 'lost') sound('lose');
    else sound(result === 'correct' ? 'correct' : 'wrong');
    // A wrong young pair is let go, so the child simply tries two others.
    apply(young && result !== 'correct' ? deselectAll(next) : next);
    setFocusIndex(0);
  };

  const restart = () => {
    reported.current = false;
    shuffleSeed.current += 1;
    setFeedback(null);
    setRound(newRound(puzzle, seededRandom(seedOf(puzzle.id) + shuffleSeed.current)));
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const count = round.board.length;
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: columns,
      ArrowUp: -columns,
    };
    let target: number | undefined;
    if (event.key in moves) target = index + (moves[event.key] ?? 0);
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = count - 1;
    if (target === undefined) return;
    event.preventDefault();
    const clamped = Math.max(0, Math.min(count - 1, target));
    setFocusIndex(clamped);
    tileRefs.current[clamped]?.focus();
  };

  const hintTheme = round.hint ? puzzle.groups[round.hint.group]?.theme : undefined;
  const safeFocus = Math.min(focusIndex, Math.max(round.board.length - 1, 0));
  const left = mistakesLeft(round);

  return (
    <section aria-labelledby="connections-puzzle-title" className="space-y-4">
      <div>
        <p className="text-sm font-bold uppercase tracking-wide text-teal-800">
          {isDaily ? t('game.daily') : t('game.morePuzzles')}
        </p>
        <h2 id="connections-puzzle-title" className="text-2xl font-extrabold text-stone-900">
          <span translate="no" dir="auto" lang={puzzle.language}>
            {puzzle.title}
          </span>
        </h2>
        <p className="mt-1 text-base text-stone-700">{young ? t('game.howToYoung') : t('game.howTo')}</p>
        {puzzle.language !== language ? (
          // The puzzle has no words in the child's language yet: said on screen, and the words are marked as
          // English (lang) so a screen reader reads them with an English voice.
          <p
            data-testid="connections-language-fallback"
            className="mt-2 rounded-xl bg-sky-50 px-3 py-2 text-sm font-semibold text-sky-950"
          >
            {t('game.inEnglish')}
          </p>
        ) : null}
      </div>

      {round.solved.length > 0 ? (
        <ol className="space-y-2" aria-label={t('game.foundGroups')}>
          {round.solved.map((group, order) => (
            <SolvedGroup
              key={group}
              puzzle={puzzle}
              group={group}
              colour={GROUP_COLOURS[order % GROUP_COLOURS.length] ?? ''}
              revealed={round.revealed.includes(group)}
            />
          ))}
        </ol>
      ) : null}

      {round.board.length > 0 ? (
        <fieldset
          dir="ltr"
          className={`grid min-w-0 gap-1.5 sm:gap-3 ${young ? 'mx-auto max-w-md grid-cols-2' : 'grid-cols-4'}`}
        >
          <legend className="sr-only">{t('game.tiles')}</legend>
          {round.board.map((tile, index) => {
            const selected = round.selected.includes(tile.id);
            const hinted = round.hint?.tileId === tile.id;
            const content = (
              <>
                {tile.picture ? <Picture name={tile.picture} className="size-16 sm:size-24" /> : null}
                <span
                  translate="no"
                  dir="auto"
                  lang={puzzle.language}
                  className="break-words [overflow-wrap:anywhere]"
                >
                  {tile.text}
                </span>
              </>
            );
            if (controls)
              return (
                <controls.Tile
                  key={tile.id}
                  action={`tile-${index}`}
                  pressed={selected}
                  primary={hinted}
                  disabled={!playing}
                  onPress={() => onTile(tile.id)}
                >
                  {content}
                </controls.Tile>
              );
            return (
              <div key={tile.id} className="relative">
                <button
                  type="button"
                  ref={(node) => {
                    tileRefs.current[index] = node;
                  }}
                  tabIndex={index === safeFocus ? 0 : -1}
                  aria-pressed={selected}
                  aria-describedby={hinted ? 'connections-hint' : undefined}
                  disabled={!playing}
                  onClick={() => {
                    setFocusIndex(index);
                    onTile(tile.id);
                  }}
                  onFocus={() => setFocusIndex(index)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                  className={`flex w-full flex-col items-center justify-center rounded-2xl border-2 px-1 text-center font-bold shadow-sm transition-colors motion-reduce:transition-none ${
                    young
                      ? 'aspect-square gap-2 p-3 text-lg'
                      : 'min-h-16 text-[0.8125rem] leading-tight sm:min-h-20 sm:text-base'
                  } ${
                    selected
                      ? 'border-teal-900 bg-teal-800 text-white'
                      : 'border-stone-300 bg-white text-stone-900 hover:border-teal-600 hover:bg-teal-50'
                  } ${hinted ? 'ring-4 ring-amber-400 ring-offset-2' : ''} disabled:cursor-default`}
                >
                  {content}
                </button>
                {young && canSpeak() ? (
                  <button
                    type="button"
                    onClick={() => speak(tile.text, puzzle.language)}
                    disabled={halted}
                    aria-label={t('game.readAloud', { word: tile.text })}
                    className="absolute end-1 top-1 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-teal-800 shadow"
                  >
                    <SpeakerIcon off={false} />
                  </button>
                ) : null}
              </div>
            );
          })}
        </fieldset>
      ) : null}

      <p aria-live="polite" className="min-h-7 text-center text-base font-semibold text-stone-800">
        {/* Once the round is over, the end panel speaks instead ("Try another four" would contradict it). */}
        {feedback && round.status === 'playing' ? (
          <FeedbackText
            result={feedback.result}
            theme={feedback.theme}
            young={young}
            language={puzzle.language}
          />
        ) : null}
      </p>

      {round.status === 'playing' ? (
        <>
          {hintTheme ? (
            <p
              id="connections-hint"
              className="rounded-2xl bg-amber-50 px-4 py-3 text-center text-base text-amber-950"
            >
              {t('game.hintIntro')}{' '}
              <strong translate="no" dir="auto" lang={puzzle.language}>
                {hintTheme}
              </strong>
            </p>
          ) : null}
          <div className="flex items-center justify-center gap-3">
            <span className="text-sm font-semibold text-stone-700" aria-hidden="true">
              {t('game.mistakesLabel')}
            </span>
            <span className="flex gap-1.5" aria-hidden="true">
              {Array.from({ length: MAX_MISTAKES }, (_, i) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, nothing more.
                  key={i}
                  className={`size-3.5 rounded-full ${i < left ? 'bg-stone-700' : 'border-2 border-stone-300'}`}
                />
              ))}
            </span>
            <span className="sr-only">{t('game.mistakesLeft', { count: left })}</span>
          </div>
          <div className="flex flex-wrap justify-center gap-2">
            <Control
              variant="secondary"
              action="shuffle"
              primary={false}
              onPress={() => apply(shuffleBoard(round, seededRandom(Date.now())))}
              disabled={!playing}
            >
              {t('game.shuffle')}
            </Control>
            {young ? null : (
              <Control
                variant="secondary"
                action="deselect"
                primary={false}
                onPress={() => apply(deselectAll(round))}
                disabled={!playing || round.selected.length === 0}
              >
                {t('game.deselect')}
              </Control>
            )}
            <Control
              variant="secondary"
              action="hint"
              primary={false}
              onPress={() => apply(takeHint(round))}
              disabled={!playing || round.hint !== null}
            >
              {t('game.hint')}
            </Control>
            {young ? null : (
              <Control
                action="submit"
                primary
                onPress={() => grade(round)}
                disabled={!playing || round.selected.length !== round.groupSize}
              >
                {t('game.submit')}
              </Control>
            )}
          </div>
        </>
      ) : (
        <EndPanel round={round} onAgain={restart} onNext={onNext} halted={halted} />
      )}
    </section>
  );
}

function FeedbackText({
  result,
  theme,
  young,
  language,
}: {
  result: GuessResult;
  theme: string | undefined;
  young: boolean;
  language: string;
}) {
  const { t } = useTranslation('connections');
  if (result === 'correct')
    return (
      <>
        {t('game.correct')}{' '}
        <span translate="no" dir="auto" lang={language}>
          {theme}
        </span>
      </>
    );
  if (result === 'oneAway') return <>{t('game.oneAway')}</>;
  if (result === 'alreadyTried') return <>{t('game.alreadyTried')}</>;
  if (result === 'wrong') return <>{young ? t('game.wrongYoung') : t('game.wrong')}</>;
  return null;
}

function SolvedGroup({
  puzzle,
  group,
  colour,
  revealed,
}: {
  puzzle: ConnectionPuzzle;
  group: number;
  colour: string;
  revealed: boolean;
}) {
  const { t } = useTranslation('connections');
  const data = puzzle.groups[group];
  // A calm reveal: fades and settles in; with reduced motion it simply appears.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const frame = window.requestAnimationFrame(() => setShown(true));
    return () => window.cancelAnimationFrame(frame);
  }, []);
  if (!data) return null;
  return (
    <li
      className={`rounded-2xl border-2 px-4 py-3 text-center text-stone-900 transition duration-500 ease-out motion-reduce:transition-none ${colour} ${
        shown
          ? 'scale-100 opacity-100'
          : 'scale-95 opacity-0 motion-reduce:scale-100 motion-reduce:opacity-100'
      }`}
    >
      <p className="text-xs font-bold uppercase tracking-wide text-stone-700">
        {revealed ? t('game.answer') : t('game.found')}
      </p>
      <p className="text-lg font-extrabold" translate="no" dir="auto" lang={puzzle.language}>
        {data.theme}
      </p>
      <p className="mt-1 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-base" dir="ltr">
        {data.tiles.map((tile) => (
          <span
            key={tile.text}
            className="inline-flex items-center gap-1"
            translate="no"
            dir="auto"
            lang={puzzle.language}
          >
            {tile.picture ? <Picture name={tile.picture} className="size-8" /> : null}
            {tile.text}
          </span>
        ))}
      </p>
    </li>
  );
}

function EndPanel({
  round,
  onAgain,
  onNext,
  halted,
}: {
  round: Round;
  onAgain: () => void;
  onNext: (() => void) | undefined;
  halted: boolean;
}) {
  const { t } = useTranslation('connections');
  const score = useMemo(() => roundScore(round), [round]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const won = round.status === 'won';
  return (
    <div
      className={`rounded-3xl border-2 p-5 text-center ${won ? 'border-teal-600 bg-teal-50' : 'border-stone-300 bg-stone-50'}`}
    >
      <h3 ref={heading} tabIndex={-1} className="text-2xl font-extrabold text-stone-900 outline-none">
        {won ? t('game.won') : t('game.lost')}
      </h3>
      <p className="mt-2 text-lg text-stone-800" aria-live="polite">
        {t('game.score', { score: formatNumber(score) })}
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <Control action="play-again" primary onPress={onAgain} disabled={halted}>
          {t('game.playAgain')}
        </Control>
        {onNext ? (
          <Control
            variant="secondary"
            action="next-puzzle"
            primary={false}
            onPress={onNext}
            disabled={halted}
          >
            {t('game.nextPuzzle')}
          </Control>
        ) : null}
      </div>
    </div>
  );
}
