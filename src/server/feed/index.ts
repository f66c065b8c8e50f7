// The feed feature's public surface. Used by app.ts (routes, and the item of a /video/:id page's HTML), app-deps.ts
// (the page cache, which the HTTP front asks for repeated anonymous pages) and engagement (the same door for its
// catalog lists and items).

export { feedContentRoutes, feedDemoRoutes, feedRoutes } from './feed.routes';
export { requireFeedAccess } from './feed-access';
export { createFeedCache } from './feed-cache';
