// The spec's "every route change scrolls smoothly to the top", including a new page of results on /feed.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export function ScrollToTop() {
  const { pathname, search } = useLocation();
  // Not for the page the app opens on: it is at the top already (or where a reload left it), and asking to scroll
  // makes the browser lay the page out in the middle of the first commit.
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger, not an input.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname, search]);
  return null;
}
