// /unauthorized: where the route guard sends someone whose role does not fit the page.
import { Link } from 'react-router';
import { MESSAGES } from '#shared/messages';
import { buttonClasses } from '#web/components/button';
import { PageShell } from '../components/page-shell';

export function UnauthorizedPage() {
  return (
    <PageShell title={MESSAGES.accessDenied} icon="lock">
      <p>You do not have permission to open that page.</p>
      <p>
        <Link to="/" className={buttonClasses()}>
          {MESSAGES.backToHome}
        </Link>
      </p>
    </PageShell>
  );
}
