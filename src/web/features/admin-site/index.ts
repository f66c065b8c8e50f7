// The landing page's curated parts for admins (featured video, testimonials). Its page loads lazily from
// app/router (features/admin-site/pages/admin-site-page).
export { AdminSitePage } from './pages/admin-site-page';
