// Focus is never lost and comes back where it was: each screen remembers its last focused item (by focus key) for
// as long as the tab lives, so Back from the player lands on the card that opened it.
import { doesFocusableExist, setFocus } from '@noriginmedia/norigin-spatial-navigation';

const lastFocused = new Map<string, string>();

export function rememberFocus(screen: string, focusKey: string): void {
  lastFocused.set(screen, focusKey);
}

/** Focuses the screen's remembered item if it is on screen, else the fallback, else the first header item. */
export function restoreFocus(screen: string, fallback: string): void {
  const remembered = lastFocused.get(screen);
  if (remembered && doesFocusableExist(remembered)) setFocus(remembered);
  else if (doesFocusableExist(fallback)) setFocus(fallback);
  else setFocus('nav-home');
}
