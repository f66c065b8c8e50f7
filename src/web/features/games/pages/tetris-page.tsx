// /games/tetris and /child/games/tetris. A host (child mode) may pass its props; `?seed=<n>` seeds the game (test hook).
import { useTranslation } from 'react-i18next';
import type { GameHostProps } from '#web/lib/game-host';
import { ScoredGamePage } from '../components/scored-game-page';
import { TetrisGame } from '../tetris/tetris-game';

export function TetrisPage(props: GameHostProps) {
  const { t } = useTranslation('games');
  return <ScoredGamePage game="tetris" title={t('tetris.title')} Game={TetrisGame} host={props} />;
}
