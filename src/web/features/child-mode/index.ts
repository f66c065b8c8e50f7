// The child-mode feature's public surface. Used by app/layouts/app-layout (the lock that keeps a device in child
// mode inside /child/*) and family (a parent starting child mode for a child). Its pages load lazily from app/router.

export { useStartChildSession } from './api/start-child-session';
export { ChildModeLock } from './components/child-mode-lock';
