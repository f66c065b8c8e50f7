// POST /api/content/:id/views with the device id header; retried up to 3 times, 1 s apart, when the network fails.
import type { ViewResult } from '#shared/engagement';
import { ApiError, apiRequest } from '#web/lib/api-client';
import { getDeviceId } from '#web/lib/device-id';

export const VIEW_RETRIES = 3;
export const VIEW_RETRY_DELAY_MS = 1_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function recordView(contentId: string, visibleSeconds: number): Promise<ViewResult> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await apiRequest<ViewResult>(`/api/content/${encodeURIComponent(contentId)}/views`, {
        method: 'POST',
        body: { duration: visibleSeconds },
        headers: { 'x-device-id': getDeviceId() },
      });
    } catch (error) {
      // Only a failed network round trip is retried; an answer from the server (even an error) is final.
      const networkFailure = error instanceof ApiError && error.status === 0;
      if (!networkFailure || attempt >= VIEW_RETRIES) throw error;
      await wait(VIEW_RETRY_DELAY_MS);
    }
  }
}
