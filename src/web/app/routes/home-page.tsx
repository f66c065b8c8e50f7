// "/": the site's landing page, composed with the mailing-list form (outreach feature) at merge:
// <LandingPage signupForm={<MailingListForm />} />. The page is its own chunk (lazy), so the app shell stays small.
import { lazy } from 'react';

const LandingPage = lazy(() =>
  import('#web/features/site/pages/landing-page').then((module) => ({ default: module.LandingPage })),
);

export function HomePage() {
  return <LandingPage />;
}
