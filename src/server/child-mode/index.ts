// The child-mode feature's public surface: what other features may use (everything else in child-mode/ is private).

export { policyFor } from './child-content.service';
export { CHILD_COOKIE } from './child-credential';
export { childSessionFrom } from './child-sessions.service';
