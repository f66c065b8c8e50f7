// The feed feature's public surface. Used by app.ts (routes, and the item of a /video/:id page's HTML) and
// engagement (the same door for its catalog lists and items).

export { feedContentRoutes, feedDemoRoutes, feedRoutes } from './feed.routes';
export { requireFeedAccess } from './feed-access';
