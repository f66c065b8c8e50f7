// The children feature's public surface: what other features may use (everything else in children/ is private).
export { findOwnChild } from './children.service';
