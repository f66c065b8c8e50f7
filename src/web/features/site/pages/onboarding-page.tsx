// /onboarding placeholder (?mode=parent|child) until accounts and the onboarding slides exist.
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/button';
import { SITE_NAME } from '../../../lib/site';
import { PageShell } from './page-shell';

export function OnboardingPage() {
  const [searchParams] = useSearchParams();
  const isChild = searchParams.get('mode') === 'child';
  return (
    <PageShell title={`Welcome to ${SITE_NAME}`} documentTitle="Get Started" badge="Coming Soon" icon="wave">
      <p>
        {isChild
          ? 'Child profiles arrive together with parent accounts, very soon.'
          : 'Parent accounts, with child profiles, screen time limits and content filters, are arriving soon.'}{' '}
        Until then, you can watch every video without an account.
      </p>
      <p>
        <Link to="/feed" className={buttonClasses()}>
          Just watch videos
        </Link>
      </p>
    </PageShell>
  );
}
