// The games live at /games for everyone and at /child/games inside child mode; links stay in the area they start in.
import { useLocation } from 'react-router';

export function useGamesBase(): '/games' | '/child/games' {
  const { pathname } = useLocation();
  return pathname === '/child' || pathname.startsWith('/child/') ? '/child/games' : '/games';
}
