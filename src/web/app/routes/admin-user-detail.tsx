export { AdminUserDetailRoute as default } from './admin-user-detail-page';
