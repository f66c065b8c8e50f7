// "/": a short hero with the two ways in; the full landing page comes later.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '#web/components/button';
import { IconBadge, type IconName, MoonLogo } from '#web/components/icons';
import { pageTitle, SITE_NAME } from '#web/lib/site';

const HIGHLIGHTS: { key: 'reviewed' | 'games' | 'parents'; icon: IconName }[] = [
  { key: 'reviewed', icon: 'shield' },
  { key: 'games', icon: 'gamepad' },
  { key: 'parents', icon: 'family' },
];

function signInWasRequired(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'signInRequired' in state && state.signInRequired === true
  );
}

export function HomePage() {
  const { t } = useTranslation('site');
  const location = useLocation();
  return (
    <div>
      <title>{pageTitle()}</title>
      {signInWasRequired(location.state) ? (
        // The route guard sent the visitor here (spec: "redirects to /"); say why and offer the way back.
        <div className="border-b border-amber-200 bg-amber-50">
          <p className="mx-auto max-w-4xl px-4 py-3 text-sm text-amber-950">
            {t('home.signInRequired')}{' '}
            <Link to="/signin" className="font-bold underline underline-offset-2">
              {t('home.signInToContinue')}
            </Link>
          </p>
        </div>
      ) : null}
      <section className="bg-gradient-to-b from-teal-50 to-stone-50">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:py-20">
          <MoonLogo className="mx-auto size-16" />
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-teal-900 sm:text-5xl">
            {SITE_NAME}
          </h1>
          <p className="mx-auto mt-4 max-w-xl text-lg text-stone-700 sm:text-xl">{t('home.tagline')}</p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <Link to="/onboarding?mode=parent" className={buttonClasses({ size: 'lg' })}>
              {t('home.exploreAsParent')}
            </Link>
            <Link to="/feed" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
              {t('home.tryKids')}
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="highlights-heading" className="mx-auto max-w-4xl px-4 py-10">
        <h2 id="highlights-heading" className="sr-only">
          {t('home.highlightsHeading')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {HIGHLIGHTS.map((item) => (
            <li key={item.key} className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm">
              <IconBadge name={item.icon} />
              <h3 className="mt-2 text-lg font-bold text-stone-900">
                {t(`home.highlights.${item.key}.title`)}
              </h3>
              <p className="mt-1 text-stone-700">{t(`home.highlights.${item.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
