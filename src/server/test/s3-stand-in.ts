// A local S3 stand-in for the storage suite, the upload staging and the cluster test: path-style PUT/GET (with
// Range)/HEAD/DELETE of objects with their user metadata, ListObjectsV2, DeleteObjects, and the multipart calls
// @tus/s3-store makes (Create, UploadPart, ListParts, Complete, Abort), kept in memory, over a real HTTP socket so
// @aws-sdk/client-s3 runs its real code (signing included; signatures are not checked). Enough for what
// uploads/storage.ts and uploads/staging.ts call, nothing more.
import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type StoredObject = { body: Buffer; contentType: string; metadata: Record<string, string> };
type MultipartUpload = { key: string; parts: Map<number, Buffer>; metadata: Record<string, string> };

export type S3StandIn = {
  endpoint: string;
  bucket: string;
  objects: Map<string, StoredObject>;
  /** Multipart uploads begun and neither completed nor aborted, by upload id. */
  multipart: Map<string, MultipartUpload>;
  requests: string[];
  close: () => Promise<void>;
};

const etagOf = (body: Buffer) => `"${createHash('md5').update(body).digest('hex')}"`;

function userMetadata(req: http.IncomingMessage): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers))
    if (name.startsWith('x-amz-meta-') && typeof value === 'string') metadata[name] = value;
  return metadata;
}

const xmlEscape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export async function startS3StandIn(bucket = 'qk-media', port = 0): Promise<S3StandIn> {
  const objects = new Map<string, StoredObject>();
  const multipart = new Map<string, MultipartUpload>();
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const [, bucketName, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    requests.push(`${req.method} ${url.pathname}`);
    if (bucketName !== bucket) {
      res.writeHead(404, { 'Content-Type': 'application/xml' });
      res.end('<Error><Code>NoSuchBucket</Code></Error>');
      return;
    }
    const notFound = () => {
      res.writeHead(404, { 'Content-Type': 'application/xml' });
      res.end(
        req.method === 'HEAD'
          ? undefined
          : '<Error><Code>NoSuchKey</Code><Message>Not found</Message></Error>',
      );
    };
    const xml = (status: number, text: string) => {
      res.writeHead(status, { 'Content-Type': 'application/xml' });
      res.end(`<?xml version="1.0" encoding="UTF-8"?>${text}`);
    };
    const uploadId = url.searchParams.get('uploadId');
    const upload = uploadId === null ? undefined : multipart.get(uploadId);
    if (uploadId !== null && !upload)
      return xml(404, '<Error><Code>NoSuchUpload</Code><Message>No such upload</Message></Error>');
    const post = (body: Buffer) => {
      if (url.searchParams.has('uploads')) {
        const id = randomUUID();
        multipart.set(id, { key, parts: new Map(), metadata: userMetadata(req) });
        return xml(
          200,
          `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${xmlEscape(key)}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
        );
      }
      if (upload && uploadId !== null) {
        const numbers = [...body.toString('utf8').matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) =>
          Number(m[1]),
        );
        const parts = numbers.map((n) => upload.parts.get(n));
        if (parts.some((part) => part === undefined))
          return xml(400, '<Error><Code>InvalidPart</Code><Message>Unknown part</Message></Error>');
        const whole = Buffer.concat(parts as Buffer[]);
        objects.set(upload.key, {
          body: whole,
          contentType: 'application/octet-stream',
          metadata: upload.metadata,
        });
        multipart.delete(uploadId);
        return xml(
          200,
          `<CompleteMultipartUploadResult><Location>/${bucket}/${xmlEscape(upload.key)}</Location><Bucket>${bucket}</Bucket><Key>${xmlEscape(upload.key)}</Key><ETag>${etagOf(whole)}</ETag></CompleteMultipartUploadResult>`,
        );
      }
      if (url.searchParams.has('delete')) {
        const keys = [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) =>
          (m[1] ?? '').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&'),
        );
        for (const k of keys) objects.delete(k);
        return xml(
          200,
          `<DeleteResult>${keys.map((k) => `<Deleted><Key>${xmlEscape(k)}</Key></Deleted>`).join('')}</DeleteResult>`,
        );
      }
      res.writeHead(405);
      res.end();
    };
    if (req.method === 'PUT' || req.method === 'POST') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        let body: Buffer = Buffer.concat(chunks);
        // The SDK may send aws-chunked bodies (with a decoded length header): unwrap them.
        if ((req.headers['content-encoding'] ?? '').includes('aws-chunked')) body = unchunk(body);
        if (req.method === 'POST') return post(body);
        if (upload) {
          upload.parts.set(Number(url.searchParams.get('partNumber')), body);
          res.writeHead(200, { ETag: etagOf(body) });
          res.end();
          return;
        }
        objects.set(key, {
          body,
          contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
          metadata: userMetadata(req),
        });
        res.writeHead(200, { ETag: etagOf(body) });
        res.end();
      });
      return;
    }
    if (req.method === 'GET' && upload && uploadId !== null) {
      const parts = [...upload.parts.entries()]
        .sort(([a], [b]) => a - b)
        .map(
          ([n, body]) =>
            `<Part><PartNumber>${n}</PartNumber><ETag>${etagOf(body)}</ETag><Size>${body.length}</Size></Part>`,
        )
        .join('');
      return xml(
        200,
        `<ListPartsResult><Bucket>${bucket}</Bucket><Key>${xmlEscape(upload.key)}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts}</ListPartsResult>`,
      );
    }
    if (req.method === 'DELETE' && uploadId !== null) {
      multipart.delete(uploadId);
      res.writeHead(204);
      res.end();
      return;
    }
    if (req.method === 'GET' && key === '' && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
      const contents = keys
        .map(
          (k) =>
            `<Contents><Key>${xmlEscape(k)}</Key><Size>${objects.get(k)?.body.length ?? 0}</Size></Contents>`,
        )
        .join('');
      res.writeHead(200, { 'Content-Type': 'application/xml' });
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
      );
      return;
    }
    const object = objects.get(key);
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204);
      res.end();
      return;
    }
    if (!object) return notFound();
    const described = {
      'Content-Type': object.contentType,
      ETag: etagOf(object.body),
      'Last-Modified': new Date().toUTCString(),
      ...object.metadata,
    };
    if (req.method === 'HEAD') {
      res.writeHead(200, { 'Content-Length': object.body.length, ...described });
      res.end();
      return;
    }
    if (req.method === 'GET') {
      const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''));
      if (range) {
        const start = Number(range[1]);
        const end = Math.min(range[2] ? Number(range[2]) : object.body.length - 1, object.body.length - 1);
        res.writeHead(206, {
          ...described,
          'Content-Length': end - start + 1,
          'Content-Range': `bytes ${start}-${end}/${object.body.length}`,
        });
        res.end(object.body.subarray(start, end + 1));
        return;
      }
      res.writeHead(200, { 'Content-Length': object.body.length, ...described });
      res.end(object.body);
      return;
    }
    res.writeHead(405);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    objects,
    multipart,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Decodes an aws-chunked body: `<hex size>[;chunk-signature=…]\r\n<data>\r\n` … `0\r\n` [trailers]. */
function unchunk(body: Buffer): Buffer {
  // (sizes and data are read as-is; the trailer checksum is not checked)
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd === -1) break;
    const size = Number.parseInt(body.toString('latin1', at, lineEnd).split(';')[0] ?? '0', 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
