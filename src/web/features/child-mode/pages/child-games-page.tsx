// /child/games and the game routes inside the locked child area: the same games list as /games, within child mode.
import { GamesPage } from '../../site/pages/games-page';

export function ChildGamesPage() {
  return <GamesPage />;
}
