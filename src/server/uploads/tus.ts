// The tus endpoint (resumable uploads) mounted in Hono through @tus/server's handleWeb (decision 021-c). Incoming
// files stream to $DATA_DIR/uploads through @tus/file-store, never into memory; the last PATCH runs validation by
// content and answers the spec's message (422) when the file is refused.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { AppDeps } from '#server/http/app-env';
import { UPLOAD_MAX_BYTES } from '#shared/uploads';
import { finishUpload, uploadsRuntime } from './uploads.service';

export const TUS_PATH = '/api/uploads/tus';

const servers = new WeakMap<AppDeps, Server>();

export function tusServer(deps: AppDeps): Server {
  const existing = servers.get(deps);
  if (existing) return existing;
  const runtime = uploadsRuntime(deps.env);
  mkdirSync(runtime.stagingDir, { recursive: true });
  const server = new Server({
    path: TUS_PATH,
    datastore: new FileStore({ directory: runtime.stagingDir }),
    maxSize: UPLOAD_MAX_BYTES,
    relativeLocation: true,
    respectForwardedHeaders: false,
    namingFunction: () => randomUUID(),
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
  servers.set(deps, server);
  return server;
}
