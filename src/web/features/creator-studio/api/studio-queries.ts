// The studio's reads: analytics, my videos, message threads. Keys start with 'studio' so a change
// anywhere in the studio refreshes them together.
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type AnalyticsRange,
  type CreatorAnalytics,
  type EditableVideo,
  MY_VIDEO_FILTERS,
  type MyVideo,
  type Thread,
  type ThreadSummary,
} from '#shared/creator-studio.schema';
import { type ApiFetch, apiGet } from '#web/lib/api-client';

export function analyticsQueryOptions(range: AnalyticsRange, contentId: string | null) {
  const searchParams = new URLSearchParams({ range: String(range) });
  if (contentId) searchParams.set('contentId', contentId);
  return queryOptions({
    queryKey: ['studio', 'analytics', range, contentId],
    queryFn: ({ signal }) => apiGet<CreatorAnalytics>('/api/studio/analytics', { signal, searchParams }),
  });
}

export const useAnalytics = (range: AnalyticsRange, contentId: string | null) =>
  useQuery(analyticsQueryOptions(range, contentId));

/** Where the CSV of the current view downloads from (the server writes and quotes it). */
export function analyticsExportUrl(
  range: AnalyticsRange,
  contentId: string | null,
  table: 'days' | 'videos',
) {
  const searchParams = new URLSearchParams({ range: String(range), table });
  if (contentId) searchParams.set('contentId', contentId);
  return `/api/studio/analytics/export?${searchParams}`;
}

export function myVideosQueryOptions(status: string, q: string, api?: ApiFetch) {
  const searchParams = new URLSearchParams({ status });
  if (q) searchParams.set('q', q);
  return queryOptions({
    queryKey: ['studio', 'videos', status, q],
    queryFn: ({ signal }) =>
      apiGet<{ items: MyVideo[] }>('/api/studio/videos', { signal, searchParams, fetch: api }),
  });
}

export const useMyVideos = (status: string, q: string) => useQuery(myVideosQueryOptions(status, q));

export type MyVideoFilter = (typeof MY_VIDEO_FILTERS)[number];

/** The list /dashboard/creator/videos shows for its URL (`?status`, `?q`): its page's and its loader's. */
export function myVideosFilterOf(params: URLSearchParams): { status: MyVideoFilter; q: string } {
  const status = params.get('status') ?? '';
  return {
    status: (MY_VIDEO_FILTERS as readonly string[]).includes(status) ? (status as MyVideoFilter) : 'all',
    q: params.get('q') ?? '',
  };
}

export function threadsQueryOptions(api?: ApiFetch) {
  return queryOptions({
    queryKey: ['studio', 'threads'],
    queryFn: ({ signal }) =>
      apiGet<{ threads: ThreadSummary[] }>('/api/studio/messages', { signal, fetch: api }),
  });
}

export const useThreads = () => useQuery(threadsQueryOptions());

export function threadQueryOptions(contentId: string) {
  return queryOptions({
    queryKey: ['studio', 'thread', contentId],
    queryFn: ({ signal }) =>
      apiGet<Thread>(`/api/studio/videos/${encodeURIComponent(contentId)}/messages`, { signal }),
  });
}

export const useThread = (contentId: string) => useQuery(threadQueryOptions(contentId));

/** A submitted item as its edit form starts (the waiting edit's fields when there is one). */
export const useEditableVideo = (id: string) =>
  useQuery({
    queryKey: ['studio', 'edit', id],
    queryFn: ({ signal }) =>
      apiGet<EditableVideo>(`/api/studio/videos/${encodeURIComponent(id)}/edit`, { signal }),
  });
