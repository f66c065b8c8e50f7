// Our drawn thumbnails (/api/media/thumbnails/…) name the video's category in words: the web asks for them in the
// active language (`?lang=ar`), the server draws English for anything it does not support. Proxied upstream
// images (/api/image-proxy…), uploads and initials avatars carry no words and are left exactly as they are.
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale } from '#shared/locales';

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

/** `drawnImageUrl` in the active language; the component re-renders (new URL) when the language changes. */
export function useDrawnImageUrl(): (url: string) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return (url) => drawnImageUrl(url, locale);
}
