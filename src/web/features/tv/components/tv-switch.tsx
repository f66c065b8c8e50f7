// Mounted by the ordinary app layout: when TV mode turns on (the setting, a wide window, this device not opted
// out) the page the visitor is on is replaced by its TV screen — live, without a reload. Pages without a TV screen
// (sign-in, dashboards, admin) stay as they are.
import { useLocation } from 'react-router';
import { tvPathFor } from '../lib/tv-rule';
import { useSwitchTo } from '../lib/use-switch';
import { useTvMode } from '../lib/use-tv-mode';

export function TvSwitch() {
  const tv = useTvMode();
  const { pathname } = useLocation();
  useSwitchTo(tv ? tvPathFor(pathname) : null);
  return null;
}
