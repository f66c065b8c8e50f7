// "/": a short hero with the two ways in; the full landing page comes later.
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '#web/components/button';
import { IconBadge, type IconName, MoonLogo } from '#web/components/icons';
import { pageTitle, SITE_NAME } from '#web/lib/site';

const HIGHLIGHTS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'shield',
    title: 'Reviewed videos',
    text: 'Every video is checked by people before it is published.',
  },
  { icon: 'gamepad', title: 'Games', text: 'Simple, calm games made for young players.' },
  {
    icon: 'family',
    title: 'Parents in charge',
    text: 'Child profiles, screen time and filters are on the way.',
  },
];

function signInWasRequired(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'signInRequired' in state && state.signInRequired === true
  );
}

export function HomePage() {
  const location = useLocation();
  return (
    <div>
      <title>{pageTitle()}</title>
      {signInWasRequired(location.state) ? (
        // The route guard sent the visitor here (spec: "redirects to /"); say why and offer the way back.
        <div className="border-b border-amber-200 bg-amber-50">
          <p className="mx-auto max-w-4xl px-4 py-3 text-sm text-amber-950">
            That page needs an account.{' '}
            <Link to="/signin" className="font-bold underline underline-offset-2">
              Sign in to continue
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
          <p className="mx-auto mt-4 max-w-xl text-lg text-stone-700 sm:text-xl">
            Safe, halal videos, games and learning for Muslim children aged 3 to 12
          </p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <Link to="/onboarding?mode=parent" className={buttonClasses({ size: 'lg' })}>
              Explore as a Parent
            </Link>
            <Link to="/feed" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
              Try Kids' Experience
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="highlights-heading" className="mx-auto max-w-4xl px-4 py-10">
        <h2 id="highlights-heading" className="sr-only">
          What you will find
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {HIGHLIGHTS.map((item) => (
            <li key={item.title} className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm">
              <IconBadge name={item.icon} />
              <h3 className="mt-2 text-lg font-bold text-stone-900">{item.title}</h3>
              <p className="mt-1 text-stone-700">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
