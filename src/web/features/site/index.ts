// The site feature's public surface: the footer of the app shell, and the landing page that app/routes/home-page.tsx
// composes with the mailing-list form.
export { featuredVideoQueryOptions } from './api/get-featured-video';
export { siteFooterQueryOptions } from './api/get-site-footer';
export { siteStatsQueryOptions } from './api/get-site-stats';
export { testimonialsQueryOptions } from './api/get-testimonials';
export { SiteFooter } from './components/site-footer';
export { LandingPage } from './pages/landing-page';
