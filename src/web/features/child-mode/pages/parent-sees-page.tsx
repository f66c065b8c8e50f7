// /child/parent-can-see: the page behind the child header's eye sign — what the child's parent can see here, and that
// nobody else can, in the child's words and language (the UK Age Appropriate Design Code's obvious sign).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CHILD_BUTTON } from '#web/components/child-ui';
import { pageTitle } from '#web/lib/site';
import { ParentSeesExplainer } from '../components/parent-sees-explainer';
import { ParentSeesIcon } from '../components/parent-sees-icon';

export function ParentSeesPage() {
  const { t } = useTranslation('child-mode');
  return (
    <div className="mx-auto max-w-2xl px-3 pt-6 sm:px-5">
      <title>{pageTitle(t('parentSees.title'))}</title>
      <article className="rounded-[2rem] bg-white p-6 text-teal-950 shadow-md shadow-teal-900/10 sm:p-8">
        <div className="flex items-center gap-4">
          <span className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-teal-900 text-amber-100">
            <ParentSeesIcon className="size-11" />
          </span>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('parentSees.title')}</h1>
        </div>
        <div className="mt-6">
          <ParentSeesExplainer />
        </div>
        <div className="mt-8">
          <Link to="/child/feed" className={CHILD_BUTTON.primary}>
            {t('parentSees.back')}
          </Link>
        </div>
      </article>
    </div>
  );
}
