// Routes of the SPA. Every page is its own chunk so /feed downloads only what it shows; guarded routes sit
// under RequireAuth (comfort only: the server enforces every permission).
import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { LoadingState } from '#web/components/spinner';
import { RequireAuth } from '#web/features/auth';
import { AppLayout } from './layouts/app-layout';
import { RootErrorBoundary, RouteErrorBoundary } from './route-error-boundary';

/** React.lazy for a named export. */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
}

const HomePage = page(() => import('./routes/home-page'), 'HomePage');
const PricingPage = page(() => import('#web/features/site/pages/pricing-page'), 'PricingPage');
const AboutPage = page(() => import('#web/features/site/pages/about-page'), 'AboutPage');
const BetaPage = page(() => import('#web/features/site/pages/beta-page'), 'BetaPage');
const BenefitsPage = page(() => import('#web/features/site/pages/premium-pages'), 'BenefitsPage');
const UpgradePage = page(() => import('#web/features/site/pages/premium-pages'), 'UpgradePage');
const TermsPage = page(() => import('#web/features/site/pages/legal-pages'), 'TermsPage');
const PrivacyPage = page(() => import('#web/features/site/pages/legal-pages'), 'PrivacyPage');
const ContentPolicyPage = page(() => import('#web/features/site/pages/legal-pages'), 'ContentPolicyPage');
const HalalContentPolicyPage = page(
  () => import('#web/features/site/pages/legal-pages'),
  'HalalContentPolicyPage',
);
const YoutubeNoticePage = page(() => import('#web/features/site/pages/legal-pages'), 'YoutubeNoticePage');
const FeedPage = page(() => import('#web/features/feed/pages/feed-page'), 'FeedPage');
const VideoPage = page(() => import('#web/features/video/pages/video-page'), 'VideoPage');
const GamesPage = page(() => import('#web/features/site/pages/games-page'), 'GamesPage');
const TutorPage = page(() => import('#web/features/site/pages/tutor-page'), 'TutorPage');
const UnauthorizedPage = page(() => import('#web/features/site/pages/unauthorized-page'), 'UnauthorizedPage');
const NotFoundPage = page(() => import('#web/features/site/pages/not-found-page'), 'NotFoundPage');

const SignInPage = page(() => import('#web/features/auth/pages/sign-in-page'), 'SignInPage');
const RegisterPage = page(() => import('#web/features/auth/pages/register-page'), 'RegisterPage');
const ForgotPasswordPage = page(
  () => import('#web/features/auth/pages/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = page(
  () => import('#web/features/auth/pages/reset-password-page'),
  'ResetPasswordPage',
);
const EmailVerifiedPage = page(
  () => import('#web/features/auth/pages/email-verified-page'),
  'EmailVerifiedPage',
);
const AuthCallbackPage = page(
  () => import('#web/features/auth/pages/auth-callback-page'),
  'AuthCallbackPage',
);
const OnboardingPage = page(() => import('#web/features/onboarding/pages/onboarding-page'), 'OnboardingPage');
const ParentSetupPage = page(
  () => import('#web/features/parent-setup/pages/parent-setup-page'),
  'ParentSetupPage',
);
const CreatorSetupPage = page(
  () => import('#web/features/creator-setup/pages/creator-setup-page'),
  'CreatorSetupPage',
);
const CompleteProfilePage = page(
  () => import('#web/features/profile/pages/complete-profile-page'),
  'CompleteProfilePage',
);
const ProfileSettingsPage = page(
  () => import('#web/features/profile/pages/profile-settings-page'),
  'ProfileSettingsPage',
);
const PublicProfilePage = page(
  () => import('#web/features/profile/pages/public-profile-page'),
  'PublicProfilePage',
);
const DashboardRedirectPage = page(
  () => import('#web/features/dashboards/pages/dashboard-redirect-page'),
  'DashboardRedirectPage',
);
// Pages that compose several features live in app/routes (Bulletproof React's app/routes).
const ParentDashboardPage = page(() => import('./routes/parent-dashboard-page'), 'ParentDashboardPage');
const CreatorDashboardPage = page(() => import('./routes/creator-dashboard-page'), 'CreatorDashboardPage');
const AdminDashboardPage = page(
  () => import('#web/features/admin/pages/admin-dashboard-page'),
  'AdminDashboardPage',
);
const AdminContentAllPage = page(
  () => import('#web/features/admin/pages/admin-content-all-page'),
  'AdminContentAllPage',
);
const AdminContentPage = page(
  () => import('#web/features/admin/pages/admin-content-page'),
  'AdminContentPage',
);
const AdminUploadPage = page(() => import('#web/features/admin/pages/admin-upload-page'), 'AdminUploadPage');
const SubmitPage = page(() => import('#web/features/submissions/pages/submit-page'), 'SubmitPage');
const ChildrenPage = page(() => import('#web/features/family/pages/children-page'), 'ChildrenPage');
const ActivityHistoryPage = page(
  () => import('#web/features/family/pages/activity-history-page'),
  'ActivityHistoryPage',
);
const PendingContentPage = page(
  () => import('#web/features/family/pages/pending-content-page'),
  'PendingContentPage',
);
const ChildLayout = page(() => import('#web/features/child-mode/pages/child-layout'), 'ChildLayout');
const ChildIndexPage = page(
  () => import('#web/features/child-mode/pages/child-index-page'),
  'ChildIndexPage',
);
const ChildFeedPage = page(() => import('#web/features/child-mode/pages/child-feed-page'), 'ChildFeedPage');
const ChildVideoPage = page(
  () => import('#web/features/child-mode/pages/child-video-page'),
  'ChildVideoPage',
);
const TimeUpPage = page(() => import('#web/features/child-mode/pages/time-up-page'), 'TimeUpPage');

export const router = createBrowserRouter([
  {
    // The locked child area has its own frame (only Videos and Games) outside the app shell.
    path: 'child',
    element: (
      <Suspense fallback={<LoadingState />}>
        <ChildLayout />
      </Suspense>
    ),
    errorElement: <RootErrorBoundary />,
    children: [
      { index: true, Component: ChildIndexPage },
      { path: 'feed', Component: ChildFeedPage },
      { path: 'video/:id', Component: ChildVideoPage },
      { path: 'time-up', Component: TimeUpPage },
      // The same games list as /games, inside the child frame.
      { path: 'games', Component: GamesPage },
      { path: 'games/:game', Component: GamesPage },
    ],
  },
  {
    Component: AppLayout,
    errorElement: <RootErrorBoundary />,
    children: [
      {
        // A pathless route so a failing page keeps the top bar and tabs around its error message.
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, Component: HomePage },
          { path: 'feed', Component: FeedPage },
          { path: 'video/:id', Component: VideoPage },
          { path: 'games', Component: GamesPage },
          { path: 'tutor', Component: TutorPage },
          { path: 'pricing', Component: PricingPage },
          { path: 'about', Component: AboutPage },
          { path: 'beta', Component: BetaPage },
          { path: 'benefits', Component: BenefitsPage },
          { path: 'upgrade', Component: UpgradePage },
          { path: 'terms', Component: TermsPage },
          { path: 'privacy', Component: PrivacyPage },
          { path: 'content-policy', Component: ContentPolicyPage },
          { path: 'halal-content-policy', Component: HalalContentPolicyPage },
          { path: 'youtube-notice', Component: YoutubeNoticePage },
          { path: 'signin', Component: SignInPage },
          { path: 'register', Component: RegisterPage },
          { path: 'forgot-password', Component: ForgotPasswordPage },
          { path: 'reset-password', Component: ResetPasswordPage },
          { path: 'auth/callback', Component: AuthCallbackPage },
          { path: 'email-verified', Component: EmailVerifiedPage },
          { path: 'onboarding', Component: OnboardingPage },
          { path: 'profile/:id', Component: PublicProfilePage },
          { path: 'unauthorized', Component: UnauthorizedPage },
          { path: 'share', Component: SubmitPage },
          { path: 'submit', Component: SubmitPage },
          {
            element: <RequireAuth />,
            children: [
              { path: 'dashboard', Component: DashboardRedirectPage },
              { path: 'complete-profile', Component: CompleteProfilePage },
              { path: 'settings/profile', Component: ProfileSettingsPage },
              { path: 'profile', Component: PublicProfilePage },
            ],
          },
          {
            // biome-ignore lint/a11y/useValidAriaRole: `role` is RequireAuth's user-role prop, not an ARIA role.
            element: <RequireAuth role="parent" />,
            children: [
              { path: 'get-started', Component: ParentSetupPage },
              { path: 'dashboard/parent', Component: ParentDashboardPage },
              { path: 'dashboard/parent/children', Component: ChildrenPage },
              { path: 'dashboard/parent/activity-history', Component: ActivityHistoryPage },
              { path: 'dashboard/parent/pending-content', Component: PendingContentPage },
            ],
          },
          {
            // biome-ignore lint/a11y/useValidAriaRole: `role` is RequireAuth's user-role prop, not an ARIA role.
            element: <RequireAuth role="creator" />,
            children: [
              { path: 'creator/get-started', Component: CreatorSetupPage },
              { path: 'dashboard/creator', Component: CreatorDashboardPage },
            ],
          },
          {
            // biome-ignore lint/a11y/useValidAriaRole: `role` is RequireAuth's user-role prop, not an ARIA role.
            element: <RequireAuth role="admin" />,
            children: [
              { path: 'dashboard/admin', Component: AdminDashboardPage },
              { path: 'dashboard/admin/content', Component: AdminContentPage },
              { path: 'dashboard/admin/content/all', Component: AdminContentAllPage },
              { path: 'dashboard/admin/upload', Component: AdminUploadPage },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
]);
