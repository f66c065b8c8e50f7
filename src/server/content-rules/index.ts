// The content-rules feature's public surface: app.ts mounts its routes (everything else in content-rules/ is private;
// the catalog's child policy reads its tables in SQL, not through this module).
export { collectionsRoutes, contentRulesChildRoutes, contentRulesVideoRoutes } from './content-rules.routes';
