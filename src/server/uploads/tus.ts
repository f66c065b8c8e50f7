// The tus endpoint (resumable uploads) mounted in Hono through @tus/server's handleWeb (decision 021-c). Incoming
// files stream to the upload staging (staging.ts: $DATA_DIR/uploads, or the S3 bucket every node shares; decision
// 031-u), never into memory; the last PATCH runs validation by content and answers the spec's message (422) when the
// file is refused.
import { mkdirSync } from 'node:fs';
import { Server } from '@tus/server';
import type { AppDeps } from '#server/http/app-env';
import { englishMessage } from '#server/http/app-error';
import { UPLOAD_MAX_BYTES } from '#shared/uploads';
import { UploadLocker, type UploadLockerOptions } from './upload-locks';
import { finishUpload, type UploadsRuntime } from './uploads.service';

export const TUS_PATH = '/api/uploads/tus';

/**
 * The tus server with the ids the route checked: `handle` gives tus the request with the upload id whose ownership
 * the route verified (or the id it reserved for a new upload); tus acts on nothing else. The request's deps finish
 * the upload (validation, the transcode job).
 */
export type TusHandler = {
  handle: (request: Request, checkedId: string, deps: UploadDeps) => Promise<Response>;
  /** Lets go of the cluster-wide lock's connections (closeAppDeps). */
  close: () => Promise<void>;
};

type UploadDeps = Pick<AppDeps, 'db' | 'env' | 'logger' | 'uploads' | 'jobs'>;

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

/**
 * The tus server of one process, made at start-up (app-deps.ts); the staging folder is created with it. With staging
 * in the shared bucket, any node may write any upload, so tus takes the cluster-wide upload lock (upload-locks.ts)
 * on `locks`' database; on a node's own disk tus's in-process lock is enough, since one node serves the uploads.
 */
export function createTusServer(runtime: UploadsRuntime, locks?: UploadLockerOptions): TusHandler {
  const locker = runtime.staging.kind === 's3' && locks ? new UploadLocker(locks) : undefined;
  // Per request, what the route checked and the deps it came with; kept only while the request is alive.
  const checked = new WeakMap<Request, { id: string; deps: UploadDeps }>();
  if (runtime.staging.kind === 'disk') mkdirSync(runtime.stagingDir, { recursive: true });
  const server = new Server({
    path: TUS_PATH,
    datastore: runtime.staging.datastore,
    ...(locker ? { locker } : {}),
    maxSize: UPLOAD_MAX_BYTES,
    relativeLocation: true,
    respectForwardedHeaders: false,
    getFileIdFromRequest: (req) => tusUploadIdOf(req.url),
    // A new upload takes the id its row was reserved under (the hourly limit and quota were counted with it).
    namingFunction: (req) => {
      const id = checked.get(req)?.id;
      if (!id) throw new NotChecked();
      return id;
    },
    // Every method, on the id tus resolved: it must be the one whose ownership the route checked.
    onIncomingRequest: async (req, id) => {
      if (checked.get(req)?.id !== id) throw new NotChecked();
    },
    onUploadFinish: async (req, upload) => {
      const deps = checked.get(req)?.deps;
      if (!deps) throw new NotChecked();
      const result = await finishUpload(deps, upload.id);
      if (result.ok) return {};
      return {
        status_code: 422,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          error: { code: 'VALIDATION_FAILED', message: englishMessage(result.message), key: result.message },
        }),
      };
    },
  });
  const handler: TusHandler = {
    handle: (request, checkedId, deps) => {
      checked.set(request, { id: checkedId, deps });
      return server.handleWeb(request);
    },
    close: async () => {
      await locker?.close();
    },
  };
  return handler;
}

declare module '#server/http/app-env' {
  interface AppDeps {
    /** The tus endpoint (its last PATCH validates the file and queues the transcode). */
    tus: TusHandler;
  }
}
