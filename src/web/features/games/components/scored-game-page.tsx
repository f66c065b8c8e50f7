// The page of a game with local top-5 scores (Snake, Tetris): the frame, the `?seed=<n>` test hook, and each
// finished round kept on this device and handed on to the host (child mode keeps the child's own on the server).
import { type ComponentType, useMemo } from 'react';
import { useLocation } from 'react-router';
import type { GameHostProps } from '#web/lib/game-host';
import type { ScoredGame } from '../lib/high-scores';
import { seedFromSearch } from '../lib/random';
import { useHighScores } from '../lib/use-high-scores';
import { GamePageFrame } from './game-page-frame';

type ScoredGameProps = GameHostProps & { best?: number; seed?: number };

export function ScoredGamePage({
  game,
  title,
  Game,
  host,
}: {
  game: ScoredGame;
  title: string;
  Game: ComponentType<ScoredGameProps>;
  host: GameHostProps;
}) {
  const { search } = useLocation();
  const seed = useMemo(() => seedFromSearch(search), [search]);
  const [scores, record] = useHighScores(game);
  const { onGameOver } = host;
  return (
    <GamePageFrame title={title} locked={host.locked} scores={scores}>
      <Game
        {...host}
        seed={seed}
        best={scores[0]?.score ?? 0}
        onGameOver={(score) => {
          record(score);
          onGameOver?.(score);
        }}
      />
    </GamePageFrame>
  );
}
