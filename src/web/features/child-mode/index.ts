// The child-mode feature's public surface. Used by app/layouts/app-layout (the lock that keeps a device in child
// mode inside /child/*) and family (a parent starting child mode for a child). Its pages load lazily from app/router.
// ChildGameFrame and ChildGamesPage wrap the games feature's screens on /child/games and /child/games/<id>.

export { useStartChildSession } from './api/start-child-session';
export { ChildGameFrame, type ChildGameFrameProps } from './components/child-game-frame';
export { ChildModeLock } from './components/child-mode-lock';
export { ChildGamesPage } from './pages/child-games-page';
