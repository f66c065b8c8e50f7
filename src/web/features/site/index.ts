// The site feature's public surface: the footer of the app shell, and the landing page that app/routes/home-page.tsx
// composes with the mailing-list form (its route is lazy, so the shell's chunk never carries it); the landing page's
// data from its HTML (seedHome, main.tsx) and for the server's drawing of it (seedHomeData, prerender.tsx).
export { seedHome, seedHomeData } from './api/seed-home';
export { SiteFooter } from './components/site-footer';
export { LandingPage } from './pages/landing-page';
