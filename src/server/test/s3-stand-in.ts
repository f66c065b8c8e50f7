// A local S3 stand-in for the storage suite: path-style PUT/GET (with Range)/HEAD/DELETE of objects and
// ListObjectsV2, kept in memory, over a real HTTP socket so @aws-sdk/client-s3 runs its real code (signing
// included; signatures are not checked). Enough for what uploads/storage.ts calls, nothing more.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type StoredObject = { body: Buffer; contentType: string };

export type S3StandIn = {
  endpoint: string;
  bucket: string;
  objects: Map<string, StoredObject>;
  requests: string[];
  close: () => Promise<void>;
};

const xmlEscape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export async function startS3StandIn(bucket = 'qk-media'): Promise<S3StandIn> {
  const objects = new Map<string, StoredObject>();
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
    if (req.method === 'PUT') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        let body: Buffer = Buffer.concat(chunks);
        // The SDK may send aws-chunked bodies (with a decoded length header): unwrap them.
        if ((req.headers['content-encoding'] ?? '').includes('aws-chunked')) body = unchunk(body);
        objects.set(key, {
          body,
          contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
        });
        res.writeHead(200, { ETag: '"stand-in"' });
        res.end();
      });
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
    if (req.method === 'HEAD') {
      res.writeHead(200, { 'Content-Length': object.body.length, 'Content-Type': object.contentType });
      res.end();
      return;
    }
    if (req.method === 'GET') {
      const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''));
      if (range) {
        const start = Number(range[1]);
        const end = Math.min(range[2] ? Number(range[2]) : object.body.length - 1, object.body.length - 1);
        res.writeHead(206, {
          'Content-Length': end - start + 1,
          'Content-Range': `bytes ${start}-${end}/${object.body.length}`,
          'Content-Type': object.contentType,
        });
        res.end(object.body.subarray(start, end + 1));
        return;
      }
      res.writeHead(200, { 'Content-Length': object.body.length, 'Content-Type': object.contentType });
      res.end(object.body);
      return;
    }
    res.writeHead(405);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    objects,
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
