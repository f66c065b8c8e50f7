// The same storage suite against local disk and the S3 stand-in (a real HTTP server driven by @aws-sdk/client-s3).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3StandIn, startS3StandIn } from '#server/test/s3-stand-in';
import { diskStorage, type MediaStorage, putDirectory, s3Storage } from './storage';

let dir: string;
let s3: S3StandIn;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'qk-storage-'));
  s3 = await startS3StandIn();
});
afterAll(async () => {
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

async function text(stream: ReadableStream<Uint8Array>) {
  return new Response(stream).text();
}

const suites: [string, () => MediaStorage][] = [
  ['local disk', () => diskStorage(path.join(dir, 'media'))],
  [
    'S3 stand-in',
    () =>
      s3Storage({
        endpoint: s3.endpoint,
        region: 'us-east-1',
        bucket: s3.bucket,
        accessKeyId: 'test',
        secretAccessKey: 'test-secret',
      }),
  ],
];

for (const [name, make] of suites) {
  describe(`media storage: ${name}`, () => {
    it('writes files, reads them whole and by byte range, and deletes by prefix', async () => {
      const storage = make();
      const source = path.join(dir, `${storage.kind}-src`);
      await rm(source, { recursive: true, force: true });
      await writeFile(path.join(dir, 'single.txt'), '0123456789');
      await storage.putFile('videos/a/poster.jpg', path.join(dir, 'single.txt'), 'image/jpeg');
      await mkdir(path.join(source, '360p'), { recursive: true });
      await writeFile(path.join(source, '360p', 'index.m3u8'), '#EXTM3U\n');
      await writeFile(path.join(source, '360p', 'seg_000.ts'), 'abcdefghij');
      await putDirectory(storage, source, 'videos/a', () => 'application/octet-stream');

      expect(await storage.size('videos/a/poster.jpg')).toBe(10);
      expect(await storage.size('videos/a/missing.jpg')).toBeNull();
      const whole = await storage.get('videos/a/360p/index.m3u8');
      expect(whole && (await text(whole.body))).toBe('#EXTM3U\n');
      const part = await storage.get('videos/a/360p/seg_000.ts', { start: 2, end: 5 });
      expect(part).toMatchObject({ start: 2, end: 5, length: 4, total: 10 });
      expect(part && (await text(part.body))).toBe('cdef');
      const tail = await storage.get('videos/a/360p/seg_000.ts', { start: 7 });
      expect(tail && (await text(tail.body))).toBe('hij');
      expect(await storage.get('videos/b/nothing.ts')).toBeNull();

      await storage.deletePrefix('videos/a');
      expect(await storage.size('videos/a/poster.jpg')).toBeNull();
      expect(await storage.get('videos/a/360p/seg_000.ts')).toBeNull();
    });

    it('refuses keys that climb out of the media root', async () => {
      await expect(make().get('../etc/passwd')).rejects.toThrow(/unsafe/);
    });
  });
}
