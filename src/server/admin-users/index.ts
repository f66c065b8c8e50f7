// The admin-users feature's public surface: app.ts mounts its routes.
export { adminUsersRoutes } from './admin-users.routes';
