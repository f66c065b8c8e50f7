// The image URLs a catalog item carries: our own drawn images (so cards look right with no internet) and
// allowlisted upstream images, which the web loads through the image proxy (image-proxy/ fetches them).

export const IMAGE_TYPES = ['youtube-thumbnail', 'ui-avatar'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const ALLOWED_HOSTS: Record<ImageType, readonly string[]> = {
  'youtube-thumbnail': ['i.ytimg.com', 'img.youtube.com'],
  'ui-avatar': ['ui-avatars.com'],
};

export function thumbnailUrlFor(contentId: string): string {
  return `/api/media/thumbnails/${contentId}.svg`;
}

export function avatarUrlFor(name: string): string {
  return `/api/media/avatar.svg?name=${encodeURIComponent(name)}`;
}

/** The URL the web uses for an upstream image. */
export function proxiedImageUrl(type: ImageType, url: string): string {
  return `/api/image-proxy?type=${type}&url=${encodeURIComponent(url)}`;
}

/** The allowlisted https URL, or null: other hosts, ports, credentials and schemes are refused. */
export function allowedImageUrl(type: ImageType, raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  return ALLOWED_HOSTS[type].includes(url.hostname.toLowerCase()) ? url : null;
}

/** What the web may load for a stored image URL: our own paths as they are, allowlisted hosts through the proxy. */
export function displayImageUrl(type: ImageType, stored: string | null, fallback: string): string {
  if (!stored) return fallback;
  if (stored.startsWith('/') && !stored.startsWith('//')) return stored;
  return allowedImageUrl(type, stored) ? proxiedImageUrl(type, stored) : fallback;
}
