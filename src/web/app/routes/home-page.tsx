// "/": the site's landing page with the outreach feature's mailing-list form in its two sign-up places (the hero and
// the community section, /#waitlist), each form named for its place (two landmarks with one name confuse a screen
// reader's list of regions).
import { useTranslation } from 'react-i18next';
import { MailingListForm } from '#web/features/outreach';
import { LandingPage } from '#web/features/site';

export function HomePage() {
  const { t } = useTranslation('outreach');
  return (
    <LandingPage
      signupForm={(place) => (
        <MailingListForm label={place === 'community' ? t('mailingList.communityLabel') : undefined} />
      )}
    />
  );
}
