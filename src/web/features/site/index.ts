// The site feature's public surface: the footer of the app shell, and the landing page that app/routes/home-page.tsx
// composes with the mailing-list form.
export { SiteFooter } from './components/site-footer';
export { LandingPage } from './pages/landing-page';
