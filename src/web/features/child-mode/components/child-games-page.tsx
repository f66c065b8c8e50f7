// /child/games: the games list inside the child area when the parent lets this child play, otherwise a kind
// notice. The list itself is the games feature's; the lead composes: <ChildGamesPage><GamesList … /></ChildGamesPage>.
import type { ReactNode } from 'react';
import { LoadingState } from '#web/components/spinner';
import { useChildSession } from '../api/get-child-session';
import { GamesOffNotice } from './games-off-notice';

export function ChildGamesPage({ children }: { children: ReactNode }) {
  const session = useChildSession();
  if (session.isPending) return <LoadingState />;
  if (!session.data) return null;
  if (!session.data.child.gamesEnabled) return <GamesOffNotice />;
  return <>{children}</>;
}
