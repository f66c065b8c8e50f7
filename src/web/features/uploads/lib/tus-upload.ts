// One resumable upload with tus-js-client: 8 MB chunks, retried on dropped connections, and remembered (by the
// file's fingerprint, in localStorage) so choosing the same file after a reload resumes instead of restarting.
import { DetailedError, Upload } from 'tus-js-client';
import { isApiErrorBody } from '#shared/api-error';

export type TusHandlers = {
  onProgress: (percent: number) => void;
  onSuccess: (uploadId: string) => void;
  /** The server's message by its key (the spec's message when validation refused the file), when it gave one. */
  onError: (message: string | undefined) => void;
};

function messageOf(error: Error): string | undefined {
  if (error instanceof DetailedError) {
    const body = error.originalResponse?.getBody();
    try {
      const parsed: unknown = body ? JSON.parse(body) : undefined;
      if (isApiErrorBody(parsed)) return parsed.error.key ?? parsed.error.message;
    } catch {
      // not our envelope
    }
  }
  return undefined;
}

/** `kind: 'vocals'`: a vocals-only soundtrack, validated by the server for its sound rather than its picture. */
export function startTusUpload(
  file: File,
  handlers: TusHandlers,
  options: { kind?: 'vocals' } = {},
): { abort: () => void } {
  const upload = new Upload(file, {
    endpoint: '/api/uploads/tus',
    chunkSize: 8 * 1024 * 1024,
    retryDelays: [0, 1000, 3000, 5000, 10_000, 20_000],
    metadata: {
      filename: file.name,
      filetype: file.type,
      ...(options.kind ? { kind: options.kind } : {}),
    },
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onShouldRetry: (error) => {
      const status = error.originalResponse?.getStatus() ?? 0;
      return status === 0 || status >= 500 || status === 409 || status === 423;
    },
    onProgress: (sent, total) => handlers.onProgress(total > 0 ? Math.floor((sent / total) * 100) : 0),
    onSuccess: () => handlers.onSuccess(upload.url?.split('/').pop() ?? ''),
    onError: (error) => handlers.onError(messageOf(error)),
  });
  void upload.findPreviousUploads().then((previous) => {
    const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
    if (latest) upload.resumeFromPreviousUpload(latest);
    upload.start();
  });
  return { abort: () => void upload.abort() };
}
