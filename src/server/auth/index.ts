// The auth feature's public surface: child-mode's exit gate (the Auth type), engagement's view-address key.
export type { Auth } from './auth';
export { resolveAuthSecret } from './auth-secret';
