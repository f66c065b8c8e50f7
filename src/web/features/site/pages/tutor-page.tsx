// /tutor: the spec's AI Tutor coming-soon page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/button';
import { Icon } from '#web/components/icons';
import { PageHero } from '../components/page-hero';

const SUBJECTS = ['english', 'maths', 'arabic'] as const;

export function TutorPage() {
  const { t } = useTranslation('site');
  return (
    <div>
      <PageHero title={t('tutor.title')} lead={t('tutor.body')} kicker={t('comingSoon')} />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <h2 className="text-2xl font-extrabold text-stone-900">{t('tutor.subjectsHeading')}</h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-3">
          {SUBJECTS.map((subject) => (
            <li key={subject} className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm">
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-teal-100 text-teal-800">
                <Icon name="tutor" className="size-6" />
              </span>
              <h3 className="mt-3 text-lg font-extrabold text-stone-900">
                {t(`tutor.subjects.${subject}.title`)}
              </h3>
              <p className="mt-1 text-stone-700">{t(`tutor.subjects.${subject}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 flex flex-wrap gap-3">
          <Link to="/feed" className={buttonClasses({ size: 'lg' })}>
            {t('tutor.watchVideos')}
          </Link>
          <Link to="/#waitlist" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            {t('tutor.tellMe')}
          </Link>
        </p>
      </div>
    </div>
  );
}
