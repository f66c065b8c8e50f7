// Catch-all route for unknown paths.
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { MESSAGES } from '#shared/messages';
import { buttonClasses } from '#web/components/button';
import { messageText } from '#web/lib/i18n/message-text';
import { PageShell } from '../components/page-shell';

export function NotFoundPage() {
  const { t } = useTranslation('site');
  const navigate = useNavigate();
  // Back like the browser's own button (also across a full page load); a tab opened on this page goes home.
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));

  return (
    <PageShell title={messageText(MESSAGES.pageNotFound)} icon="compass">
      <p>{t('notFound.body')}</p>
      <div className="flex flex-wrap gap-3 pt-2">
        <Link to="/" className={buttonClasses()}>
          {messageText(MESSAGES.backToHome)}
        </Link>
        <button type="button" className={buttonClasses({ variant: 'secondary' })} onClick={goBack}>
          {messageText(MESSAGES.goBack)}
        </button>
      </div>
    </PageShell>
  );
}
