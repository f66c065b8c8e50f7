// "/": the site's landing page with the outreach feature's mailing-list form in its two sign-up places (the hero and
// the community section, /#waitlist).
import { MailingListForm } from '#web/features/outreach';
import { LandingPage } from '#web/features/site';

export function HomePage() {
  return <LandingPage signupForm={<MailingListForm />} />;
}
