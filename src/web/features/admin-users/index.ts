// The admin-users feature: the All Users page (loaded lazily by app/router.tsx) and the user detail page,
// whose `extraCards` the route file app/routes/admin-user-detail-page.tsx fills with other features' cards.
export { adminUserQueryOptions } from './api/get-admin-user';
export { AdminUserDetailPage } from './pages/admin-user-detail-page';
