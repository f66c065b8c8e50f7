// /games/snake and /child/games/snake. A host (child mode) may pass its props; `?seed=<n>` seeds the game (test hook).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { GameHostProps } from '#web/lib/game-host';
import { GamePageFrame } from '../components/game-page-frame';
import { seedFromSearch } from '../lib/random';
import { useHighScores } from '../lib/use-high-scores';
import { SnakeGame } from '../snake/snake-game';

export function SnakePage(props: GameHostProps) {
  const { t } = useTranslation('games');
  const { search } = useLocation();
  const seed = useMemo(() => seedFromSearch(search), [search]);
  const [scores, record] = useHighScores('snake');
  const { onGameOver } = props;
  return (
    <GamePageFrame title={t('snake.title')} locked={props.locked} scores={scores}>
      <SnakeGame
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
