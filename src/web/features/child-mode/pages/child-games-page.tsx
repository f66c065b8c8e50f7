// /child/games and /child/games/<id>: the games inside the child area when the parent lets this child play,
// otherwise a kind notice. A layout route (the games feature's list and game pages render in its outlet), or a
// wrapper: <ChildGamesPage><GamesList … /></ChildGamesPage>.
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { CHILD_TEXT_FLOOR } from '#web/components/child-ui';
import { LoadingState } from '#web/components/spinner';
import { useChildSession } from '../api/get-child-session';
import { GamesOffNotice } from '../components/games-off-notice';

export function ChildGamesPage({ children }: { children?: ReactNode }) {
  const session = useChildSession();
  if (session.isPending) return <LoadingState />;
  if (!session.data) return null;
  if (!session.data.child.gamesEnabled) return <GamesOffNotice />;
  return <div className={CHILD_TEXT_FLOOR}>{children ?? <Outlet />}</div>;
}
