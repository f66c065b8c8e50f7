// The child-mode feature's public surface. Used by app/layouts/app-layout (the lock that keeps a device in child
// mode inside /child/*) and family (a parent starting child mode for a child). Its pages are routes' (app/routes).
// ChildGameFrame and ChildGamesPage wrap the games feature's screens on /child/games and /child/games/<id>.
// The TV feature's child screens (/tv/child/*) use the session, feed, content, library, heartbeat and exit-gate
// hooks below: the same rules and screen time as the ordinary child area, in the TV's 10-foot frame, and "Ask for
// more time"'s logic (useAskForMoreTime) for its closed screens.

export { saveChildProgress, useChildLibrary, useChildWatchLaterToggle } from './api/child-library';
export {
  childContentQueryOptions,
  childRelatedQueryOptions,
  getChildNext,
  useChildContent,
} from './api/get-child-content';
export { childFeedQueryOptions, useChildFeedFiltered } from './api/get-child-feed';
export { childSessionQueryOptions, useChildSession } from './api/get-child-session';
export { demoChildContentQueryOptions, demoChildFeedQueryOptions } from './api/get-demo-child-feed';
export { useStartChildSession } from './api/start-child-session';
export { startChildVideo } from './api/start-child-video';
export { ChildGameFrame } from './components/child-game-frame';
export { ChildModeLock, childWatchPath, isChildModeDevice } from './components/child-mode-lock';
export { useClosedScreen } from './components/closed-screen';
export { LockIcon } from './components/lock-icon';
export { ParentSeesExplainer } from './components/parent-sees-explainer';
export { ParentSeesIcon } from './components/parent-sees-icon';
export { ScreenTimeMoon } from './components/screen-time-moon';
export { TimeWarning, useTimeNotice } from './components/time-warning';
export { useGamePlaying } from './lib/game-play-state';
export { PARENT_SEES_PATH } from './lib/parent-sees-path';
export { useAskForMoreTime } from './lib/use-ask-for-more-time';
export { useCountView } from './lib/use-count-view';
export { useExitGate } from './lib/use-exit-gate';
export { useHeartbeat } from './lib/use-heartbeat';
