// A picture's name for screen readers: the exercise names it in English (`alt`); the Tutor's catalog has it in the
// interface's language, and a picture the catalog does not know keeps its English name.
import { useTranslation } from 'react-i18next';

export const pictureKey = (alt: string) =>
  alt
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function usePictureName(alt: string | undefined): string | undefined {
  const { t } = useTranslation('tutor');
  if (!alt) return undefined;
  return t(`pictures.${pictureKey(alt)}`, { defaultValue: alt });
}
