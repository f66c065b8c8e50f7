// The groups of the filter drawer: age and category as ticked chips, language, duration, source, music and the
// values axes (animated faces, magic, imagery, mixed dancing) as selects. They edit the drawer's draft; only Apply in
// the drawer takes it to the URL.
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AGE_BAND_VALUES,
  type AgeBand,
  CATEGORIES,
  type Category,
  DURATION_BUCKET_VALUES,
  type DurationBucket,
  LANGUAGES,
  type Language,
  SOURCE_TYPES,
  type SourceType,
} from '#shared/domain';
import { FEED_VALUES_AXES } from '#shared/feed.schema';
import { useDomainLabels } from '#web/lib/i18n/domain-labels';
import type { FeedFilters } from '../lib/feed-search-params';

function toggle<T>(list: readonly T[] | undefined, value: T, on: boolean): T[] | undefined {
  const next = (list ?? []).filter((entry) => entry !== value);
  if (on) next.push(value);
  return next.length ? next : undefined;
}

function orUndefined<T extends string>(value: string, allowed: readonly T[]): T | undefined {
  return (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

const SELECT =
  'min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-sm';
const CHIP =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-stone-300 bg-white py-2 text-sm ' +
  'text-stone-800 has-checked:border-teal-700 has-checked:bg-teal-50 has-checked:text-teal-950';

type Option<T> = { value: T; label: ReactNode };

/** A fieldset of ticked chips; an empty choice is no filter (undefined). */
function ChipGroup<T extends string | number>({
  legend,
  options,
  selected,
  onChange,
  gridClassName,
  chipClassName,
  inputClassName,
}: {
  legend: string;
  options: readonly Option<T>[];
  selected: readonly T[] | undefined;
  onChange: (next: T[] | undefined) => void;
  gridClassName: string;
  chipClassName: string;
  inputClassName: string;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-bold">{legend}</legend>
      <div className={gridClassName}>
        {options.map((option) => (
          <label key={option.value} className={`${CHIP} ${chipClassName}`}>
            <input
              type="checkbox"
              className={inputClassName}
              checked={selected?.includes(option.value) ?? false}
              onChange={(event) => onChange(toggle<T>(selected, option.value, event.target.checked))}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A labelled select whose first option ('Any …') is no filter. */
function SelectFilter<T extends string>({
  label,
  anyLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  anyLabel: string;
  value: T | undefined;
  options: readonly Option<T>[];
  onChange: (next: T | undefined) => void;
}) {
  const id = useId();
  const allowed = options.map((option) => option.value);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-bold text-stone-900">
        {label}
      </label>
      <select
        id={id}
        className={SELECT}
        value={value ?? ''}
        onChange={(event) => onChange(orUndefined<T>(event.target.value, allowed))}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function FilterGroups({
  draft,
  onChange,
}: {
  draft: FeedFilters;
  onChange: (change: Partial<FeedFilters>) => void;
}) {
  const { t } = useTranslation('feed');
  const labels = useDomainLabels();
  // The values sent to the server stay the English ones; only their labels follow the active language.
  const ageOptions = AGE_BAND_VALUES.map((band) => ({ value: band, label: labels.ageBand(band) }));
  const categoryOptions = CATEGORIES.map((category) => ({
    value: category,
    label: labels.category(category),
  }));
  const languageOptions = LANGUAGES.map((language) => ({
    value: language,
    label: labels.language(language),
  }));
  const durationOptions = DURATION_BUCKET_VALUES.map((bucket) => ({
    value: bucket,
    label: labels.duration(bucket),
  }));
  const sourceOptions = SOURCE_TYPES.map((source) => ({ value: source, label: labels.sourceType(source) }));
  const musicOptions: readonly Option<NonNullable<FeedFilters['music']>>[] = [
    { value: 'no', label: t('filterGroups.noMusic') },
    { value: 'voice', label: t('filterGroups.voiceMusic') },
    { value: 'percussion', label: t('filterGroups.percussionMusic') },
    { value: 'yes', label: t('filterGroups.withMusic') },
  ];
  return (
    <>
      <ChipGroup<AgeBand>
        legend={t('filterGroups.age')}
        options={ageOptions}
        selected={draft.age}
        onChange={(age) => onChange({ age })}
        gridClassName="grid grid-cols-4 gap-1.5 sm:gap-2"
        chipClassName="justify-center px-2 whitespace-nowrap"
        inputClassName="size-4 accent-teal-700"
      />
      <ChipGroup<Category>
        legend={t('filterGroups.category')}
        options={categoryOptions}
        selected={draft.category}
        onChange={(category) => onChange({ category })}
        gridClassName="grid gap-2 min-[420px]:grid-cols-2"
        chipClassName="px-3"
        inputClassName="size-4 shrink-0 accent-teal-700"
      />
      <SelectFilter<Language>
        label={t('filterGroups.language')}
        anyLabel={t('filterGroups.anyLanguage')}
        value={draft.language}
        options={languageOptions}
        onChange={(language) => onChange({ language })}
      />
      <SelectFilter<DurationBucket>
        label={t('filterGroups.duration')}
        anyLabel={t('filterGroups.anyDuration')}
        value={draft.duration}
        options={durationOptions}
        onChange={(duration) => onChange({ duration })}
      />
      <SelectFilter<SourceType>
        label={t('filterGroups.source')}
        anyLabel={t('filterGroups.anySource')}
        value={draft.source}
        options={sourceOptions}
        onChange={(source) => onChange({ source })}
      />
      <SelectFilter
        label={t('filterGroups.music')}
        anyLabel={t('filterGroups.anyMusic')}
        value={draft.music}
        options={musicOptions}
        onChange={(music) => onChange({ music })}
      />
      {FEED_VALUES_AXES.map((axis) => (
        <SelectFilter<'none'>
          key={axis}
          label={t(`filterGroups.values.${axis}`)}
          anyLabel={t('filterGroups.anyValues')}
          value={draft[axis] === 'none' ? 'none' : undefined}
          options={[{ value: 'none', label: t(`filterGroups.values.${axis}None`) }]}
          onChange={(level) => onChange({ [axis]: level })}
        />
      ))}
    </>
  );
}
