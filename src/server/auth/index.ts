// The auth feature's public surface (child-mode's exit gate uses the Auth type; the accounts task widens this).
export type { Auth } from './auth';
