// Catch-all route for unknown paths.
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '#web/components/button';
import { pageTitle } from '#web/lib/site';
import { LanternIllustration } from '../components/illustrations';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  // Back like the browser's own button (also across a full page load); a tab opened on this page goes home.
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));
  const title = t('notFound.title');
  return (
    <div className="mx-auto max-w-xl px-4 py-14 text-center sm:py-20">
      <title>{pageTitle(title)}</title>
      <LanternIllustration className="mx-auto size-40" />
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
      <p className="mt-3 text-lg text-stone-700">{t('notFound.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses()}>
          {t('notes.backHome')}
        </Link>
        <button type="button" className={buttonClasses({ variant: 'secondary' })} onClick={goBack}>
          {t('notFound.goBack')}
        </button>
      </div>
    </div>
  );
}
