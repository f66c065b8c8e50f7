// /games/tetris and /child/games/tetris. A host (child mode) may pass its props; `?seed=<n>` seeds the game (test hook).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { GameHostProps } from '#web/lib/game-host';
import { GamePageFrame } from '../components/game-page-frame';
import { seedFromSearch } from '../lib/random';
import { useHighScores } from '../lib/use-high-scores';
import { TetrisGame } from '../tetris/tetris-game';

export function TetrisPage(props: GameHostProps) {
  const { t } = useTranslation('games');
  const { search } = useLocation();
  const seed = useMemo(() => seedFromSearch(search), [search]);
  const [scores, record] = useHighScores('tetris');
  const { onGameOver } = props;
  return (
    <GamePageFrame title={t('tetris.title')} locked={props.locked} scores={scores}>
      <TetrisGame
        {...props}
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
