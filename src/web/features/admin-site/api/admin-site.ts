// The landing page's curated parts, for admins: testimonials (GET/POST /api/admin/site/testimonials, PATCH/DELETE
// /api/admin/site/testimonials/:id) and the featured video (GET/PUT /api/admin/site/featured, DELETE
// /api/admin/site/featured/:contentId). Published videos to pick from come from the feed's own search.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedPage } from '#shared/feed.schema';
import type { AdminFeatured, Testimonial, TestimonialInput, TestimonialUpdate } from '#shared/site.schema';
import { apiGet, apiRequest } from '#web/lib/api-client';

const TESTIMONIALS_KEY = ['admin', 'site', 'testimonials'] as const;
const FEATURED_KEY = ['admin', 'site', 'featured'] as const;

export function useAdminTestimonials() {
  return useQuery({
    queryKey: TESTIMONIALS_KEY,
    queryFn: ({ signal }) => apiGet<{ items: Testimonial[] }>('/api/admin/site/testimonials', { signal }),
  });
}

export function useSaveTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: TestimonialInput | TestimonialUpdate }) =>
      id
        ? apiRequest<Testimonial>(`/api/admin/site/testimonials/${id}`, { method: 'PATCH', body: values })
        : apiRequest<Testimonial>('/api/admin/site/testimonials', { method: 'POST', body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TESTIMONIALS_KEY }),
  });
}

export function useDeleteTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(`/api/admin/site/testimonials/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TESTIMONIALS_KEY }),
  });
}

export function useAdminFeatured() {
  return useQuery({
    queryKey: FEATURED_KEY,
    queryFn: ({ signal }) => apiGet<AdminFeatured>('/api/admin/site/featured', { signal }),
  });
}

export function useChooseFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contentId: string) =>
      apiRequest<unknown>('/api/admin/site/featured', { method: 'PUT', body: { contentId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEATURED_KEY }),
  });
}

export function useClearFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contentId: string) =>
      apiRequest<void>(`/api/admin/site/featured/${contentId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEATURED_KEY }),
  });
}

/** Published videos matching the words typed (the feed's search: only published items, newest match first). */
export function usePublishedSearch(q: string) {
  return useQuery({
    queryKey: ['admin', 'site', 'featured-search', q],
    queryFn: ({ signal }) =>
      apiGet<FeedPage>('/api/feed', { signal, searchParams: new URLSearchParams({ q, page: '1' }) }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
