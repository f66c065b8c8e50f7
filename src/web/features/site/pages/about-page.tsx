// /about: 'Our Story' — why Qamar Kids exists and how we choose what children see.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/button';
import { Icon, type IconName } from '#web/components/icons';
import { PageHero } from '../components/page-hero';

const VALUES: { key: 'people' | 'halal' | 'calm' | 'privacy'; icon: IconName }[] = [
  { key: 'people', icon: 'shield' },
  { key: 'halal', icon: 'mosque' },
  { key: 'calm', icon: 'moon' },
  { key: 'privacy', icon: 'lock' },
];

export function AboutPage() {
  const { t } = useTranslation('site');
  return (
    <div>
      <PageHero title={t('about.title')} lead={t('about.lead')} />
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-12 text-lg leading-relaxed text-stone-700 sm:px-6">
        <p>{t('about.story1')}</p>
        <p>{t('about.story2')}</p>
        <p>{t('about.story3')}</p>
      </div>
      <section aria-labelledby="values-heading" className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="values-heading" className="text-center text-3xl font-extrabold tracking-tight text-stone-900">
          {t('about.valuesHeading')}
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2">
          {VALUES.map((value) => (
            <li
              key={value.key}
              className="flex gap-4 rounded-3xl border border-stone-200 bg-white p-6 shadow-sm"
            >
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-teal-100 text-teal-800">
                <Icon name={value.icon} className="size-6" />
              </span>
              <div>
                <h3 className="text-lg font-extrabold text-stone-900">
                  {t(`about.values.${value.key}.title`)}
                </h3>
                <p className="mt-1 text-stone-700">{t(`about.values.${value.key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-10 flex flex-wrap justify-center gap-3">
          <Link to="/content-policy" className={buttonClasses({ variant: 'secondary' })}>
            {t('about.readPolicy')}
          </Link>
          <Link to="/onboarding?mode=parent" className={buttonClasses()}>
            {t('home.exploreAsParent')}
          </Link>
        </p>
      </section>
    </div>
  );
}
