// The auth feature's public surface. Used by the composition roots (app.ts: createAuth, trustedOrigins, authRoutes;
// index.ts and test/test-app.ts: createAuth; composition tests), accounts/admin-cli.ts (createAuth) and engagement
// (resolveAuthSecret: the hashed-address key derives from the auth secret). What features use of a running auth
// instance is typed by http/app-env.ts (AuthService), not imported from here.
export { createAuth, trustedOrigins } from './auth';
export { authRoutes } from './auth.routes';
export { resolveAuthSecret } from './auth-secret';
export { BETTER_AUTH_ACCESS } from './better-auth-access';
