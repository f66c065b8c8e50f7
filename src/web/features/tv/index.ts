// The TV feature's public surface. The app layout mounts TvSwitch (TV screens replace the ordinary pages
// while TV mode is on); app/router wraps the child area in ChildTvSwitch (a device in child mode moves to the
// child's TV screens); the profile settings page shows TvDeviceToggle (undo "Leave TV mode on this device"). The
// TV layouts and screens load lazily from app/router under /tv and /tv/child.
export { ChildTvSwitch } from './components/child-tv-switch';
export { TvDeviceToggle } from './components/tv-device-toggle';
export { TvSwitch } from './components/tv-switch';
// The width from which a screen is a TV's: public/boot.js starts the app at once on one (decision 028).
export { TV_MEDIA_QUERY } from './lib/tv-rule';
