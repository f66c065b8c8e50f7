// Around the ordinary child area (/child/*, composed in app/router): while TV mode is on, a device in child mode is
// moved to its child TV screen at once (live, without a reload), and back when TV mode turns off (the child TV
// layout does that). Never out of child mode: both sides are the child area.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { childTvPathFor } from '../lib/tv-rule';
import { useSwitchTo } from '../lib/use-switch';
import { useTvMode } from '../lib/use-tv-mode';

export function ChildTvSwitch({ children }: { children: ReactNode }) {
  const tv = useTvMode();
  const { pathname } = useLocation();
  const to = tv ? childTvPathFor(pathname) : null;
  useSwitchTo(to);
  return to ? null : children;
}
