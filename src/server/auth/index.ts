// The auth feature's public surface (created for engagement's view-address key; the auth owner extends it).
export { resolveAuthSecret } from './auth-secret';
