// /signin placeholder until accounts exist; browsing and watching need no account.
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button';
import { PageShell } from './page-shell';

export function SignInPage() {
  return (
    <PageShell title="Sign in" badge="Coming Soon" icon="key">
      <p>Accounts are arriving soon. Until then, every video can be watched without an account.</p>
      <p>
        <Link to="/feed" className={buttonClasses()}>
          Just watch videos
        </Link>
      </p>
    </PageShell>
  );
}
