// POST /api/child/tutor-helper/ask: one question, its answer read as it streams (one JSON event a line). A refusal
// before the stream (over the day's cap, off, bad input) is the API's error envelope, thrown as an ApiError.
import { isApiErrorBody } from '#shared/api-error';
import type { AskHelperInput, HelperStreamEvent } from '#shared/tutor-helper';
import { ApiError, NETWORK_ERROR_MESSAGE } from '#web/lib/api-client';

export async function askHelper(
  input: AskHelperInput,
  onEvent: (event: HelperStreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/child/tutor-helper/ask', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
      credentials: 'same-origin',
      body: JSON.stringify(input),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'UNAVAILABLE', NETWORK_ERROR_MESSAGE, { key: NETWORK_ERROR_MESSAGE });
  }
  if (!response.ok || !response.body) {
    const body: unknown = await response.json().catch(() => undefined);
    if (isApiErrorBody(body)) {
      const { code, message, key, params } = body.error;
      throw new ApiError(response.status, code, message, {
        ...(key ? { key } : {}),
        ...(params ? { params } : {}),
      });
    }
    throw new ApiError(response.status, 'INTERNAL', `The server answered ${response.status}`);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n');
    while (end >= 0) {
      const line = buffer.slice(0, end).trim();
      buffer = buffer.slice(end + 1);
      if (line) onEvent(JSON.parse(line) as HelperStreamEvent);
      end = buffer.indexOf('\n');
    }
  }
}
