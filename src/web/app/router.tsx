// Routes of the SPA. Every page is its own chunk so /feed downloads only what it shows.
import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { AppLayout } from './layouts/app-layout';
import { RootErrorBoundary, RouteErrorBoundary } from './route-error-boundary';

const HomePage = lazy(() =>
  import('../features/site/pages/home-page').then((m) => ({ default: m.HomePage })),
);
const FeedPage = lazy(() =>
  import('../features/feed/pages/feed-page').then((m) => ({ default: m.FeedPage })),
);
const VideoPage = lazy(() =>
  import('../features/video/pages/video-page').then((m) => ({ default: m.VideoPage })),
);
const GamesPage = lazy(() =>
  import('../features/site/pages/games-page').then((m) => ({ default: m.GamesPage })),
);
const TutorPage = lazy(() =>
  import('../features/site/pages/tutor-page').then((m) => ({ default: m.TutorPage })),
);
const SignInPage = lazy(() =>
  import('../features/site/pages/signin-page').then((m) => ({ default: m.SignInPage })),
);
const OnboardingPage = lazy(() =>
  import('../features/site/pages/onboarding-page').then((m) => ({ default: m.OnboardingPage })),
);
const UnauthorizedPage = lazy(() =>
  import('../features/site/pages/unauthorized-page').then((m) => ({ default: m.UnauthorizedPage })),
);
const NotFoundPage = lazy(() =>
  import('../features/site/pages/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

export const router = createBrowserRouter([
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
          { path: 'signin', Component: SignInPage },
          { path: 'onboarding', Component: OnboardingPage },
          { path: 'unauthorized', Component: UnauthorizedPage },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
]);
