// GET /api/site/testimonials: the published testimonials admins wrote down.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicTestimonial } from '#shared/site.schema';
import { type ApiFetch, apiGet } from '#web/lib/api-client';

export function testimonialsQueryOptions(api?: ApiFetch) {
  return queryOptions({
    queryKey: ['site', 'testimonials'] as const,
    queryFn: ({ signal }) =>
      apiGet<{ items: PublicTestimonial[] }>('/api/site/testimonials', { signal, fetch: api }),
    staleTime: 5 * 60_000,
  });
}

export function useTestimonials() {
  return useQuery(testimonialsQueryOptions());
}
