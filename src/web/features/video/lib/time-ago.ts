// "3 days ago" for the video page and its comments: lib/format's formatTimeAgo, re-rendered when the language changes.
import { useTranslation } from 'react-i18next';
import { formatTimeAgo } from '#web/lib/format';

/** formatTimeAgo in the active locale; the component re-renders with the language. */
export function useTimeAgo(): (isoDate: string) => string {
  useTranslation();
  return (isoDate) => formatTimeAgo(isoDate);
}
