// The admin-users feature's public surface (issue 15): app.ts mounts its routes.
export { adminUsersRoutes } from './admin-users.routes';
