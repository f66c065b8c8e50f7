// The TV feature's public surface. The app layout mounts TvSwitch (TV screens replace the ordinary pages
// while TV mode is on); the child area's route (app/routes/child.tsx) wraps it in ChildTvSwitch (a device in child
// mode moves to the child's TV screens); the profile settings page shows TvDeviceToggle (undo "Leave TV mode on this
// device"). The TV layouts and screens are routes under /tv and /tv/child (app/routes).
export { ChildTvSwitch } from './components/child-tv-switch';
export { TvDeviceToggle } from './components/tv-device-toggle';
export { TvSwitch } from './components/tv-switch';
