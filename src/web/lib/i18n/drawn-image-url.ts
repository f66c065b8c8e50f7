// Our drawn thumbnails in the active language (#shared/drawn-image-url.ts says which images and how).
import { useTranslation } from 'react-i18next';
import { drawnImageUrl } from '#shared/drawn-image-url';

export { drawnImageUrl };

/** `drawnImageUrl` in the active language; the component re-renders (new URL) when the language changes. */
export function useDrawnImageUrl(): (url: string) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return (url) => drawnImageUrl(url, locale);
}
