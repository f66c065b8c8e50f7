// /unauthorized: where the route guard sends someone whose role does not fit the page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MESSAGES } from '#shared/messages';
import { buttonClasses } from '#web/components/button';
import { messageText } from '#web/lib/i18n/message-text';
import { PageShell } from '../components/page-shell';

export function UnauthorizedPage() {
  const { t } = useTranslation('common');
  return (
    <PageShell title={messageText(MESSAGES.accessDenied)} icon="lock">
      <p>{t('unauthorized.body')}</p>
      <p>
        <Link to="/" className={buttonClasses()}>
          {t('notes.backHome')}
        </Link>
      </p>
    </PageShell>
  );
}
