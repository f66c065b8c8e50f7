// The app shell: skip link, top bar (by session), the routed page, the site footer, and the main navigation: a
// bottom tab bar on phones and tablets, the same links in the top bar on wide screens (≥ 1024 px).
import { type ComponentType, lazy, Suspense, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import type { Me } from '#shared/accounts.schema';
import { buttonClasses } from '#web/components/button';
import { AccountIcon, GamesIcon, MoonLogo, TutorIcon, VideosIcon } from '#web/components/icons';
import { LanguagePicker } from '#web/components/language-picker';
import { LiveSettingsEffects } from '#web/components/live-settings-effects';
import { RoutedPage } from '#web/components/routed-page';
import { UnverifiedEmailBanner, useSaveLocale } from '#web/features/auth';
import { ChildModeLock } from '#web/features/child-mode';
import { CookieConsentBanner } from '#web/features/outreach';
import { TvSwitch } from '#web/features/tv';
import { dashboardPathFor } from '#web/lib/roles';
import { useMe } from '#web/lib/session';
import { SiteNameSync, useSiteName } from '#web/lib/site';
import { ConsentChosenBefore } from '../request-facts';
import { ScrollToTop } from '../scroll-to-top';

// The footer is below the fold (the page above it is at least a screen tall): its chunk, its drawings and its request
// wait until its place nears the screen, instead of competing with the page's own scripts for a phone's bandwidth.
// The consent banner is part of the first paint on a first visit, so it is not lazy.
let loadedFooter: ComponentType | undefined;
const loadFooter = () =>
  import('#web/features/site').then((module) => {
    loadedFooter = module.SiteFooter;
    return { default: module.SiteFooter };
  });
const SiteFooter = lazy(loadFooter);

/** How far below the screen the footer's place may still be when it starts loading: one screen's height. */
const FOOTER_AHEAD = '100% 0px';

/**
 * The footer once its place is within a screen of the visible part, and from then on while the app shell stays.
 * Except on the landing page, which the server draws whole and a visitor reads before the app's scripts (decision
 * 028): there it is in the first render (its chunk is the landing page's own).
 */
function FooterWhenNear() {
  const { pathname } = useLocation();
  const [shown, setShown] = useState(pathname === '/');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (shown || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setShown(true);
      },
      { rootMargin: FOOTER_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  if (!shown) return <div ref={place} />;
  const Footer = loadedFooter ?? SiteFooter;
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}

type Tab = {
  key: 'videos' | 'games' | 'tutor' | 'account';
  to: string;
  icon: ComponentType<{ className?: string }>;
  /** The signed-in user's initial, drawn in a circle instead of the icon. */
  initial?: string;
  /** Extra paths that belong to this tab, e.g. a video page belongs to Videos. */
  alsoActiveUnder?: string[];
};

/** Pages that belong to the Account tab. */
const ACCOUNT_PATHS = [
  '/dashboard',
  '/settings',
  '/profile',
  '/get-started',
  '/creator/get-started',
  '/complete-profile',
  '/signin',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/email-verified',
];

function tabsFor(me: Me | null | undefined): Tab[] {
  return [
    { key: 'videos', to: '/feed', icon: VideosIcon, alsoActiveUnder: ['/video/'] },
    { key: 'games', to: '/games', icon: GamesIcon },
    { key: 'tutor', to: '/tutor', icon: TutorIcon },
    me
      ? {
          key: 'account',
          to: dashboardPathFor(me.user.role),
          icon: AccountIcon,
          initial: (me.user.email.trim()[0] ?? '?').toUpperCase(),
          alsoActiveUnder: ACCOUNT_PATHS,
        }
      : { key: 'account', to: '/signin', icon: AccountIcon, alsoActiveUnder: ACCOUNT_PATHS },
  ];
}

function TopBarActions({ me }: { me: Me | null | undefined }) {
  const { t } = useTranslation();
  // While the session loads, show nothing rather than flash "Sign in" at a signed-in user.
  if (me === undefined) return null;
  if (me) {
    return (
      // Wider screens only (spec); the wrapper hides it because the button look sets its own display.
      <div className="hidden md:block">
        <Link to="/share" className={buttonClasses({ size: 'sm' })}>
          {t('nav.shareVideo')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <Link to="/signin" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
        {t('nav.signIn')}
      </Link>
      <Link to="/onboarding?mode=parent" className={buttonClasses({ size: 'sm' })}>
        {t('nav.getStarted')}
      </Link>
    </>
  );
}

function TopBar({ me }: { me: Me | null | undefined }) {
  const saveLocale = useSaveLocale();
  const siteName = useSiteName();
  // One navigation for every width: fixed to the bottom on small screens, part of this bar from 1024 px.
  return (
    <header className="border-b border-stone-200 bg-white">
      {/* Wraps on a narrow phone when the language's words run long: the actions move under the logo. */}
      <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center justify-between gap-x-2 gap-y-1 px-3 py-2 sm:px-4">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-1.5 rounded-xl text-base font-extrabold whitespace-nowrap text-teal-800 sm:gap-2 sm:text-lg"
        >
          <MoonLogo className="size-8 sm:size-9" />
          <span>{siteName}</span>
        </Link>
        <MainNav me={me} />
        <div className="ms-auto flex min-w-0 flex-wrap items-center justify-end gap-1 sm:gap-2">
          {/* Signed in, the choice is kept on the account too; a failed save keeps it on this device. */}
          <LanguagePicker onChosen={me ? saveLocale : undefined} />
          <TopBarActions me={me} />
        </div>
      </div>
    </header>
  );
}

function MainNav({ me }: { me: Me | null | undefined }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tabs = tabsFor(me);
  return (
    <nav
      aria-label={t('nav.main')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:static lg:z-auto lg:ms-4 lg:border-0 lg:bg-transparent lg:pb-0 lg:backdrop-blur-none"
    >
      <ul className="mx-auto grid max-w-xl grid-cols-4 lg:mx-0 lg:flex lg:max-w-none lg:gap-1">
        {tabs.map(({ key, to, icon: Icon, initial, alsoActiveUnder }) => (
          <li key={key}>
            <NavLink
              to={to}
              className={({ isActive }) => {
                const active = isActive || alsoActiveUnder?.some((prefix) => pathname.startsWith(prefix));
                return `flex min-h-16 flex-col items-center justify-center gap-0.5 rounded-xl text-xs font-semibold transition-colors lg:min-h-11 lg:flex-row lg:gap-1.5 lg:rounded-full lg:pe-4 lg:ps-1.5 lg:text-sm ${
                  active
                    ? 'text-teal-800 lg:bg-teal-50'
                    : 'text-stone-600 hover:text-stone-900 lg:hover:bg-stone-100'
                }`;
              }}
            >
              {({ isActive }) => {
                const active = isActive || alsoActiveUnder?.some((prefix) => pathname.startsWith(prefix));
                return (
                  <>
                    <span
                      className={`flex h-8 w-14 items-center justify-center rounded-full transition-colors lg:w-8 ${
                        active ? 'bg-teal-100' : ''
                      }`}
                    >
                      {initial ? (
                        <span
                          aria-hidden="true"
                          translate="no"
                          dir="auto"
                          className="flex size-7 items-center justify-center rounded-full bg-teal-700 text-sm font-extrabold text-white"
                        >
                          {initial}
                        </span>
                      ) : (
                        <Icon className="size-6" />
                      )}
                    </span>
                    {t(`nav.tabs.${key}`)}
                  </>
                );
              }}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The parts of the layout that take no props, each one element for the app's life: when the layout re-renders (the
 * session arrives, a sign-in or sign-out), React skips them and only the top bar and the tabs follow; each part still
 * updates itself from what it reads. The routed page above all: its boundary may still be hydrating in slices then,
 * and new props would make React hydrate all of it at once, in one long task.
 */
const ROUTED_PAGE = (
  <RoutedPage>
    <Outlet />
  </RoutedPage>
);
const BEFORE_PAGE = (
  <>
    <ScrollToTop />
    <SiteNameSync />
  </>
);
const AFTER_PAGE = (
  <>
    <FooterWhenNear />
    <ConsentBanner />
    <LiveSettingsEffects />
    {/* TV mode on: the page is replaced by its TV screen under /tv, live. */}
    <TvSwitch />
  </>
);

/** Never on child surfaces: the child area has its own frame, and the banner checks the path too. */
function ConsentBanner() {
  return <CookieConsentBanner chosenBefore={useContext(ConsentChosenBefore)} />;
}
const UNVERIFIED_EMAIL_BANNER = <UnverifiedEmailBanner />;

export function AppLayout() {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <ChildModeLock>
      <div className="flex min-h-dvh flex-col pb-[calc(4rem+env(safe-area-inset-bottom))] lg:pb-0">
        <a
          href="#main"
          className="sr-only rounded-full bg-teal-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:start-3 focus:z-50"
        >
          {t('nav.skipToContent')}
        </a>
        {BEFORE_PAGE}
        <TopBar me={me.data} />
        {/* At least a screen tall: the footer starts below the fold, so pages that fill in late never push it
            around on screen (layout shift). */}
        <main id="main" className="min-h-dvh flex-1">
          {UNVERIFIED_EMAIL_BANNER}
          {ROUTED_PAGE}
        </main>
        {AFTER_PAGE}
      </div>
    </ChildModeLock>
  );
}
