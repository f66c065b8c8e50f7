// "/": the landing page, sections in the spec's order — hero, statistics, features, featured video, parental
// settings, pricing, testimonials, community sign-up (the footer is the shell's). Every figure is real; the
// mailing-list form is a slot the composing route fills (outreach feature).
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CHILD_DEMO_PATH } from '#shared/child-demo';
import { buttonClasses } from '#web/components/button';
import { Icon, type IconName } from '#web/components/icons';
import { isSafeReturnPath, rememberReturnTo } from '#web/lib/auth-storage';
import { pageTitle } from '#web/lib/site';
import { FeaturedVideoSection } from '../components/featured-video';
import { NightSkyIllustration, PatternBand } from '../components/illustrations';
import { PlanCards } from '../components/plan-cards';
import { StatsBand } from '../components/stats-band';
import { TestimonialsSection } from '../components/testimonials-section';

const FEATURES: {
  key: 'reviewed' | 'halal' | 'games' | 'languages' | 'childMode' | 'noAds';
  icon: IconName;
}[] = [
  { key: 'reviewed', icon: 'shield' },
  { key: 'halal', icon: 'mosque' },
  { key: 'games', icon: 'gamepad' },
  { key: 'languages', icon: 'wave' },
  { key: 'childMode', icon: 'lock' },
  { key: 'noAds', icon: 'heart' },
];

const CONTROLS: { key: 'screenTime' | 'filters' | 'history' | 'pin' | 'language'; icon: IconName }[] = [
  { key: 'screenTime', icon: 'clock' },
  { key: 'filters', icon: 'sliders' },
  { key: 'history', icon: 'film' },
  { key: 'pin', icon: 'key' },
  { key: 'language', icon: 'family' },
];

/** The hero's own buttons: the shared button's shape, in colours made for the dark night-sky band. */
const HERO_BUTTON =
  'inline-flex min-h-12 items-center justify-center rounded-full px-6 text-base font-bold whitespace-nowrap shadow-sm transition-colors';

function signInWasRequired(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'signInRequired' in state && state.signInRequired === true
  );
}

function SectionHeading({
  id,
  kicker,
  title,
  text,
}: {
  id: string;
  kicker: string;
  title: string;
  text: string;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-extrabold tracking-wide text-amber-700 uppercase">{kicker}</p>
      <h2
        id={id}
        className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-stone-900 sm:text-4xl"
      >
        {title}
      </h2>
      <p className="mt-3 text-lg text-stone-700">{text}</p>
    </div>
  );
}

/** `signupForm(place)`: the mailing-list form for the hero and for the community section (each with its own name). */
export function LandingPage({ signupForm }: { signupForm?: (place: 'hero' | 'community') => ReactNode }) {
  const { t } = useTranslation('site');
  const location = useLocation();
  // A guarded page the server sent a signed-out visitor away from (app/guard.ts): kept for after sign-in.
  const next = new URLSearchParams(location.search).get('next');
  const returnTo = next && isSafeReturnPath(next) ? next : null;
  useEffect(() => {
    if (returnTo) rememberReturnTo(returnTo);
  }, [returnTo]);
  // /#waitlist (and any section anchor): the page is loaded lazily, so scroll once it is here, after the shell's
  // scroll to the top.
  useEffect(() => {
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (!target) return;
    const timer = window.setTimeout(() => target.scrollIntoView({ behavior: 'smooth', block: 'start' }), 50);
    return () => window.clearTimeout(timer);
  }, [location.hash]);
  return (
    <div>
      <title>{pageTitle(t('landing.documentTitle'))}</title>
      {returnTo || signInWasRequired(location.state) ? (
        // The route guard sent the visitor here (spec: "redirects to /"); say why and offer the way back.
        <div className="border-b border-amber-200 bg-amber-50">
          <p className="mx-auto max-w-6xl px-4 py-3 text-sm text-amber-950">
            {t('home.signInRequired')}{' '}
            <Link to="/signin" className="font-bold underline underline-offset-2">
              {t('home.signInToContinue')}
            </Link>
          </p>
        </div>
      ) : null}

      <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-teal-900 text-white">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 pt-12 pb-14 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:py-20">
          <div>
            <p className="inline-flex rounded-full bg-teal-800 px-3 py-1 text-sm font-bold text-amber-200">
              {t('landing.hero.kicker')}
            </p>
            <h1
              id="hero-heading"
              className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
            >
              {t('landing.hero.title')}
            </h1>
            <p className="mt-4 max-w-xl text-lg text-teal-50 sm:text-xl">{t('home.tagline')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link
                to="/onboarding?mode=parent"
                className={`${HERO_BUTTON} bg-amber-400 text-amber-950 hover:bg-amber-300`}
              >
                {t('home.exploreAsParent')}
              </Link>
              {/* The children's own screen, as a demo a visitor can open without an account. */}
              <Link
                to={CHILD_DEMO_PATH}
                className={`${HERO_BUTTON} border-2 border-teal-200/60 text-white hover:border-white hover:bg-teal-800`}
              >
                {t('home.tryKids')}
              </Link>
            </div>
            {signupForm ? (
              <div className="mt-8 max-w-lg rounded-3xl bg-white p-5 text-stone-900 shadow-lg">
                {signupForm('hero')}
              </div>
            ) : null}
          </div>
          <NightSkyIllustration className="mx-auto aspect-[5/4] w-full max-w-md lg:max-w-none" />
        </div>
      </section>

      <StatsBand />

      <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <SectionHeading
          id="features-heading"
          kicker={t('landing.features.kicker')}
          title={t('landing.features.heading')}
          text={t('landing.features.text')}
        />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.key} className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm">
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-teal-100 text-teal-800">
                <Icon name={feature.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-extrabold text-stone-900">
                {t(`landing.features.items.${feature.key}.title`)}
              </h3>
              <p className="mt-1.5 text-stone-700">{t(`landing.features.items.${feature.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <FeaturedVideoSection />

      <section aria-labelledby="controls-heading" className="bg-teal-50 py-16">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
          <div>
            <p className="text-sm font-extrabold tracking-wide text-amber-700 uppercase">
              {t('landing.controls.kicker')}
            </p>
            <h2
              id="controls-heading"
              className="mt-2 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl"
            >
              {t('landing.controls.heading')}
            </h2>
            <p className="mt-3 text-lg text-stone-700">{t('landing.controls.text')}</p>
            <Link to="/onboarding?mode=parent" className={buttonClasses({ size: 'lg', className: 'mt-6' })}>
              {t('home.exploreAsParent')}
            </Link>
          </div>
          <ul className="space-y-3">
            {CONTROLS.map((control) => (
              <li key={control.key} className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-800">
                  <Icon name={control.icon} className="size-6" />
                </span>
                <div>
                  <h3 className="font-extrabold text-stone-900">
                    {t(`landing.controls.items.${control.key}.title`)}
                  </h3>
                  <p className="text-stone-700">{t(`landing.controls.items.${control.key}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="pricing-heading" className="px-4 py-16 sm:px-6">
        <SectionHeading
          id="pricing-heading"
          kicker={t('landing.pricing.kicker')}
          title={t('pricing.title')}
          text={t('landing.pricing.text')}
        />
        <div className="mt-12">
          <PlanCards />
        </div>
        <p className="mt-6 text-center">
          <Link to="/pricing" className="font-bold text-teal-800 underline underline-offset-4">
            {t('landing.pricing.compare')}
          </Link>
        </p>
      </section>

      <TestimonialsSection />

      <section id="waitlist" aria-labelledby="community-heading" className="scroll-mt-4 px-4 py-16 sm:px-6">
        <div className="relative mx-auto max-w-3xl overflow-hidden rounded-[2rem] bg-teal-900 px-6 py-12 text-center text-white sm:px-12">
          <PatternBand className="absolute inset-x-0 top-0 h-8 w-full text-teal-700" />
          <h2 id="community-heading" className="mt-4 text-3xl font-extrabold tracking-tight">
            {t('landing.community.heading')}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-teal-50">{t('landing.community.text')}</p>
          {signupForm ? (
            <div className="mx-auto mt-8 max-w-lg rounded-3xl bg-white p-5 text-start text-stone-900">
              {signupForm('community')}
            </div>
          ) : null}
        </div>
      </section>
    </div>
  );
}
