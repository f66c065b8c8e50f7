// The child area's frame around one game (/child/games/<id>): heartbeats naming the game while it is played (the
// screen-time clock videos use), a halt and 'Time's Up!' when the server says the day's time is used, the round's
// score kept on the server, no links out (locked), simpler boards for age bands 1-2, the child's best scores, and
// the "games are turned off" state. The lead composes it with a game:
//   <ChildGameFrame game="snake">{(host) => <SnakeGame {...host} />}</ChildGameFrame>
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import type { GameId } from '#shared/games';
import { LoadingState } from '#web/components/spinner';
import type { GameHostProps } from '#web/lib/game-host';
import { useChildGameScores, usePostGameScore } from '../api/game-scores';
import { useChildSession } from '../api/get-child-session';
import { setGamePlaying } from '../lib/game-play-state';
import { useHeartbeat } from '../lib/use-heartbeat';
import { ChildTopScores } from './child-top-scores';
import { GamesOffNotice } from './games-off-notice';

export type ChildGameFrameProps = {
  game: GameId;
  children: (host: GameHostProps) => ReactNode;
};

export function ChildGameFrame({ game, children }: ChildGameFrameProps) {
  const session = useChildSession();
  const info = session.data;
  const gamesOn = info?.child.gamesEnabled === true;
  const [playing, setPlaying] = useState(false);
  const [timeUp, setTimeUp] = useState(false);
  const [newBest, setNewBest] = useState(false);
  const scores = useChildGameScores(gamesOn && info?.status === 'active');
  const postScore = usePostGameScore(game);
  const halted = timeUp || (info !== undefined && info.status !== 'active');

  useHeartbeat(playing && !halted && gamesOn, info?.heartbeatSeconds ?? 30, {
    subject: { gameId: game },
    // The game stops at once; the hook then takes the child to the time-up screen.
    onTimeUp: () => setTimeUp(true),
    // Games were turned off meanwhile: ask for the session again (the frame then shows the notice).
    onRefused: () => void session.refetch(),
  });

  // While a game is played the child frame's own heartbeat pauses (this frame's beats name the game).
  useEffect(() => {
    setGamePlaying(playing && !halted ? game : null);
  }, [playing, halted, game]);
  useEffect(() => () => setGamePlaying(null), []);

  const onPlayingChange = useCallback((next: boolean) => {
    setPlaying(next);
    if (next) setNewBest(false);
  }, []);
  const { mutate } = postScore;
  const best = scores.data?.scores[game][0]?.score;
  const onGameOver = useCallback(
    (score: number) => {
      if (!Number.isInteger(score) || score < 0) return;
      mutate(score, {
        onSuccess: (after) =>
          setNewBest(
            score > 0 && (best === undefined || score > best) && after.scores[game][0]?.score === score,
          ),
        onError: () => void session.refetch(),
      });
    },
    [mutate, best, game, session.refetch],
  );

  if (session.isPending) return <LoadingState />;
  // No session (or an error): the child frame around this shows what to do.
  if (!info) return null;
  if (!info.child.gamesEnabled) return <GamesOffNotice />;

  const host: GameHostProps = {
    halted,
    onPlayingChange,
    onGameOver,
    locked: true,
    youngPlayer: info.child.ageBand <= 2,
  };
  return (
    <div className="mx-auto grid max-w-5xl gap-4 px-3 pt-3 sm:px-4 lg:grid-cols-[1fr_16rem]">
      <div className="min-w-0">{children(host)}</div>
      <aside className="lg:pt-2">
        <ChildTopScores scores={scores.data?.scores[game]} newBest={newBest} />
      </aside>
    </div>
  );
}
