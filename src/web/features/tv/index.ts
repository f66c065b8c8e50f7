// The TV feature's public surface (issue 20). The app layout mounts TvSwitch (TV screens replace the ordinary pages
// while TV mode is on); the profile settings page shows TvDeviceToggle (undo "Leave TV mode on this device"). The
// TV layout and screens load lazily from app/router under /tv.
export { TvDeviceToggle } from './components/tv-device-toggle';
export { TvSwitch } from './components/tv-switch';
