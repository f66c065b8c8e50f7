// A picture's name for screen readers: the exercise names it in English (`alt`); the Tutor's catalog has it in the
// interface's language, and a picture the catalog does not know keeps its English name.
import { useTranslation } from 'react-i18next';
import type { Picture } from '#shared/tutor/exercise';

export const pictureKey = (alt: string) =>
  alt
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function usePictureName(alt: Picture['alt'] | undefined): string | undefined {
  const { t } = useTranslation('learn');
  if (!alt) return undefined;
  return t(`pictures.${pictureKey(alt)}`, { defaultValue: alt });
}
