// Where uploads in progress live (decision 031-u). On local disk ($DATA_DIR/uploads, @tus/file-store) an upload
// belongs to the machine that received its first byte, so a cluster needs one node or sticky routing; in the S3
// bucket (@tus/s3-store: a multipart upload per tus upload, its `.info` object and a `.part` object for a tail too
// small to be a part) any node continues any upload and any worker reads the finished file. ffprobe and ffmpeg
// need a file on this machine: from S3 the finished upload is downloaded into the caller's folder, which the caller
// deletes (validation and transcode each use a temporary one).
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { S3Settings } from './storage';

export interface UploadStaging {
  readonly kind: 'disk' | 's3';
  /** What tus reads and writes the upload with. */
  readonly datastore: FileStore | S3Store;
  /** The finished upload as a file on this machine: the staged file itself on disk, a copy in `dir` from S3. */
  localFile(id: string, dir: string): Promise<string>;
  /** A file made on this server staged as upload `id` (the demo library). */
  stage(id: string, filePath: string): Promise<void>;
  /** The upload's staged bytes and what tus kept about them, wherever they are; nothing there is not an error. */
  remove(id: string): Promise<void>;
  close(): void;
}

export function diskStaging(dir: string): UploadStaging {
  const file = (id: string) => path.join(dir, id);
  return {
    kind: 'disk',
    datastore: new FileStore({ directory: dir }),
    localFile: async (id) => file(id),
    async stage(id, filePath) {
      await mkdir(dir, { recursive: true });
      await copyFile(filePath, file(id));
    },
    async remove(id) {
      await rm(file(id), { force: true });
      await rm(`${file(id)}.json`, { force: true });
    },
    close() {},
  };
}

const missing = (error: unknown) => {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return (
    status === 404 ||
    ['NoSuchKey', 'NoSuchUpload', 'NotFound'].includes((error as { name?: string }).name ?? '')
  );
};

export function s3Staging(settings: S3Settings): UploadStaging {
  const clientConfig = {
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  };
  const client = new S3Client(clientConfig);
  const Bucket = settings.bucket;
  const datastore = new S3Store({
    s3ClientConfig: { ...clientConfig, bucket: Bucket },
    // The store's default keeps each upload's `.info` in this process's memory: another node's PATCH, a length
    // declared elsewhere or a cancel would go unseen. Every request reads it from the bucket instead.
    cache: { get: async () => undefined, set: async () => {}, delete: async () => {} },
  });
  return {
    kind: 's3',
    datastore,
    async localFile(id, dir) {
      const target = path.join(dir, id);
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: id }));
      if (!answer.Body) throw new Error(`staged upload ${id} has no body`);
      await pipeline(answer.Body as Readable, createWriteStream(target));
      return target;
    },
    async stage(id, filePath) {
      const { size } = await stat(filePath);
      await client.send(
        new PutObjectCommand({ Bucket, Key: id, Body: createReadStream(filePath), ContentLength: size }),
      );
    },
    async remove(id) {
      // The multipart upload still open (an abandoned or cancelled upload) is named in the `.info` object.
      let multipartId: string | undefined;
      try {
        const info = await client.send(new HeadObjectCommand({ Bucket, Key: `${id}.info` }));
        multipartId = info.Metadata?.['upload-id'];
      } catch (error) {
        if (!missing(error)) throw error;
      }
      if (multipartId)
        await client
          .send(new AbortMultipartUploadCommand({ Bucket, Key: id, UploadId: multipartId }))
          .catch((error: unknown) => {
            if (!missing(error)) throw error;
          });
      for (const Key of [id, `${id}.info`, `${id}.part`])
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    close() {
      client.destroy();
    },
  };
}
