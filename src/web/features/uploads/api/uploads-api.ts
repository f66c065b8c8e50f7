// The uploads API: whether uploads work here, an upload's state (polled while it moves), the item an upload
// becomes, an item's preview for its creator or an admin, and publishing it (admins).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SoundtrackReview, SoundtrackState } from '#shared/soundtracks';
import type {
  UploadContentInput,
  UploadDraftInput,
  UploadDraftSubmissionInput,
  UploadPreview,
  UploadStatus,
} from '#shared/uploads';
import { apiGet, apiRequest } from '#web/lib/api-client';

const MOVING: ReadonlySet<UploadStatus> = new Set(['uploaded', 'queued', 'processing']);

export function useUploadsAvailable() {
  return useQuery({
    queryKey: ['uploads', 'availability'],
    queryFn: ({ signal }) => apiGet<{ available: boolean }>('/api/uploads/availability', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function previewQueryOptions(contentId: string) {
  return queryOptions({
    queryKey: ['uploads', 'preview', contentId] as const,
    queryFn: ({ signal }) =>
      apiGet<UploadPreview>(`/api/uploads/preview/${encodeURIComponent(contentId)}`, { signal }),
    refetchInterval: (query) => {
      const upload = query.state.data?.upload;
      return upload && MOVING.has(upload.status) ? 1500 : false;
    },
  });
}

export function useUploadPreview(contentId: string) {
  return useQuery(previewQueryOptions(contentId));
}

export function useCreateUploadContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uploadId, input }: { uploadId: string; input: UploadContentInput }) =>
      apiRequest<{ id: string }>(`/api/uploads/${encodeURIComponent(uploadId)}/content`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/**
 * The studio's lists (drafts among them), the creator's overview and the item's preview (its status) show what a
 * draft's save or submission did.
 */
function useInvalidateStudio() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['studio'] }),
      queryClient.invalidateQueries({ queryKey: ['creator-content'] }),
      queryClient.invalidateQueries({ queryKey: ['uploads', 'preview'] }),
    ]);
}

/**
 * "Save as draft" on the file form: the first save makes the uploaded file the creator's draft
 * (POST /api/uploads/:id/draft), later ones change that draft (PUT /api/studio/drafts/:id).
 */
export function useSaveUploadDraft() {
  const invalidate = useInvalidateStudio();
  return useMutation({
    mutationFn: ({
      draftId,
      uploadId,
      input,
    }: {
      draftId: string | null;
      uploadId: string | null;
      input: UploadDraftInput;
    }) =>
      draftId
        ? apiRequest<{ id: string }>(`/api/studio/drafts/${encodeURIComponent(draftId)}`, {
            method: 'PUT',
            body: input,
          })
        : apiRequest<{ id: string }>(`/api/uploads/${encodeURIComponent(uploadId ?? '')}/draft`, {
            method: 'POST',
            body: input,
          }),
    onSuccess: invalidate,
  });
}

/** A draft made from an uploaded file, sent for review with the file form's fields (screened, then pending). */
export function useSubmitUploadDraft() {
  const invalidate = useInvalidateStudio();
  return useMutation({
    mutationFn: ({ draftId, input }: { draftId: string; input: UploadDraftSubmissionInput }) =>
      apiRequest<{ id: string }>(`/api/studio/drafts/${encodeURIComponent(draftId)}/submit`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: invalidate,
  });
}

export function usePublishPreview(contentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revision: number) =>
      apiRequest<unknown>(`/api/admin/content/${encodeURIComponent(contentId)}/publish`, {
        method: 'POST',
        body: { revision },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['uploads', 'preview', contentId] }),
  });
}

const SOUNDTRACK_MOVING: ReadonlySet<SoundtrackState['status']> = new Set(['queued', 'processing']);

/** An item's vocals-only soundtrack (its creator and moderators), polled while it is processed. */
export function useSoundtrack(contentId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['uploads', 'soundtrack', contentId] as const,
    queryFn: ({ signal }) =>
      apiGet<{ soundtrack: SoundtrackState | null }>(
        `/api/uploads/soundtracks/${encodeURIComponent(contentId)}`,
        { signal },
      ),
    refetchInterval: (query) => {
      const soundtrack = query.state.data?.soundtrack;
      return soundtrack && SOUNDTRACK_MOVING.has(soundtrack.status) ? 1500 : false;
    },
  });
}

/** Add (or replace), remove and review an item's soundtrack; each answers the soundtrack as it now is. */
export function useSoundtrackChanges(contentId: string) {
  const queryClient = useQueryClient();
  const key = ['uploads', 'soundtrack', contentId];
  const settle = (data: { soundtrack: SoundtrackState | null }) => queryClient.setQueryData(key, data);
  const path = `/api/uploads/soundtracks/${encodeURIComponent(contentId)}`;
  return {
    attach: useMutation({
      mutationFn: (uploadId: string) =>
        apiRequest<{ soundtrack: SoundtrackState | null }>(
          `/api/uploads/${encodeURIComponent(uploadId)}/soundtrack`,
          { method: 'POST', body: { contentId } },
        ),
      onSuccess: settle,
    }),
    remove: useMutation({
      mutationFn: () => apiRequest<{ soundtrack: null }>(path, { method: 'DELETE' }),
      onSuccess: settle,
    }),
    review: useMutation({
      mutationFn: (decision: SoundtrackReview['decision']) =>
        apiRequest<{ soundtrack: SoundtrackState | null }>(`${path}/review`, {
          method: 'POST',
          body: { decision },
        }),
      onSuccess: settle,
    }),
  };
}
