// Catch-all route for unknown paths.
import { Link, useLocation, useNavigate } from 'react-router';
import { MESSAGES } from '../../../../shared/messages';
import { buttonClasses } from '../../../components/button';
import { PageShell } from './page-shell';

export function NotFoundPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // A page opened directly has no history entry of ours to go back to; home is the nearest sensible place.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));

  return (
    <PageShell title={MESSAGES.pageNotFound} icon="compass">
      <p>We looked everywhere, but this page is not here.</p>
      <div className="flex flex-wrap gap-3 pt-2">
        <Link to="/" className={buttonClasses()}>
          {MESSAGES.backToHome}
        </Link>
        <button type="button" className={buttonClasses({ variant: 'secondary' })} onClick={goBack}>
          {MESSAGES.goBack}
        </button>
      </div>
    </PageShell>
  );
}
