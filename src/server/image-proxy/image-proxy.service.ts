// Fetches YouTube thumbnails and ui-avatars images for the web (no SSRF: fixed host allowlist, no foreign redirects,
// size and time limits), keeps them on disk, and draws our own SVG whenever the upstream cannot be reached.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { allowedImageUrl, type ImageType } from '#server/catalog';
import type { Env } from '#server/env';
import { avatarSvg, thumbnailSvg } from '#server/media';
import { type Category, PORTRAIT_SOURCE_TYPES, type SourceType } from '#shared/domain';

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_TIMEOUT_MS = 4_000;
const MAX_REDIRECTS = 2;
const IMAGE_CONTENT_TYPES = /^image\/(jpeg|png|webp|gif|avif)$/;
export const CACHED_MAX_AGE_SECONDS = 7 * 24 * 3600;
export const FALLBACK_MAX_AGE_SECONDS = 300;

export type ProxiedImage = {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
  maxAgeSeconds: number;
  source: 'cache' | 'upstream' | 'fallback';
};

/** `IMAGE_PROXY_TEST_HOSTS` (refused in production) points an allowlisted host at a local stand-in. */
function testHostMap(env: Env): Map<string, string> {
  const map = new Map<string, string>();
  for (const entry of (env.IMAGE_PROXY_TEST_HOSTS ?? '').split(',')) {
    const [host, base] = entry.split('=');
    if (host && base) map.set(host.trim().toLowerCase(), base.trim().replace(/\/$/, ''));
  }
  return map;
}

function connectUrl(env: Env, url: URL): string {
  const base = env.isProduction ? undefined : testHostMap(env).get(url.hostname.toLowerCase());
  return base ? `${base}${url.pathname}${url.search}` : url.toString();
}

async function readLimited(response: Response): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > IMAGE_MAX_BYTES) return null;
  if (!response.body) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > IMAGE_MAX_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Fetches with manual redirects so a redirect can only lead to another allowlisted host. */
async function fetchUpstream(env: Env, type: ImageType, url: URL): Promise<ProxiedImage | null> {
  const signal = AbortSignal.timeout(IMAGE_TIMEOUT_MS);
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const response = await fetch(connectUrl(env, current), {
      redirect: 'manual',
      signal,
      headers: { Accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8' },
    });
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      const location = response.headers.get('location');
      const next = location ? allowedImageUrl(type, new URL(location, current).toString()) : null;
      if (!next) return null;
      current = next;
      continue;
    }
    const contentType =
      (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!response.ok || !IMAGE_CONTENT_TYPES.test(contentType)) {
      await response.body?.cancel();
      return null;
    }
    const body = await readLimited(response);
    if (!body || body.byteLength === 0) return null;
    return { body, contentType, maxAgeSeconds: CACHED_MAX_AGE_SECONDS, source: 'upstream' };
  }
  return null;
}

function cachePaths(env: Env, type: ImageType, url: URL) {
  const key = createHash('sha256').update(`${type}\n${url.toString()}`).digest('hex');
  const dir = path.join(env.dataDir, 'image-cache', key.slice(0, 2));
  return { dir, body: path.join(dir, `${key}.bin`), meta: path.join(dir, `${key}.json`) };
}

async function readCache(env: Env, type: ImageType, url: URL): Promise<ProxiedImage | null> {
  const paths = cachePaths(env, type, url);
  try {
    const meta = JSON.parse(await fs.readFile(paths.meta, 'utf8')) as { contentType?: unknown };
    if (typeof meta.contentType !== 'string' || !IMAGE_CONTENT_TYPES.test(meta.contentType)) return null;
    const body = await fs.readFile(paths.body);
    // The metadata's time is the entry's last use: eviction takes the least recently used first.
    const now = new Date();
    fs.utimes(paths.meta, now, now).catch(() => {});
    return { body, contentType: meta.contentType, maxAgeSeconds: CACHED_MAX_AGE_SECONDS, source: 'cache' };
  } catch {
    return null;
  }
}

async function writeCache(
  env: Env,
  cache: ImageCache,
  type: ImageType,
  url: URL,
  image: ProxiedImage,
): Promise<void> {
  const paths = cachePaths(env, type, url);
  await fs.mkdir(paths.dir, { recursive: true });
  // Body first, then the metadata that makes it visible: a crash in between leaves no half entry.
  const tmp = `${paths.body}.${process.pid}.tmp`;
  await fs.writeFile(tmp, image.body);
  await fs.rename(tmp, paths.body);
  const meta = JSON.stringify({ contentType: image.contentType, url: url.toString() });
  await fs.writeFile(paths.meta, meta);
  // Not awaited: the image is answered at once; measuring or evicting happens behind it.
  void keepCacheBounded(env, cache, image.body.byteLength + Buffer.byteLength(meta));
}

/**
 * The cache's size as this process knows it (measured from disk once, then added to per write) and the eviction
 * running, per configuration. Anyone may ask for any allowlisted image (an avatar for any name), so without a
 * bound anonymous requests could fill the disk.
 */
export type ImageCache = { bytes: number | null; work: Promise<void> };

/** A new account of the cache, made with the app's routes (one per app, so tests' apps do not share it). */
export function createImageCache(): ImageCache {
  return { bytes: null, work: Promise.resolve() };
}

/** Below the cap by a margin after an eviction, so it does not run again at the very next write. */
const EVICT_TO_FRACTION = 0.8;

/** Resolves once this write is accounted for (and any eviction it caused is done); never rejects. */
export function keepCacheBounded(env: Env, state: ImageCache, written: number): Promise<void> {
  // One at a time per process: writes queue their accounting behind a running measurement or eviction.
  state.work = state.work.then(async () => {
    if (state.bytes === null) state.bytes = (await cacheEntries(env)).reduce((sum, e) => sum + e.bytes, 0);
    else state.bytes += written;
    if (state.bytes > env.IMAGE_CACHE_MAX_BYTES) state.bytes = await evictLeastRecentlyUsed(env);
  });
  return state.work.catch(() => {});
}

type CacheEntry = { files: string[]; bytes: number; usedAt: number };

/** Every complete entry (metadata and body) with its size and last use; leftovers of a crash count as used long ago. */
async function cacheEntries(env: Env): Promise<CacheEntry[]> {
  const root = path.join(env.dataDir, 'image-cache');
  const entries = new Map<string, CacheEntry>();
  let shards: string[];
  try {
    shards = await fs.readdir(root);
  } catch {
    return [];
  }
  for (const shard of shards) {
    let names: string[];
    try {
      names = await fs.readdir(path.join(root, shard));
    } catch {
      continue;
    }
    for (const name of names) {
      const file = path.join(root, shard, name);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) continue;
      const key = name.split('.')[0] ?? name;
      const entry = entries.get(key) ?? { files: [], bytes: 0, usedAt: 0 };
      entry.files.push(file);
      entry.bytes += stat.size;
      if (name.endsWith('.json')) entry.usedAt = stat.mtimeMs;
      entries.set(key, entry);
    }
  }
  return [...entries.values()];
}

/** Deletes the least recently used entries until the cache is well under its cap; returns what is left. */
async function evictLeastRecentlyUsed(env: Env): Promise<number> {
  const entries = (await cacheEntries(env)).sort((a, b) => a.usedAt - b.usedAt);
  let total = entries.reduce((sum, entry) => sum + entry.bytes, 0);
  const target = env.IMAGE_CACHE_MAX_BYTES * EVICT_TO_FRACTION;
  for (const entry of entries) {
    if (total <= target) break;
    // Metadata first: an entry without it is never served, whatever happens to the body.
    const metaFirst = [
      ...entry.files.filter((file) => file.endsWith('.json')),
      ...entry.files.filter((file) => !file.endsWith('.json')),
    ];
    for (const file of metaFirst) await fs.rm(file, { force: true });
    total -= entry.bytes;
  }
  return total;
}

/** The YouTube video id in a thumbnail URL's path (`/vi/<id>/…`, `/vi_webp/<id>/…`); null for any other path. */
export function youtubeVideoIdOf(url: URL): string | null {
  return /^\/vi(?:_webp)?\/([A-Za-z0-9_-]{11})\//.exec(url.pathname)?.[1] ?? null;
}

/** What a drawn thumbnail shows of the item; the caller has already checked the requester may see it. */
export type DrawnThumbnail = { title: string; category: Category; sourceType: SourceType };

/** Our own drawing: the video's generated thumbnail when we know it, or initials for an avatar. */
function fallbackImage(type: ImageType, url: URL, item: DrawnThumbnail | undefined): ProxiedImage {
  const svg =
    type === 'ui-avatar'
      ? avatarSvg(url.searchParams.get('name')?.trim() || '?')
      : thumbnailSvg({
          title: item?.title ?? 'Qamar Kids',
          category: item?.category ?? 'Other',
          portrait: item ? PORTRAIT_SOURCE_TYPES.includes(item.sourceType) : false,
        });
  return {
    body: new TextEncoder().encode(svg),
    contentType: 'image/svg+xml; charset=utf-8',
    maxAgeSeconds: FALLBACK_MAX_AGE_SECONDS,
    source: 'fallback',
  };
}

export async function proxyImage(
  deps: { env: Env; cache: ImageCache; onUpstreamError?: (error: unknown) => void },
  type: ImageType,
  url: URL,
  item?: DrawnThumbnail,
): Promise<ProxiedImage> {
  const cached = await readCache(deps.env, type, url);
  if (cached) return cached;
  let fetched: ProxiedImage | null = null;
  try {
    fetched = await fetchUpstream(deps.env, type, url);
  } catch (error) {
    // Offline, DNS failure, timeout: expected on this machine; the drawn image stands in.
    deps.onUpstreamError?.(error);
  }
  if (!fetched) return fallbackImage(type, url, item);
  await writeCache(deps.env, deps.cache, type, url, fetched);
  return fetched;
}
