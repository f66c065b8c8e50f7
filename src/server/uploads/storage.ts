// Where processed media lives (decision 021-c): local disk under $DATA_DIR/media by default, or any S3-compatible
// object store when MEDIA_S3_BUCKET is configured. Objects are written from files and read as streams (with byte
// ranges), never held whole in memory. Keys look like `videos/<uploadId>/720p/seg_003.ts`.
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

export type ByteRange = { start: number; end?: number };

export type StoredObject = {
  body: ReadableStream<Uint8Array>;
  /** Bytes in this answer. */
  length: number;
  /** Bytes in the whole object. */
  total: number;
  start: number;
  end: number;
};

export interface MediaStorage {
  readonly kind: 'disk' | 's3';
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  /** null when there is no such object; a range past the end is clamped by the caller (416). */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  size(key: string): Promise<number | null>;
  deletePrefix(prefix: string): Promise<void>;
  /** Lets go of the client's open connections (shutdown). */
  close(): void;
}

function safeKey(key: string): string {
  if (key.includes('..') || key.startsWith('/') || key.includes('\\') || key.includes('\0'))
    throw new Error(`unsafe media key ${key}`);
  return key;
}

export function diskStorage(root: string): MediaStorage {
  const file = (key: string) => path.join(root, safeKey(key));
  return {
    kind: 'disk',
    async putFile(key, filePath) {
      await mkdir(path.dirname(file(key)), { recursive: true });
      await copyFile(filePath, file(key));
    },
    async get(key, range) {
      const target = file(key);
      let total: number;
      try {
        const info = await stat(target);
        if (!info.isFile()) return null;
        total = info.size;
      } catch {
        return null;
      }
      const start = range?.start ?? 0;
      const end = Math.min(range?.end ?? total - 1, total - 1);
      const stream = createReadStream(target, { start, end });
      return {
        body: Readable.toWeb(stream) as ReadableStream<Uint8Array>,
        length: Math.max(0, end - start + 1),
        total,
        start,
        end,
      };
    },
    async size(key) {
      const target = file(key);
      try {
        return (await stat(target)).size;
      } catch {
        return null;
      }
    },
    async deletePrefix(prefix) {
      await rm(file(prefix), { recursive: true, force: true });
    },
    close() {},
  };
}

export type S3Settings = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
};

export function s3Storage(settings: S3Settings): MediaStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const Bucket = settings.bucket;
  const missing = (error: unknown) => {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    return status === 404 || (error as { name?: string }).name === 'NoSuchKey';
  };
  return {
    kind: 's3',
    async putFile(key, filePath, contentType) {
      const { size } = await stat(filePath);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: safeKey(key),
          Body: createReadStream(filePath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async get(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: safeKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end ?? ''}` } : {}),
          }),
        );
        const length = answer.ContentLength ?? 0;
        let total = length;
        let start = 0;
        const match = /bytes (\d+)-(\d+)\/(\d+)/.exec(answer.ContentRange ?? '');
        if (match) {
          start = Number(match[1]);
          total = Number(match[3]);
        }
        const body = answer.Body?.transformToWebStream() as ReadableStream<Uint8Array> | undefined;
        if (!body) return null;
        return { body, length, total, start, end: start + length - 1 };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async size(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: safeKey(key) }));
        return answer.ContentLength ?? 0;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async deletePrefix(prefix) {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: safeKey(prefix), ContinuationToken: token }),
        );
        for (const object of page.Contents ?? [])
          if (object.Key) await client.send(new DeleteObjectCommand({ Bucket, Key: object.Key }));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    close() {
      client.destroy();
    },
  };
}

/** Writes every file under `dir` to `prefix/<relative path>`. */
export async function putDirectory(
  storage: MediaStorage,
  dir: string,
  prefix: string,
  contentTypeOf: (name: string) => string,
): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, full).split(path.sep).join('/');
    await storage.putFile(`${prefix}/${relative}`, full, contentTypeOf(entry.name));
  }
}

export function mediaContentType(name: string): string {
  if (name.endsWith('.m3u8')) return 'application/vnd.apple.mpegurl';
  if (name.endsWith('.ts')) return 'video/mp2t';
  if (name.endsWith('.jpg')) return 'image/jpeg';
  return 'application/octet-stream';
}
