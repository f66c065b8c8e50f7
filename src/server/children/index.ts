// The children feature's public surface: what other features may use (everything else in children/ is private).
// app.ts (routes), parent/family.service.ts (findOwnChild: a parent's own child or 404).
export { childrenRoutes } from './children.routes';
export { findOwnChild } from './children.service';
