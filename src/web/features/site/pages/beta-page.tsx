// /beta: the beta programme — what it is, what testers do, and how to join (the mailing list).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/button';
import { PageHero } from '../components/page-hero';

const STEPS = ['join', 'try', 'tell'] as const;

export function BetaPage() {
  const { t } = useTranslation('site');
  return (
    <div>
      <PageHero title={t('beta.title')} lead={t('beta.lead')} kicker={t('beta.kicker')} />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <h2 className="text-2xl font-extrabold text-stone-900">{t('beta.howHeading')}</h2>
        <ol className="mt-6 grid gap-5 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step} className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-amber-100 font-extrabold text-amber-900">
                {(index + 1).toLocaleString()}
              </span>
              <h3 className="mt-3 text-lg font-extrabold text-stone-900">{t(`beta.steps.${step}.title`)}</h3>
              <p className="mt-1 text-stone-700">{t(`beta.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
        <p className="mt-8 text-lg text-stone-700">{t('beta.note')}</p>
        <p className="mt-6 flex flex-wrap gap-3">
          <Link to="/#waitlist" className={buttonClasses({ size: 'lg' })}>
            {t('beta.join')}
          </Link>
          <Link to="/parent-network" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            {t('beta.parentNetwork')}
          </Link>
        </p>
      </div>
    </div>
  );
}
