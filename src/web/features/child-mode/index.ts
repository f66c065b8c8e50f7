// The child-mode feature's public surface. Used by app/layouts/app-layout (the lock that keeps a device in child
// mode inside /child/*) and family (a parent starting child mode for a child). Its pages load lazily from app/router.
// ChildGameFrame wraps the games feature's screens on /child/games/<id> (and the TV's).
// The TV feature's child screens (/tv/child/*) use the session, feed, content, library, heartbeat and exit-gate
// hooks below: the same rules and screen time as the ordinary child area, in the TV's 10-foot frame. main.tsx seeds
// the child feed's first render from its HTML (seedChildFeed); the server's render of it (prerender.tsx) seeds the same
// data (seedChildFeedData).

export { saveChildProgress, useChildLibrary, useChildWatchLaterToggle } from './api/child-library';
export { getChildNext, useChildContent } from './api/get-child-content';
export { useChildFeedFiltered } from './api/get-child-feed';
export { useChildSession } from './api/get-child-session';
export { seedChildFeed, seedChildFeedData } from './api/seed-child-feed';
export { useStartChildSession } from './api/start-child-session';
export { ChildGameFrame } from './components/child-game-frame';
export { ChildModeLock, childWatchPath, isChildModeDevice } from './components/child-mode-lock';
export { LockIcon } from './components/lock-icon';
export { ScreenTimeMoon } from './components/screen-time-moon';
export { useGamePlaying } from './lib/game-play-state';
export { useCountView } from './lib/use-count-view';
export { useExitGate } from './lib/use-exit-gate';
export { useHeartbeat } from './lib/use-heartbeat';
