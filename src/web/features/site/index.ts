// The site feature's public surface: the footer of the app shell. The landing page is loaded lazily by
// app/routes/home-page.tsx (pages/landing-page), so the shell's chunk never carries it.
export { SiteFooter } from './components/site-footer';
