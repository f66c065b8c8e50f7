// Every page of the app, one route module each under routes/ (decision 030-w). A route module names its page (a
// feature's pages/* or a composing page here) and, for the guarded groups, the loader that checks the caller on
// the server; the data a page shows is read for its caller while the server renders it (entry.server.tsx).
import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  // The texts of a namespace a page did not carry (a resource route: JSON, no page).
  route('locales/:locale/:namespace', 'routes/locale-texts.ts'),
  // The child's TV shell (decision 022-t): the child area's rules in the TV's frame.
  route('tv/child', 'routes/tv-child.tsx', [
    index('routes/tv-child-home.tsx'),
    route('videos', 'routes/tv-child-videos.tsx'),
    route('games', 'routes/tv-child-games.tsx'),
    route('games/:game', 'routes/tv-child-game.tsx'),
    route('learn', 'routes/tv-child-learn.tsx'),
    route('learn/lessons/:lessonId', 'routes/tv-child-learn-lesson.tsx'),
    route('library', 'routes/tv-child-library.tsx'),
    route('search', 'routes/tv-child-search.tsx'),
    route('watch/:id', 'routes/tv-child-player.tsx'),
    route('time-up', 'routes/tv-child-time-up.tsx'),
    route('parent-can-see', 'routes/tv-child-parent-sees.tsx'),
  ]),
  // TV mode (decision 022-t): its own 10-foot shell, outside the app shell.
  route('tv', 'routes/tv.tsx', [
    index('routes/tv-home.tsx'),
    route('videos', 'routes/tv-videos.tsx'),
    route('games', 'routes/tv-games.tsx'),
    route('games/:game', 'routes/tv-game.tsx'),
    route('library', 'routes/tv-library.tsx'),
    route('search', 'routes/tv-search.tsx'),
    route('settings', 'routes/tv-settings.tsx'),
    route('watch/:id', 'routes/tv-player.tsx'),
  ]),
  // A visitor's taste of the children's screen: its own frame, labelled as a demo, no child session needed.
  route('child/demo', 'routes/child-demo.tsx', [
    index('routes/child-demo-feed.tsx'),
    route('video/:id', 'routes/child-demo-video.tsx'),
  ]),
  // The locked child area has its own frame (Videos, Games and Learn) outside the app shell.
  route('child', 'routes/child.tsx', [
    index('routes/child-index.tsx'),
    route('feed', 'routes/child-feed.tsx'),
    route('video/:id', 'routes/child-video.tsx'),
    route('time-up', 'routes/child-time-up.tsx'),
    route('parent-can-see', 'routes/child-parent-sees.tsx'),
    // The Tutor: the child's subjects and paths, and a lesson (its own module, loaded only when a lesson opens).
    route('learn', 'routes/child-learn.tsx'),
    route('learn/lessons/:lessonId', 'routes/child-learn-lesson.tsx'),
    // The same games list as /games, inside the child frame, behind the parent's games switch.
    route('games', 'routes/child-games.tsx', [
      index('routes/games.tsx', { id: 'child-games-list' }),
      route('snake', 'routes/child-snake.tsx'),
      route('tetris', 'routes/child-tetris.tsx'),
      route('islamic-connections', 'routes/child-connections.tsx'),
    ]),
  ]),
  layout('routes/app-shell.tsx', [
    // A pathless frame so a failing page keeps the top bar and tabs around its error message.
    layout('routes/page-frame.tsx', [
      index('routes/home.tsx'),
      route('feed', 'routes/feed.tsx'),
      route('video/:id', 'routes/video.tsx'),
      route('games', 'routes/games.tsx'),
      route('games/snake', 'routes/snake.tsx'),
      route('games/tetris', 'routes/tetris.tsx'),
      route('games/islamic-connections', 'routes/islamic-connections.tsx'),
      route('tutor', 'routes/tutor.tsx'),
      route('pricing', 'routes/pricing.tsx'),
      route('about', 'routes/about.tsx'),
      route('beta', 'routes/beta.tsx'),
      route('benefits', 'routes/benefits.tsx'),
      route('upgrade', 'routes/upgrade.tsx'),
      route('checkout/cancel', 'routes/checkout-cancel.tsx'),
      route('terms', 'routes/terms.tsx'),
      route('privacy', 'routes/privacy.tsx'),
      route('content-policy', 'routes/content-policy.tsx'),
      route('halal-content-policy', 'routes/halal-content-policy.tsx'),
      route('youtube-notice', 'routes/youtube-notice.tsx'),
      route('signin', 'routes/sign-in.tsx'),
      route('register', 'routes/register.tsx'),
      route('forgot-password', 'routes/forgot-password.tsx'),
      route('reset-password', 'routes/reset-password.tsx'),
      route('auth/callback', 'routes/auth-callback.tsx'),
      route('email-verified', 'routes/email-verified.tsx'),
      route('onboarding', 'routes/onboarding.tsx'),
      route('profile/:id', 'routes/public-profile.tsx'),
      route('unauthorized', 'routes/unauthorized.tsx'),
      route('share', 'routes/submit.tsx', { id: 'share' }),
      route('submit', 'routes/submit.tsx'),
      route('contact', 'routes/contact.tsx'),
      route('parent-network', 'routes/parent-network.tsx'),
      layout('routes/require-account.tsx', [
        route('dashboard', 'routes/dashboard.tsx'),
        route('complete-profile', 'routes/complete-profile.tsx'),
        route('settings/profile', 'routes/profile-settings.tsx'),
        route('profile', 'routes/public-profile.tsx', { id: 'own-profile' }),
        // The studio's pages: creators, and parents who submitted videos.
        ...prefix('dashboard/creator', [
          route('videos', 'routes/studio-videos.tsx'),
          route('videos/:id/edit', 'routes/studio-edit.tsx'),
          route('analytics', 'routes/studio-analytics.tsx'),
          route('messages', 'routes/studio-messages.tsx'),
          route('messages/:contentId', 'routes/studio-messages.tsx', { id: 'studio-messages-item' }),
        ]),
        route('uploads/:contentId', 'routes/upload-preview.tsx'),
      ]),
      layout('routes/require-parent.tsx', [
        route('get-started', 'routes/parent-setup.tsx'),
        route('dashboard/parent', 'routes/parent-dashboard.tsx'),
        route('dashboard/parent/children', 'routes/children.tsx'),
        route('dashboard/parent/children/:childId/ask-qamar', 'routes/ask-qamar-settings.tsx'),
        route('dashboard/parent/children/:childId/learning', 'routes/child-learning.tsx'),
        route('dashboard/parent/activity-history', 'routes/activity-history.tsx'),
        route('dashboard/parent/collections', 'routes/collections.tsx'),
        route('dashboard/parent/pending-content', 'routes/pending-content.tsx'),
        route('dashboard/parent/prayer-times', 'routes/prayer-settings.tsx'),
        route('checkout', 'routes/checkout.tsx'),
        route('checkout/success', 'routes/checkout-success.tsx'),
      ]),
      layout('routes/require-creator.tsx', [
        route('creator/get-started', 'routes/creator-setup.tsx'),
        route('dashboard/creator', 'routes/creator-dashboard.tsx'),
      ]),
      layout('routes/require-admin.tsx', [
        ...prefix('dashboard/admin', [
          index('routes/admin-dashboard.tsx'),
          route('content', 'routes/admin-content.tsx'),
          route('content/all', 'routes/admin-content-all.tsx'),
          route('upload', 'routes/admin-upload.tsx'),
          route('settings', 'routes/admin-settings.tsx'),
          route('users/all', 'routes/admin-users.tsx'),
          route('users/:userId', 'routes/admin-user-detail.tsx'),
          route('games', 'routes/connections-admin.tsx'),
          route('waitlist', 'routes/admin-waitlist.tsx'),
          route('messages', 'routes/admin-messages.tsx'),
          route('site', 'routes/admin-site.tsx'),
        ]),
      ]),
      route('*', 'routes/not-found.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
