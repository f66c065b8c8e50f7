// The tus endpoint (resumable uploads) mounted in Hono through @tus/server's handleWeb (decision 021-c). Incoming
// files stream to $DATA_DIR/uploads through @tus/file-store, never into memory; the last PATCH runs validation by
// content and answers the spec's message (422) when the file is refused.
import { mkdirSync } from 'node:fs';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { AppDeps } from '#server/http/app-env';
import { UPLOAD_MAX_BYTES } from '#shared/uploads';
import { finishUpload, uploadsRuntime } from './uploads.service';

export const TUS_PATH = '/api/uploads/tus';

/**
 * The tus server with the ids the route checked: `handle` gives tus the request with the upload id whose ownership
 * the route verified (or the id it reserved for a new upload); tus acts on nothing else.
 */
export type TusHandler = { handle: (request: Request, checkedId: string) => Promise<Response> };

const servers = new WeakMap<AppDeps, TusHandler>();

/**
 * The upload a tus request names, read from the URL's path only. tus's own reading took the last `/…` of the whole
 * URL, query string included, so `/tus/<mine>?x=/<yours>` was checked as mine and served as yours. Our route checks
 * ownership on this very id and tus is given the same function: both always agree.
 */
export function tusUploadIdOf(url: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://local').pathname;
  } catch {
    return undefined;
  }
  const prefix = `${TUS_PATH}/`;
  if (!pathname.startsWith(prefix)) return undefined;
  const id = pathname.slice(prefix.length);
  return /^[0-9a-f-]{36}$/.test(id) ? id : undefined;
}

class NotChecked extends Error {
  readonly status_code = 404;
  readonly body = 'Upload not found\n';
}

export function tusServer(deps: AppDeps): TusHandler {
  const existing = servers.get(deps);
  if (existing) return existing;
  // Per request, what the route checked; kept only while the request is alive.
  const checkedIds = new WeakMap<Request, string>();
  const runtime = uploadsRuntime(deps.env);
  mkdirSync(runtime.stagingDir, { recursive: true });
  const server = new Server({
    path: TUS_PATH,
    datastore: new FileStore({ directory: runtime.stagingDir }),
    maxSize: UPLOAD_MAX_BYTES,
    relativeLocation: true,
    respectForwardedHeaders: false,
    getFileIdFromRequest: (req) => tusUploadIdOf(req.url),
    // A new upload takes the id its row was reserved under (the hourly limit and quota were counted with it).
    namingFunction: (req) => {
      const id = checkedIds.get(req);
      if (!id) throw new NotChecked();
      return id;
    },
    // Every method, on the id tus resolved: it must be the one whose ownership the route checked.
    onIncomingRequest: async (req, id) => {
      if (checkedIds.get(req) !== id) throw new NotChecked();
    },
    onUploadFinish: async (_req, upload) => {
      const result = await finishUpload(deps, upload.id);
      if (result.ok) return {};
      return {
        status_code: 422,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ error: { code: 'VALIDATION_FAILED', message: result.message } }),
      };
    },
  });
  const handler: TusHandler = {
    handle: (request, checkedId) => {
      checkedIds.set(request, checkedId);
      return server.handleWeb(request);
    },
  };
  servers.set(deps, handler);
  return handler;
}
