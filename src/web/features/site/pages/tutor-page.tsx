// /tutor: the spec's AI Tutor coming-soon page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/button';
import { PageShell } from '../components/page-shell';

export function TutorPage() {
  const { t } = useTranslation('site');
  return (
    <PageShell title={t('tutor.title')} badge={t('comingSoon')} icon="tutor">
      <p>{t('tutor.body')}</p>
      <p>
        <Link to="/feed" className={buttonClasses()}>
          {t('tutor.watchVideos')}
        </Link>
      </p>
    </PageShell>
  );
}
