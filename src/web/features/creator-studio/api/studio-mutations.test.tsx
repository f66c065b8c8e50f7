// The edit page's writes report back even when the component that started them is gone by the time the server
// answers: the refreshed edit remounts the form (it is keyed by the waiting edit), and a callback handed to `mutate`
// would be dropped with it, and "Your edit is withdrawn" would never show.
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#web/lib/query-client';
import { apiError, ok, stubApi } from '#web/test/api-stub';
import { useSaveEdit, useWithdrawEdit } from './studio-mutations';

const ID = '44444444-4444-4444-8444-444444444444';

/** Holds every answer of the stub until `release()`. */
function holdAnswers() {
  const stubbed = globalThis.fetch;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
    await held;
    return stubbed(...args);
  });
  return () => release();
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('the edit page writes', () => {
  it('tell the page an edit was withdrawn after the form that asked is unmounted', async () => {
    const api = stubApi({ [`DELETE /api/studio/videos/${ID}/revision`]: ok(undefined, 204) });
    const release = holdAnswers();
    const onDone = vi.fn();
    const { result, unmount } = renderHook(() => useWithdrawEdit(ID, onDone), { wrapper });
    result.current.mutate(undefined);
    unmount();
    release();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(api.callsTo(`DELETE /api/studio/videos/${ID}/revision`)).toHaveLength(1);
  });

  it('tell the page whether a saved edit waits as a revision after the form is unmounted', async () => {
    stubApi({ [`PUT /api/studio/videos/${ID}`]: ok({ id: ID, revision: true }) });
    const release = holdAnswers();
    const onDone = vi.fn();
    const { result, unmount } = renderHook(() => useSaveEdit(ID, onDone), { wrapper });
    result.current.mutate({
      title: 'Salah steps, slower',
      description: '',
      category: 'Islamic Stories & Manners',
      tags: [],
      language: 'English',
      ageRange: 2,
      hasMusic: false,
    });
    unmount();
    release();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ id: ID, revision: true }));
  });

  it('do not report a refused write as done', async () => {
    stubApi({
      [`DELETE /api/studio/videos/${ID}/revision`]: apiError(404, 'NOT_FOUND', 'Video not found'),
    });
    const onDone = vi.fn();
    const { result } = renderHook(() => useWithdrawEdit(ID, onDone), { wrapper });
    result.current.mutate(undefined);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(onDone).not.toHaveBeenCalled();
  });
});
