// Catch-all route for unknown paths.
import { Link, useNavigate } from 'react-router';
import { MESSAGES } from '#shared/messages';
import { buttonClasses } from '#web/components/button';
import { PageShell } from '../components/page-shell';

export function NotFoundPage() {
  const navigate = useNavigate();
  // Back like the browser's own button (also across a full page load); a tab opened on this page goes home.
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));

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
