// The accounts feature's public surface. Used by the composition roots: app.ts (accountsRoutes) and index.ts (the
// demo sign-ins seeded outside production, and removed in production).
export {
  accountsCreatorRoutes,
  accountsMeRoutes,
  accountsParentRoutes,
  accountsProfileRoutes,
  accountsProfilesRoutes,
} from './accounts.routes';
export {
  DEMO_PASSWORD,
  disableDemoSignIns,
  ensureDemoAccounts,
  listDemoSignIns,
} from './demo-accounts';
