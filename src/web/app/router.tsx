// Routes of the SPA. Every page is its own chunk so /feed downloads only what it shows; guarded routes sit
// under RequireAuth (comfort only: the server enforces every permission).
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs } from 'react-router';
import { LoadingState } from '#web/components/spinner';
import { RequireAuth } from '#web/features/auth';
import { prefetchFeed } from '#web/features/feed';
import { loadPageTexts } from '#web/lib/i18n/i18n';
import { AppLayout } from './layouts/app-layout';
import { RootErrorBoundary, RouteErrorBoundary } from './route-error-boundary';

/**
 * /feed's loader: requests the feed's first page while the page's code loads (never waits for the answer). In the
 * entry chunk on purpose (a few hundred bytes, zod-free) so the request leaves as soon as the app starts.
 */
function prefetchFeedLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    prefetchFeed(queryClient, new URL(request.url));
    return null;
  };
}

type LazyRoute = () => Promise<{ Component: ComponentType }>;

/**
 * A route whose code loads when it is first matched — for the first page, as soon as the router is created, so
 * the page's chunk downloads alongside the locale's texts instead of after them. Its texts are all in the first
 * load (FIRST_LOAD_NAMESPACES): /, /feed, /video, sign-in, the child area.
 */
function firstLoadRoute<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyRoute {
  return () => load().then((module) => ({ Component: module[name] as ComponentType }));
}

/** A route that renders once its code AND the locale's pages texts are in (fetched together). */
function route<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyRoute {
  return () =>
    Promise.all([load(), loadPageTexts()]).then(([module]) => ({ Component: module[name] as ComponentType }));
}

const HomePage = route(() => import('./routes/home-page'), 'HomePage');
const PricingPage = route(() => import('#web/features/site/pages/pricing-page'), 'PricingPage');
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
const TimeUpPage = firstLoadRoute(() => import('#web/features/child-mode/pages/time-up-page'), 'TimeUpPage');
// A game inside the child area: child mode's frame (heartbeats, time-up, the child's scores) around the game's page.
const ChildSnakePage = route(() => import('./routes/child-game-pages'), 'ChildSnakePage');
const ChildTetrisPage = route(() => import('./routes/child-game-pages'), 'ChildTetrisPage');
const ChildConnectionsPage = route(() => import('./routes/child-game-pages'), 'ChildConnectionsPage');
const ChildGamesPage = route(
  () => import('#web/features/child-mode/pages/child-games-page'),
  'ChildGamesPage',
);

/** The app's routes; the feed's first page is requested while its code is still loading (its loader). */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    {
      // The locked child area has its own frame (only Videos and Games) outside the app shell.
      path: 'child',
      lazy: ChildLayout,
      hydrateFallbackElement: <LoadingState />,
      errorElement: <RootErrorBoundary />,
      children: [
        { index: true, lazy: ChildIndexPage },
        { path: 'feed', lazy: ChildFeedPage },
        { path: 'video/:id', lazy: ChildVideoPage },
        { path: 'time-up', lazy: TimeUpPage },
        // The same games list as /games, inside the child frame, behind the parent's games switch.
        {
          path: 'games',
          lazy: ChildGamesPage,
          children: [
            { index: true, lazy: GamesPage },
            { path: 'snake', lazy: ChildSnakePage },
            { path: 'tetris', lazy: ChildTetrisPage },
            { path: 'islamic-connections', lazy: ChildConnectionsPage },
          ],
        },
      ],
    },
    {
      Component: AppLayout,
      errorElement: <RootErrorBoundary />,
      hydrateFallbackElement: <LoadingState />,
      children: [
        {
          // A pathless route so a failing page keeps the top bar and tabs around its error message.
          errorElement: <RouteErrorBoundary />,
          children: [
            { index: true, lazy: HomePage },
            { path: 'feed', lazy: FeedPage, loader: prefetchFeedLoader(queryClient) },
            { path: 'video/:id', lazy: VideoPage },
            { path: 'games', lazy: GamesPage },
            { path: 'games/snake', lazy: SnakePage },
            { path: 'games/tetris', lazy: TetrisPage },
            { path: 'games/islamic-connections', lazy: IslamicConnectionsPage },
            { path: 'tutor', lazy: TutorPage },
            { path: 'pricing', lazy: PricingPage },
            { path: 'about', lazy: AboutPage },
            { path: 'beta', lazy: BetaPage },
            { path: 'benefits', lazy: BenefitsPage },
            { path: 'upgrade', lazy: UpgradePage },
            { path: 'checkout/cancel', lazy: CheckoutCancelPage },
            { path: 'terms', lazy: TermsPage },
            { path: 'privacy', lazy: PrivacyPage },
            { path: 'content-policy', lazy: ContentPolicyPage },
            { path: 'halal-content-policy', lazy: HalalContentPolicyPage },
            { path: 'youtube-notice', lazy: YoutubeNoticePage },
            { path: 'signin', lazy: SignInPage },
            { path: 'register', lazy: RegisterPage },
            { path: 'forgot-password', lazy: ForgotPasswordPage },
            { path: 'reset-password', lazy: ResetPasswordPage },
            { path: 'auth/callback', lazy: AuthCallbackPage },
            { path: 'email-verified', lazy: EmailVerifiedPage },
            { path: 'onboarding', lazy: OnboardingPage },
            { path: 'profile/:id', lazy: PublicProfilePage },
            { path: 'unauthorized', lazy: UnauthorizedPage },
            { path: 'share', lazy: SubmitPage },
            { path: 'submit', lazy: SubmitPage },
            { path: 'contact', lazy: ContactPage },
            { path: 'parent-network', lazy: ParentNetworkPage },
            {
              element: <RequireAuth />,
              children: [
                { path: 'dashboard', lazy: DashboardRedirectPage },
                { path: 'complete-profile', lazy: CompleteProfilePage },
                { path: 'settings/profile', lazy: ProfileSettingsPage },
                { path: 'profile', lazy: PublicProfilePage },
                // The studio's pages: creators, and parents who submitted videos (issue 19).
                { path: 'dashboard/creator/videos', lazy: StudioVideosPage },
                { path: 'dashboard/creator/videos/:id/edit', lazy: StudioEditPage },
                { path: 'dashboard/creator/analytics', lazy: StudioAnalyticsPage },
                { path: 'dashboard/creator/messages', lazy: StudioMessagesPage },
                { path: 'dashboard/creator/messages/:contentId', lazy: StudioMessagesPage },
                { path: 'uploads/:contentId', lazy: UploadPreviewPage },
              ],
            },
            {
              // biome-ignore lint/a11y/useValidAriaRole: `role` is RequireAuth's user-role prop, not an ARIA role.
              element: <RequireAuth role="parent" />,
              children: [
                { path: 'get-started', lazy: ParentSetupPage },
                { path: 'dashboard/parent', lazy: ParentDashboardPage },
                { path: 'dashboard/parent/children', lazy: ChildrenPage },
                { path: 'dashboard/parent/activity-history', lazy: ActivityHistoryPage },
                { path: 'dashboard/parent/pending-content', lazy: PendingContentPage },
                { path: 'checkout', lazy: CheckoutPage },
                { path: 'checkout/success', lazy: CheckoutSuccessPage },
              ],
            },
            {
              // biome-ignore lint/a11y/useValidAriaRole: `role` is RequireAuth's user-role prop, not an ARIA role.
              element: <RequireAuth role="creator" />,
              children: [
                { path: 'creator/get-started', lazy: CreatorSetupPage },
                { path: 'dashboard/creator', lazy: CreatorDashboardPage },
              ],
            },
            {
              // biome-ignore lint/a11y/useValidAriaRole: `role` is RequireAuth's user-role prop, not an ARIA role.
              element: <RequireAuth role="admin" />,
              children: [
                { path: 'dashboard/admin', lazy: AdminDashboardPage },
                { path: 'dashboard/admin/content', lazy: AdminContentPage },
                { path: 'dashboard/admin/content/all', lazy: AdminContentAllPage },
                { path: 'dashboard/admin/upload', lazy: AdminUploadPage },
                { path: 'dashboard/admin/settings', lazy: AdminSettingsPage },
                { path: 'dashboard/admin/users/all', lazy: AdminUsersPage },
                { path: 'dashboard/admin/users/:userId', lazy: AdminUserDetailRoute },
                { path: 'dashboard/admin/games', lazy: ConnectionsAdminPage },
                { path: 'dashboard/admin/waitlist', lazy: AdminWaitlistPage },
                { path: 'dashboard/admin/messages', lazy: AdminMessagesPage },
              ],
            },
            { path: '*', lazy: NotFoundPage },
          ],
        },
      ],
    },
  ]);
}
