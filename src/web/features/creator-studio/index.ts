// The creator-studio feature's public surface: the Creator Studio panels (content manager, moderation messages,
// the Upload Content modal), put together by app/routes/creator-dashboard-page.

export { creatorContentQueryOptions } from './api/get-creator-content';
export { myVideosFilterOf, myVideosQueryOptions, threadsQueryOptions } from './api/studio-queries';
export { CreatorStudioPanels } from './components/creator-studio-panels';
export { ModeratorThreadPanel } from './components/moderator-thread-panel';
