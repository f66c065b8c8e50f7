// "/": the landing page, its figures, featured video, testimonials and footer read for the caller before drawing.
import type { LoaderFunctionArgs } from 'react-router';
import {
  featuredVideoQueryOptions,
  siteFooterQueryOptions,
  siteStatsQueryOptions,
  testimonialsQueryOptions,
} from '#web/features/site';
import { prefetch } from '../prefetch';

export function loader({ context }: LoaderFunctionArgs) {
  return prefetch(context, (queryClient, api) =>
    Promise.all([
      queryClient.prefetchQuery(siteStatsQueryOptions(api)),
      queryClient.prefetchQuery(featuredVideoQueryOptions(api)),
      queryClient.prefetchQuery(testimonialsQueryOptions(api)),
      queryClient.prefetchQuery(siteFooterQueryOptions(api)),
    ]),
  );
}

export { mailingListAction as action } from '#web/features/outreach';

export { HomePage as default } from './home-page';

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = { i18n: ['auth', 'common', 'outreach', 'site'] };
