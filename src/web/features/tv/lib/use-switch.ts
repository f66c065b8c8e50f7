// The TV switches move a page to its other screen (TV or ordinary) the moment TV mode changes. A window that narrows
// and widens again quickly changes its mind while that screen is still loading: the switch then stays where it is,
// instead of landing on the other screen and coming straight back (a flicker). The router cancels a pending
// navigation by starting another, so going back to the page already shown is the cancel.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';

/** Navigates (replacing) to `to` once per change; `null` while the page is right, which cancels a pending switch. */
export function useSwitchTo(to: string | null): void {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const started = useRef<string | null>(null);
  const pendingPath = navigation.state === 'idle' ? null : navigation.location.pathname;
  const { pathname, search, hash } = location;

  useEffect(() => {
    if (to !== null) {
      if (started.current !== to) {
        started.current = to;
        void navigate(to, { replace: true });
      }
      return;
    }
    const switching = started.current;
    started.current = null;
    if (switching !== null && pendingPath === switching) {
      void navigate({ pathname, search, hash }, { replace: true });
    }
  }, [to, navigate, pendingPath, pathname, search, hash]);
}
