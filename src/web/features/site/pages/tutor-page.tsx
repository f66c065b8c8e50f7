// /tutor: what the Tutor teaches (Arabic from the letters to reading, Maths, English phonics; ages 3 to 12), how a
// child uses it (Learn in child mode, on a phone, a tablet or the TV), and what each plan includes. A visitor is
// invited to get started; a signed-in parent gets `family`, a card per child linking to their progress (composed by
// app/routes/tutor-page, since the children are another feature's). Ask Qamar, the optional AI helper, is not
// promised here: whether it exists depends on the operator's set-up and each child's parent.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TUTOR_LIMITS } from '#shared/tutor/learn-api';
import { buttonClasses } from '#web/components/button';
import { Icon, type IconName } from '#web/components/icons';
import { formatNumber } from '#web/lib/format';
import { useMe } from '#web/lib/session';
import { PageHero } from '../components/page-hero';

const SUBJECTS = ['arabic', 'maths', 'english'] as const;
const STEPS: { key: 'childMode' | 'lessons' | 'tv' | 'parents'; icon: IconName }[] = [
  { key: 'childMode', icon: 'lock' },
  { key: 'lessons', icon: 'tutor' },
  { key: 'tv', icon: 'film' },
  { key: 'parents', icon: 'family' },
];

export function TutorPage({ family }: { family?: ReactNode }) {
  const { t } = useTranslation('site');
  const me = useMe();
  const signedIn = Boolean(me.data);
  return (
    <div>
      <PageHero title={t('tutor.title')} lead={t('tutor.body')} kicker={t('tutor.kicker')} />
      <div className="mx-auto max-w-4xl space-y-12 px-4 py-12 sm:px-6">
        {family}
        <section aria-labelledby="tutor-subjects-heading">
          <h2 id="tutor-subjects-heading" className="text-2xl font-extrabold text-stone-900">
            {t('tutor.subjectsHeading')}
          </h2>
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
        </section>
        <section aria-labelledby="tutor-how-heading">
          <h2 id="tutor-how-heading" className="text-2xl font-extrabold text-stone-900">
            {t('tutor.howHeading')}
          </h2>
          <ol className="mt-6 grid gap-5 sm:grid-cols-2">
            {STEPS.map(({ key, icon }) => (
              <li key={key} className="flex gap-4 rounded-3xl border border-stone-200 bg-white p-6 shadow-sm">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-amber-100 text-amber-800">
                  <Icon name={icon} className="size-6" />
                </span>
                <div>
                  <h3 className="text-lg font-extrabold text-stone-900">{t(`tutor.how.${key}.title`)}</h3>
                  <p className="mt-1 text-stone-700">{t(`tutor.how.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="tutor-plans-heading">
          <h2 id="tutor-plans-heading" className="text-2xl font-extrabold text-stone-900">
            {t('tutor.plansHeading')}
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2">
            <li className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-extrabold text-stone-900">{t('plans.names.free')}</h3>
              <p className="mt-1 text-stone-700">
                {t('tutor.plans.free', { n: formatNumber(TUTOR_LIMITS.freeLessonsPerDay) })}
              </p>
            </li>
            <li className="rounded-3xl border-2 border-amber-300 bg-amber-50 p-6 shadow-sm">
              <h3 className="text-lg font-extrabold text-stone-900">{t('plans.names.premium')}</h3>
              <p className="mt-1 text-stone-700">{t('tutor.plans.premium')}</p>
            </li>
          </ul>
          <p className="mt-6 flex flex-wrap gap-3">
            {signedIn ? null : (
              <Link to="/onboarding?mode=parent" className={buttonClasses({ size: 'lg' })}>
                {t('tutor.getStarted')}
              </Link>
            )}
            <Link
              to="/pricing"
              className={buttonClasses({ variant: signedIn ? 'primary' : 'secondary', size: 'lg' })}
            >
              {t('tutor.comparePlans')}
            </Link>
          </p>
        </section>
      </div>
    </div>
  );
}
