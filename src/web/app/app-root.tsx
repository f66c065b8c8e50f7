// The app's tree above the router: the same in the browser (main.tsx, BrowserRouter) and in the build's prerender
// (prerender.tsx, StaticRouter), so a prerendered page hydrates without a mismatch.
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { Providers } from './providers';

/** `router`: the router element with <AppRoutes /> inside; `after`: what follows it (browser only, renders nothing). */
export function AppRoot({
  queryClient,
  router,
  after,
}: {
  queryClient: QueryClient;
  router: ReactNode;
  after?: ReactNode;
}) {
  return (
    <StrictMode>
      <Providers queryClient={queryClient}>
        {router}
        {after}
      </Providers>
    </StrictMode>
  );
}
