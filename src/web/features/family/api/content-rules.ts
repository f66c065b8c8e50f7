// A parent's per-child lists and collections: GET /api/children/{id}/content-rules, approvals and blocks
// (POST to add, DELETE to remove, both by kind and target), GET /api/content/{id}/child-rules (the video page's
// menu) and /api/collections. Every change refreshes the lists, the menus and the collections it touches.
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApprovalKind,
  BlockKind,
  ChildContentRules,
  Collection,
  CollectionDetail,
  VideoRuleState,
} from '#shared/child-content-rules';
import { type ApiFetch, apiGet, apiRequest } from '#web/lib/api-client';

const child = (id: string) => `/api/children/${encodeURIComponent(id)}`;
const collection = (id: string) => `/api/collections/${encodeURIComponent(id)}`;

const CONTENT_RULES_KEY = ['content-rules'] as const;
const COLLECTIONS_KEY = ['collections'] as const;

function childRulesQueryOptions(childId: string, api?: ApiFetch) {
  return queryOptions({
    queryKey: [...CONTENT_RULES_KEY, 'child', childId] as const,
    queryFn: ({ signal }) =>
      apiGet<ChildContentRules>(`${child(childId)}/content-rules`, { fetch: api, signal }),
  });
}

export function useChildRules(childId: string) {
  return useQuery(childRulesQueryOptions(childId));
}

type VideoRules = { creatorId: string | null; children: VideoRuleState[] };

function videoRulesQueryOptions(contentId: string, api?: ApiFetch) {
  return queryOptions({
    queryKey: [...CONTENT_RULES_KEY, 'video', contentId] as const,
    queryFn: ({ signal }) =>
      apiGet<VideoRules>(`/api/content/${encodeURIComponent(contentId)}/child-rules`, { fetch: api, signal }),
  });
}

export function useVideoRules(contentId: string) {
  return useQuery(videoRulesQueryOptions(contentId));
}

function refreshLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: CONTENT_RULES_KEY }),
    queryClient.invalidateQueries({ queryKey: COLLECTIONS_KEY }),
  ]);
}

export type RuleChange =
  | { list: 'approvals'; kind: ApprovalKind; targetId: string; childId: string; add: boolean }
  | { list: 'blocks'; kind: BlockKind; targetId: string; childId: string; add: boolean };

/** Adds or removes one approval or block of one child. */
export function useChangeRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: RuleChange) =>
      apiRequest<unknown>(`${child(change.childId)}/${change.list}`, {
        method: change.add ? 'POST' : 'DELETE',
        body: { kind: change.kind, targetId: change.targetId },
      }),
    onSuccess: () => refreshLists(queryClient),
  });
}

export function collectionsQueryOptions(api?: ApiFetch) {
  return queryOptions({
    queryKey: COLLECTIONS_KEY,
    queryFn: ({ signal }) => apiGet<Collection[]>('/api/collections', { fetch: api, signal }),
  });
}

export function useCollections() {
  return useQuery(collectionsQueryOptions());
}

function collectionQueryOptions(id: string, api?: ApiFetch) {
  return queryOptions({
    queryKey: [...COLLECTIONS_KEY, id] as const,
    queryFn: ({ signal }) => apiGet<CollectionDetail>(collection(id), { fetch: api, signal }),
  });
}

export function useCollection(id: string) {
  return useQuery(collectionQueryOptions(id));
}

export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest<Collection>('/api/collections', { method: 'POST', body: { name } }),
    onSuccess: () => refreshLists(queryClient),
  });
}

export function useRenameCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      apiRequest<CollectionDetail>(collection(id), { method: 'PATCH', body: { name } }),
    onSuccess: () => refreshLists(queryClient),
  });
}

export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(collection(id), { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      // Out of the list at once and its own answer forgotten, so nothing asks for the collection that is gone.
      queryClient.setQueryData<Collection[]>(COLLECTIONS_KEY, (list) =>
        list?.filter((entry) => entry.id !== id),
      );
      queryClient.removeQueries({ queryKey: [...COLLECTIONS_KEY, id] });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: CONTENT_RULES_KEY }),
        queryClient.invalidateQueries({ queryKey: COLLECTIONS_KEY, exact: true }),
      ]);
    },
  });
}

/** Puts a video in a collection or takes it out. */
export function useCollectionVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, contentId, add }: { id: string; contentId: string; add: boolean }) =>
      apiRequest<unknown>(`${collection(id)}/videos`, {
        method: add ? 'POST' : 'DELETE',
        body: { contentId },
      }),
    onSuccess: () => refreshLists(queryClient),
  });
}
