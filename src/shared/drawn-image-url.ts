// Our drawn thumbnails (/api/media/thumbnails/…) name the video's category in words: they are asked for in the
// page's language (`?lang=ar`), the server draws English for anything it does not support. Proxied upstream images
// (/api/image-proxy…), uploads and initials avatars carry no words and are left exactly as they are. The web app
// (lib/i18n/drawn-image-url.ts) and the server's HTML of a video page (html-preloads.ts) ask for the same address.
import { DEFAULT_LOCALE, isLocale } from './locales';

const DRAWN_THUMBNAILS = '/api/media/thumbnails/';

/** The drawn-thumbnail URL in `locale` (English needs no parameter: the server's default); any other URL as is. */
export function drawnImageUrl(url: string, locale: string): string {
  if (!url.startsWith(DRAWN_THUMBNAILS)) return url;
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const params = new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
  params.delete('lang');
  if (isLocale(locale) && locale !== DEFAULT_LOCALE) params.set('lang', locale);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
