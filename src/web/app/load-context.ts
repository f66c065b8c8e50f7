// The load context React Router hands every loader and the server entry: what the Hono app builds per request.
import type { PageContext } from '#shared/page-context';

declare module 'react-router' {
  interface AppLoadContext extends PageContext {}
}
