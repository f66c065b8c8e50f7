// The spec's closed lists (src/shared/domain.ts) named in the active language: categories, video languages, age
// bands, durations, feed orders and source types. The values sent to the server never change, only their labels.
import { useTranslation } from 'react-i18next';
import type { Category, DurationBucket, FeedSort, Language, SourceType } from '#shared/domain';

export function useDomainLabels() {
  const { t } = useTranslation('domain');
  return {
    category: (value: Category) => t(`categories.${value}`),
    language: (value: Language) => t(`languages.${value}`),
    /** '3-5' (short) or '3-5 years' (long); an unknown band reads as its number. */
    ageBand: (value: number, form: 'short' | 'long' = 'short') =>
      value >= 1 && value <= 4 ? t(`ageBands.${value as 1 | 2 | 3 | 4}.${form}`) : String(value),
    duration: (value: DurationBucket) => t(`durations.${value}`),
    sort: (value: FeedSort) => t(`sorts.${value}`),
    sourceType: (value: SourceType) => t(`sourceTypes.${value}`),
  };
}
