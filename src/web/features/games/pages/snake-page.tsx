// /games/snake and /child/games/snake. A host (child mode) may pass its props; `?seed=<n>` seeds the game (test hook).
import { useTranslation } from 'react-i18next';
import type { GameHostProps } from '#web/lib/game-host';
import { ScoredGamePage } from '../components/scored-game-page';
import { SnakeGame } from '../snake/snake-game';

export function SnakePage(props: GameHostProps) {
  const { t } = useTranslation('games');
  return <ScoredGamePage game="snake" title={t('snake.title')} Game={SnakeGame} host={props} />;
}
