// The child-mode feature's public surface: what other features may use (everything else in child-mode/ is private).
export { CHILD_COOKIE } from './child-credential';
