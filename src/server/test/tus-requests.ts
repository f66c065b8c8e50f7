// A tus client's PATCH as the uploads tests send it: a chunk at an offset, with the caller's session and our origin.
import type { Caller } from './auth-helpers';
import { TEST_ORIGIN } from './test-app';

export const TUS_HEADERS = { 'Tus-Resumable': '1.0.0' } as const;

type RequestingApp = { request: (path: string, init: RequestInit) => Response | Promise<Response> };

export function tusPatch(
  app: RequestingApp,
  caller: Caller,
  location: string,
  offset: number,
  bytes: Uint8Array,
): Promise<Response> {
  return Promise.resolve(
    app.request(location, {
      method: 'PATCH',
      headers: {
        ...TUS_HEADERS,
        Origin: TEST_ORIGIN,
        Cookie: caller.cookie,
        'Content-Type': 'application/offset+octet-stream',
        'Upload-Offset': String(offset),
      },
      body: new Uint8Array(bytes),
    }),
  );
}
