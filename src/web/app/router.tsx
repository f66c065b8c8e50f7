// Routes of the SPA. Every page is its own chunk so /feed downloads only what it shows; guarded routes sit
// under RequireAuth (comfort only: the server enforces every permission). Declarative routing (<BrowserRouter> and
// useRoutes) rather than the data router: the data router's code is 17 KB gzip more on every first load, and the app
// used only lazy routes, error elements and one prefetching loader, which are done here and in main.tsx instead
// (decision 022-p).
import { type ComponentType, isValidElement, type ReactNode, Suspense, use } from 'react';
import { matchRoutes, Outlet, type RouteObject, useRoutes } from 'react-router';
import { LoadingState } from '#web/components/spinner';
import { RequireAuth } from '#web/features/auth';
import { ChildTvSwitch } from '#web/features/tv';
import { loadPageTexts } from '#web/lib/i18n/i18n';
import { AppLayout } from './layouts/app-layout';
import { RootErrorBoundary, RouteErrorBoundary, RoutingErrorBoundary } from './route-error-boundary';

/** A page whose code loads when it is first shown, or earlier through preload() (main.tsx, for the first page). */
type PageLoader = { preload: () => Promise<ComponentType>; loaded?: ComponentType };

function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K, withPageTexts: boolean): PageLoader {
  let loading: Promise<ComponentType> | undefined;
  const page: PageLoader = {
    preload: () => {
      loading ??= Promise.all([load(), withPageTexts ? loadPageTexts() : undefined]).then(
        ([module]) => {
          page.loaded = module[name] as ComponentType;
          return page.loaded;
        },
        (error: unknown) => {
          // A failed download (offline, or a chunk gone after a deploy) is tried again by the next visit.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
  return page;
}

/** Renders a lazy page; once loaded it renders at once (no fallback flashes when main.tsx preloaded it). */
function Lazy({ page }: { page: PageLoader }) {
  const Component = page.loaded ?? use(page.preload());
  return <Component />;
}

/**
 * A page whose texts are all in the first load (FIRST_LOAD_NAMESPACES): /, /pricing, /feed, /video, sign-in, the
 * child area.
 */
function firstLoadRoute<M, K extends keyof M>(load: () => Promise<M>, name: K): PageLoader {
  return lazyPage(load, name, false);
}

/** A page that renders once its code AND the locale's pages texts are in (fetched together). */
function route<M, K extends keyof M>(load: () => Promise<M>, name: K): PageLoader {
  return lazyPage(load, name, true);
}

// The landing page and /pricing: their texts are in the first load (a new family's first pages).
const HomePage = firstLoadRoute(() => import('./routes/home-page'), 'HomePage');
const PricingPage = firstLoadRoute(() => import('#web/features/site/pages/pricing-page'), 'PricingPage');
const AboutPage = route(() => import('#web/features/site/pages/about-page'), 'AboutPage');
const BetaPage = route(() => import('#web/features/site/pages/beta-page'), 'BetaPage');
const BenefitsPage = route(() => import('#web/features/site/pages/premium-pages'), 'BenefitsPage');
const UpgradePage = route(() => import('#web/features/site/pages/premium-pages'), 'UpgradePage');
// The legal pages load their own long texts too (the legal namespace, locales/legal-texts.ts).
const TermsPage = route(() => import('#web/features/site/pages/legal-pages'), 'TermsPage');
const PrivacyPage = route(() => import('#web/features/site/pages/legal-pages'), 'PrivacyPage');
const ContentPolicyPage = route(() => import('#web/features/site/pages/legal-pages'), 'ContentPolicyPage');
const HalalContentPolicyPage = route(
  () => import('#web/features/site/pages/legal-pages'),
  'HalalContentPolicyPage',
);
const YoutubeNoticePage = route(() => import('#web/features/site/pages/legal-pages'), 'YoutubeNoticePage');
const FeedPage = firstLoadRoute(() => import('#web/features/feed/pages/feed-page'), 'FeedPage');
const VideoPage = firstLoadRoute(() => import('#web/features/video/pages/video-page'), 'VideoPage');
const GamesPage = route(() => import('#web/features/games/pages/games-page'), 'GamesPage');
const SnakePage = route(() => import('#web/features/games/pages/snake-page'), 'SnakePage');
const TetrisPage = route(() => import('#web/features/games/pages/tetris-page'), 'TetrisPage');
const IslamicConnectionsPage = route(
  () => import('#web/features/games/pages/islamic-connections-page'),
  'IslamicConnectionsPage',
);
const ConnectionsAdminPage = route(
  () => import('#web/features/games/pages/connections-admin-page'),
  'ConnectionsAdminPage',
);
const CheckoutPage = route(() => import('#web/features/billing/pages/checkout-page'), 'CheckoutPage');
const CheckoutSuccessPage = route(
  () => import('#web/features/billing/pages/checkout-success-page'),
  'CheckoutSuccessPage',
);
const CheckoutCancelPage = route(
  () => import('#web/features/billing/pages/checkout-cancel-page'),
  'CheckoutCancelPage',
);
const TutorPage = route(() => import('#web/features/site/pages/tutor-page'), 'TutorPage');
const UnauthorizedPage = firstLoadRoute(
  () => import('#web/features/site/pages/unauthorized-page'),
  'UnauthorizedPage',
);
const NotFoundPage = firstLoadRoute(() => import('#web/features/site/pages/not-found-page'), 'NotFoundPage');

const SignInPage = firstLoadRoute(() => import('#web/features/auth/pages/sign-in-page'), 'SignInPage');
const RegisterPage = route(() => import('#web/features/auth/pages/register-page'), 'RegisterPage');
const ForgotPasswordPage = firstLoadRoute(
  () => import('#web/features/auth/pages/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = firstLoadRoute(
  () => import('#web/features/auth/pages/reset-password-page'),
  'ResetPasswordPage',
);
const EmailVerifiedPage = firstLoadRoute(
  () => import('#web/features/auth/pages/email-verified-page'),
  'EmailVerifiedPage',
);
const AuthCallbackPage = firstLoadRoute(
  () => import('#web/features/auth/pages/auth-callback-page'),
  'AuthCallbackPage',
);
const OnboardingPage = route(
  () => import('#web/features/onboarding/pages/onboarding-page'),
  'OnboardingPage',
);
const ParentSetupPage = route(
  () => import('#web/features/parent-setup/pages/parent-setup-page'),
  'ParentSetupPage',
);
const CreatorSetupPage = route(
  () => import('#web/features/creator-setup/pages/creator-setup-page'),
  'CreatorSetupPage',
);
const CompleteProfilePage = route(
  () => import('#web/features/profile/pages/complete-profile-page'),
  'CompleteProfilePage',
);
const ProfileSettingsPage = route(
  () => import('#web/features/profile/pages/profile-settings-page'),
  'ProfileSettingsPage',
);
const PublicProfilePage = route(
  () => import('#web/features/profile/pages/public-profile-page'),
  'PublicProfilePage',
);
const DashboardRedirectPage = route(
  () => import('#web/features/dashboards/pages/dashboard-redirect-page'),
  'DashboardRedirectPage',
);
// Pages that compose several features live in app/routes (Bulletproof React's app/routes).
const ParentDashboardPage = route(() => import('./routes/parent-dashboard-page'), 'ParentDashboardPage');
const CreatorDashboardPage = route(() => import('./routes/creator-dashboard-page'), 'CreatorDashboardPage');
const StudioVideosPage = route(
  () => import('#web/features/creator-studio/pages/studio-videos-page'),
  'StudioVideosPage',
);
const StudioEditPage = route(
  () => import('#web/features/creator-studio/pages/studio-edit-page'),
  'StudioEditPage',
);
const StudioAnalyticsPage = route(
  () => import('#web/features/creator-studio/pages/studio-analytics-page'),
  'StudioAnalyticsPage',
);
const StudioMessagesPage = route(
  () => import('#web/features/creator-studio/pages/studio-messages-page'),
  'StudioMessagesPage',
);
const AdminDashboardPage = route(
  () => import('#web/features/admin/pages/admin-dashboard-page'),
  'AdminDashboardPage',
);
const AdminContentAllPage = route(
  () => import('#web/features/admin/pages/admin-content-all-page'),
  'AdminContentAllPage',
);
const AdminContentPage = route(
  () => import('#web/features/admin/pages/admin-content-page'),
  'AdminContentPage',
);
const AdminUsersPage = route(
  () => import('#web/features/admin-users/pages/admin-users-page'),
  'AdminUsersPage',
);
const AdminUserDetailRoute = route(() => import('./routes/admin-user-detail-page'), 'AdminUserDetailRoute');
const UploadPreviewPage = route(
  () => import('#web/features/uploads/pages/upload-preview-page'),
  'UploadPreviewPage',
);
const AdminSitePage = route(() => import('#web/features/admin-site/pages/admin-site-page'), 'AdminSitePage');
const AdminUploadPage = route(() => import('#web/features/admin/pages/admin-upload-page'), 'AdminUploadPage');
const AdminSettingsPage = route(
  () => import('#web/features/admin/pages/admin-settings-page'),
  'AdminSettingsPage',
);
const ContactPage = route(() => import('#web/features/outreach/pages/contact-page'), 'ContactPage');
const ParentNetworkPage = route(
  () => import('#web/features/outreach/pages/parent-network-page'),
  'ParentNetworkPage',
);
const AdminWaitlistPage = route(
  () => import('#web/features/outreach/pages/admin-waitlist-page'),
  'AdminWaitlistPage',
);
const AdminMessagesPage = route(
  () => import('#web/features/outreach/pages/admin-messages-page'),
  'AdminMessagesPage',
);
const SubmitPage = route(() => import('#web/features/submissions/pages/submit-page'), 'SubmitPage');
const ChildrenPage = route(() => import('#web/features/family/pages/children-page'), 'ChildrenPage');
const ActivityHistoryPage = route(
  () => import('#web/features/family/pages/activity-history-page'),
  'ActivityHistoryPage',
);
const PendingContentPage = route(
  () => import('#web/features/family/pages/pending-content-page'),
  'PendingContentPage',
);
const ChildLayout = firstLoadRoute(
  () => import('#web/features/child-mode/pages/child-layout'),
  'ChildLayout',
);
const ChildIndexPage = firstLoadRoute(
  () => import('#web/features/child-mode/pages/child-index-page'),
  'ChildIndexPage',
);
const ChildFeedPage = firstLoadRoute(
  () => import('#web/features/child-mode/pages/child-feed-page'),
  'ChildFeedPage',
);
const ChildVideoPage = firstLoadRoute(
  () => import('#web/features/child-mode/pages/child-video-page'),
  'ChildVideoPage',
);
// The children's screen for visitors (no account, nothing recorded), outside the locked child area.
const ChildDemoLayout = firstLoadRoute(
  () => import('#web/features/child-mode/pages/child-demo'),
  'ChildDemoLayout',
);
const ChildDemoFeedPage = firstLoadRoute(
  () => import('#web/features/child-mode/pages/child-demo'),
  'ChildDemoFeedPage',
);
const ChildDemoVideoPage = firstLoadRoute(
  () => import('#web/features/child-mode/pages/child-demo'),
  'ChildDemoVideoPage',
);
const TimeUpPage = firstLoadRoute(() => import('#web/features/child-mode/pages/time-up-page'), 'TimeUpPage');
// A game inside the child area: child mode's frame (heartbeats, time-up, the child's scores) around the game's page.
const ChildSnakePage = route(() => import('./routes/child-game-pages'), 'ChildSnakePage');
const ChildTetrisPage = route(() => import('./routes/child-game-pages'), 'ChildTetrisPage');
const ChildConnectionsPage = route(() => import('./routes/child-game-pages'), 'ChildConnectionsPage');
const ChildGamesPage = route(
  () => import('#web/features/child-mode/pages/child-games-page'),
  'ChildGamesPage',
);
// The TV interface (decision 022-t): its own shell under /tv, shown while TV mode is on.
const TvLayout = route(() => import('#web/features/tv/pages/tv-layout'), 'TvLayout');
const TvHomePage = route(() => import('#web/features/tv/pages/tv-home-page'), 'TvHomePage');
const TvVideosPage = route(() => import('#web/features/tv/pages/tv-videos-page'), 'TvVideosPage');
const TvGamesPage = route(() => import('#web/features/tv/pages/tv-games-page'), 'TvGamesPage');
const TvGamePage = route(() => import('#web/features/tv/pages/tv-games-page'), 'TvGamePage');
const TvLibraryPage = route(() => import('#web/features/tv/pages/tv-library-page'), 'TvLibraryPage');
const TvSearchPage = route(() => import('#web/features/tv/pages/tv-search-page'), 'TvSearchPage');
const TvSettingsPage = route(() => import('#web/features/tv/pages/tv-settings-page'), 'TvSettingsPage');
const TvPlayerPage = route(() => import('#web/features/tv/pages/tv-player-page'), 'TvPlayerPage');
// The child's TV screens (a device in child mode while TV mode is on).
const TvChildLayout = route(() => import('#web/features/tv/pages/tv-child-layout'), 'TvChildLayout');
const TvChildHomePage = route(() => import('#web/features/tv/pages/tv-child-pages'), 'TvChildHomePage');
const TvChildVideosPage = route(() => import('#web/features/tv/pages/tv-child-pages'), 'TvChildVideosPage');
const TvChildGamesPage = route(() => import('#web/features/tv/pages/tv-child-pages'), 'TvChildGamesPage');
const TvChildGamePage = route(() => import('#web/features/tv/pages/tv-child-pages'), 'TvChildGamePage');
const TvChildLibraryPage = route(() => import('#web/features/tv/pages/tv-child-pages'), 'TvChildLibraryPage');
const TvChildSearchPage = route(() => import('#web/features/tv/pages/tv-child-pages'), 'TvChildSearchPage');
const TvChildPlayerPage = route(() => import('#web/features/tv/pages/tv-child-pages'), 'TvChildPlayerPage');
const TvChildTimeUpPage = route(() => import('#web/features/tv/pages/tv-child-pages'), 'TvChildTimeUpPage');

/** The app's routes. */
const ROUTES: RouteObject[] = [
  {
    // The child's TV shell (decision 022-t): the child area's rules in the TV's frame.
    path: 'tv/child',
    element: (
      <RoutingErrorBoundary fallback={(error) => <RootErrorBoundary error={error} />}>
        <Lazy page={TvChildLayout} />
      </RoutingErrorBoundary>
    ),
    children: [
      { index: true, element: <Lazy page={TvChildHomePage} /> },
      { path: 'videos', element: <Lazy page={TvChildVideosPage} /> },
      { path: 'games', element: <Lazy page={TvChildGamesPage} /> },
      { path: 'games/:game', element: <Lazy page={TvChildGamePage} /> },
      { path: 'library', element: <Lazy page={TvChildLibraryPage} /> },
      { path: 'search', element: <Lazy page={TvChildSearchPage} /> },
      { path: 'watch/:id', element: <Lazy page={TvChildPlayerPage} /> },
      { path: 'time-up', element: <Lazy page={TvChildTimeUpPage} /> },
    ],
  },
  {
    // TV mode (decision 022-t): its own 10-foot shell, outside the app shell.
    path: 'tv',
    element: (
      <RoutingErrorBoundary fallback={(error) => <RootErrorBoundary error={error} />}>
        <Lazy page={TvLayout} />
      </RoutingErrorBoundary>
    ),
    children: [
      { index: true, element: <Lazy page={TvHomePage} /> },
      { path: 'videos', element: <Lazy page={TvVideosPage} /> },
      { path: 'games', element: <Lazy page={TvGamesPage} /> },
      { path: 'games/:game', element: <Lazy page={TvGamePage} /> },
      { path: 'library', element: <Lazy page={TvLibraryPage} /> },
      { path: 'search', element: <Lazy page={TvSearchPage} /> },
      { path: 'settings', element: <Lazy page={TvSettingsPage} /> },
      { path: 'watch/:id', element: <Lazy page={TvPlayerPage} /> },
    ],
  },
  {
    // A visitor's taste of the children's screen: its own frame, labelled as a demo, no child session needed (a
    // path more specific than the locked area's, so it is matched first).
    path: 'child/demo',
    element: (
      <RoutingErrorBoundary fallback={(error) => <RootErrorBoundary error={error} />}>
        <Lazy page={ChildDemoLayout} />
      </RoutingErrorBoundary>
    ),
    children: [
      { index: true, element: <Lazy page={ChildDemoFeedPage} /> },
      { path: 'video/:id', element: <Lazy page={ChildDemoVideoPage} /> },
    ],
  },
  {
    // The locked child area has its own frame (only Videos and Games) outside the app shell.
    path: 'child',
    element: (
      <RoutingErrorBoundary fallback={(error) => <RootErrorBoundary error={error} />}>
        {/* While TV mode is on, a device in child mode moves to the child's TV screens (/tv/child). */}
        <ChildTvSwitch>
          <Lazy page={ChildLayout} />
        </ChildTvSwitch>
      </RoutingErrorBoundary>
    ),
    children: [
      { index: true, element: <Lazy page={ChildIndexPage} /> },
      { path: 'feed', element: <Lazy page={ChildFeedPage} /> },
      { path: 'video/:id', element: <Lazy page={ChildVideoPage} /> },
      { path: 'time-up', element: <Lazy page={TimeUpPage} /> },
      // The same games list as /games, inside the child frame, behind the parent's games switch.
      {
        path: 'games',
        element: <Lazy page={ChildGamesPage} />,
        children: [
          { index: true, element: <Lazy page={GamesPage} /> },
          { path: 'snake', element: <Lazy page={ChildSnakePage} /> },
          { path: 'tetris', element: <Lazy page={ChildTetrisPage} /> },
          { path: 'islamic-connections', element: <Lazy page={ChildConnectionsPage} /> },
        ],
      },
    ],
  },
  {
    element: (
      <RoutingErrorBoundary fallback={(error) => <RootErrorBoundary error={error} />}>
        <AppLayout />
      </RoutingErrorBoundary>
    ),
    children: [
      {
        // A pathless route so a failing page keeps the top bar and tabs around its error message.
        element: (
          <RoutingErrorBoundary fallback={(error) => <RouteErrorBoundary error={error} />}>
            <Outlet />
          </RoutingErrorBoundary>
        ),
        children: [
          { index: true, element: <Lazy page={HomePage} /> },
          { path: 'feed', element: <Lazy page={FeedPage} /> },
          { path: 'video/:id', element: <Lazy page={VideoPage} /> },
          { path: 'games', element: <Lazy page={GamesPage} /> },
          { path: 'games/snake', element: <Lazy page={SnakePage} /> },
          { path: 'games/tetris', element: <Lazy page={TetrisPage} /> },
          { path: 'games/islamic-connections', element: <Lazy page={IslamicConnectionsPage} /> },
          { path: 'tutor', element: <Lazy page={TutorPage} /> },
          { path: 'pricing', element: <Lazy page={PricingPage} /> },
          { path: 'about', element: <Lazy page={AboutPage} /> },
          { path: 'beta', element: <Lazy page={BetaPage} /> },
          { path: 'benefits', element: <Lazy page={BenefitsPage} /> },
          { path: 'upgrade', element: <Lazy page={UpgradePage} /> },
          { path: 'checkout/cancel', element: <Lazy page={CheckoutCancelPage} /> },
          { path: 'terms', element: <Lazy page={TermsPage} /> },
          { path: 'privacy', element: <Lazy page={PrivacyPage} /> },
          { path: 'content-policy', element: <Lazy page={ContentPolicyPage} /> },
          { path: 'halal-content-policy', element: <Lazy page={HalalContentPolicyPage} /> },
          { path: 'youtube-notice', element: <Lazy page={YoutubeNoticePage} /> },
          { path: 'signin', element: <Lazy page={SignInPage} /> },
          { path: 'register', element: <Lazy page={RegisterPage} /> },
          { path: 'forgot-password', element: <Lazy page={ForgotPasswordPage} /> },
          { path: 'reset-password', element: <Lazy page={ResetPasswordPage} /> },
          { path: 'auth/callback', element: <Lazy page={AuthCallbackPage} /> },
          { path: 'email-verified', element: <Lazy page={EmailVerifiedPage} /> },
          { path: 'onboarding', element: <Lazy page={OnboardingPage} /> },
          { path: 'profile/:id', element: <Lazy page={PublicProfilePage} /> },
          { path: 'unauthorized', element: <Lazy page={UnauthorizedPage} /> },
          { path: 'share', element: <Lazy page={SubmitPage} /> },
          { path: 'submit', element: <Lazy page={SubmitPage} /> },
          { path: 'contact', element: <Lazy page={ContactPage} /> },
          { path: 'parent-network', element: <Lazy page={ParentNetworkPage} /> },
          {
            element: <RequireAuth />,
            children: [
              { path: 'dashboard', element: <Lazy page={DashboardRedirectPage} /> },
              { path: 'complete-profile', element: <Lazy page={CompleteProfilePage} /> },
              { path: 'settings/profile', element: <Lazy page={ProfileSettingsPage} /> },
              { path: 'profile', element: <Lazy page={PublicProfilePage} /> },
              // The studio's pages: creators, and parents who submitted videos.
              { path: 'dashboard/creator/videos', element: <Lazy page={StudioVideosPage} /> },
              { path: 'dashboard/creator/videos/:id/edit', element: <Lazy page={StudioEditPage} /> },
              { path: 'dashboard/creator/analytics', element: <Lazy page={StudioAnalyticsPage} /> },
              { path: 'dashboard/creator/messages', element: <Lazy page={StudioMessagesPage} /> },
              { path: 'dashboard/creator/messages/:contentId', element: <Lazy page={StudioMessagesPage} /> },
              { path: 'uploads/:contentId', element: <Lazy page={UploadPreviewPage} /> },
            ],
          },
          {
            // biome-ignore lint/a11y/useValidAriaRole: `role` is RequireAuth's user-role prop, not an ARIA role.
            element: <RequireAuth role="parent" />,
            children: [
              { path: 'get-started', element: <Lazy page={ParentSetupPage} /> },
              { path: 'dashboard/parent', element: <Lazy page={ParentDashboardPage} /> },
              { path: 'dashboard/parent/children', element: <Lazy page={ChildrenPage} /> },
              { path: 'dashboard/parent/activity-history', element: <Lazy page={ActivityHistoryPage} /> },
              { path: 'dashboard/parent/pending-content', element: <Lazy page={PendingContentPage} /> },
              { path: 'checkout', element: <Lazy page={CheckoutPage} /> },
              { path: 'checkout/success', element: <Lazy page={CheckoutSuccessPage} /> },
            ],
          },
          {
            // biome-ignore lint/a11y/useValidAriaRole: `role` is RequireAuth's user-role prop, not an ARIA role.
            element: <RequireAuth role="creator" />,
            children: [
              { path: 'creator/get-started', element: <Lazy page={CreatorSetupPage} /> },
              { path: 'dashboard/creator', element: <Lazy page={CreatorDashboardPage} /> },
            ],
          },
          {
            // biome-ignore lint/a11y/useValidAriaRole: `role` is RequireAuth's user-role prop, not an ARIA role.
            element: <RequireAuth role="admin" />,
            children: [
              { path: 'dashboard/admin', element: <Lazy page={AdminDashboardPage} /> },
              { path: 'dashboard/admin/content', element: <Lazy page={AdminContentPage} /> },
              { path: 'dashboard/admin/content/all', element: <Lazy page={AdminContentAllPage} /> },
              { path: 'dashboard/admin/upload', element: <Lazy page={AdminUploadPage} /> },
              { path: 'dashboard/admin/settings', element: <Lazy page={AdminSettingsPage} /> },
              { path: 'dashboard/admin/users/all', element: <Lazy page={AdminUsersPage} /> },
              { path: 'dashboard/admin/users/:userId', element: <Lazy page={AdminUserDetailRoute} /> },
              { path: 'dashboard/admin/games', element: <Lazy page={ConnectionsAdminPage} /> },
              { path: 'dashboard/admin/waitlist', element: <Lazy page={AdminWaitlistPage} /> },
              { path: 'dashboard/admin/messages', element: <Lazy page={AdminMessagesPage} /> },
              { path: 'dashboard/admin/site', element: <Lazy page={AdminSitePage} /> },
            ],
          },
          { path: '*', element: <Lazy page={NotFoundPage} /> },
        ],
      },
    ],
  },
];

/** Starts loading the page `pathname` shows (its chunks and texts): main.tsx, before the first render. */
export function preloadPage(pathname: string): Promise<unknown> {
  const pages = (matchRoutes(ROUTES, pathname) ?? []).flatMap(({ route: matched }) =>
    lazyPagesIn(matched.element),
  );
  return Promise.allSettled(pages.map((page) => page.preload()));
}

/** The lazy page an element renders: itself, or the one its error boundary wraps. */
function lazyPagesIn(element: ReactNode): PageLoader[] {
  if (!isValidElement<{ page?: PageLoader; children?: ReactNode }>(element)) return [];
  if (element.type === Lazy && element.props.page) return [element.props.page];
  return lazyPagesIn(element.props.children);
}

/** The page for the current location. */
export function AppRoutes() {
  return <Suspense fallback={<LoadingState />}>{useRoutes(ROUTES)}</Suspense>;
}
