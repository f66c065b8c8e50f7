// The spec's closed lists (src/shared/domain.ts) named in the active language: categories, video languages, age
// bands, durations, feed orders, source types and the values axes' levels. The values sent to the server never change, only their labels.
import { useTranslation } from 'react-i18next';
import { itemLevels, type ValueAxis, type ValueSource } from '#shared/content-values';
import type { Category, DurationBucket, FeedSort, Language, SourceType } from '#shared/domain';
import { directionOf, isLocale } from '#shared/locales';

/**
 * Number ranges ('3-5', '10-20') kept left to right in right-to-left text: after Arabic or Urdu letters the bidi
 * algorithm treats the digits as Arabic numbers and draws '3-5' as '5-3'. A left-to-right isolate (U+2066…U+2069)
 * around each range keeps it whole; strings, so it works in <option> and aria labels too.
 */
export function isolateNumberRanges(text: string): string {
  return text.replace(/\d+(?:\s*[-–]\s*\d+)+\+?|\+?\d+\+/g, (range) => `\u2066${range}\u2069`);
}

export function useDomainLabels() {
  const { t, i18n } = useTranslation('domain');
  const rtl = isLocale(i18n.language) && directionOf(i18n.language) === 'rtl';
  const ranges = (text: string) => (rtl ? isolateNumberRanges(text) : text);
  return {
    category: (value: Category) => t(`categories.${value}`),
    language: (value: Language) => t(`languages.${value}`),
    /** '3-5' (short) or '3-5 years' (long); an unknown band reads as its number. */
    ageBand: (value: number, form: 'short' | 'long' = 'short') =>
      ranges(value >= 1 && value <= 4 ? t(`ageBands.${value as 1 | 2 | 3 | 4}.${form}`) : String(value)),
    duration: (value: DurationBucket) => ranges(t(`durations.${value}`)),
    sort: (value: FeedSort) => t(`sorts.${value}`),
    sourceType: (value: SourceType) => t(`sourceTypes.${value}`),
    /** A values axis's short name (content-values.ts). */
    valueAxis: (axis: ValueAxis) => t(`valueAxes.${axis}`),
    /** A level of a values axis, or 'unknown', in short words; anything else reads as it is. */
    valueLevel: (axis: ValueAxis, level: string) =>
      (itemLevels(axis) as readonly string[]).includes(level)
        ? t(`valueLevels.${axis}.${level}` as never)
        : level,
    /** Who set an axis's published value. */
    valueSource: (source: ValueSource) => t(`valueSources.${source}`),
  };
}
