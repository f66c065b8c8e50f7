// Child Settings: name, the child's picture, the "Screen time & schedule" section (daily screen time, 15-480 minutes
// in steps of 15, and the time rules: limits per weekday, weekly limit, allowed hours, the grace to finish a video,
// autoplay), restriction level, categories (or follow the parent's preferences), whether music is allowed, the values
// filter (a preset or custom answers per axis), approved content only, whether games are, whether the child may search, and the child's interface language in child mode.
// The server enforces all of it.
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChildAvatar } from '#shared/child-avatars';
import { type Child, updateChildSchema } from '#shared/children.schema';
import {
  CATEGORIES,
  type Category,
  LIMITS,
  RATINGS_BY_RESTRICTION,
  RESTRICTION_LEVELS,
  type RestrictionLevel,
} from '#shared/domain';
import type { Locale } from '#shared/locales';
import { ErrorBanner, SuccessBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { CategoryChecklist } from '#web/components/category-checklist';
import { INPUT_CLASSES, TextField } from '#web/components/form-field';
import { Spinner } from '#web/components/spinner';
import { ValuesFilterFields } from '#web/components/values-filter-fields';
import { ChildAvatarPicker, InterfaceLanguageSelect } from '#web/features/children';
import { errorMessage } from '#web/lib/api-client';
import { type FieldErrors, fieldErrorsFromServer, hasErrors, validateForm } from '#web/lib/form-errors';
import { formatScreenTime } from '#web/lib/format';
import { useUpdateChildSettings } from '../api/update-child-settings';
import { formatList } from '../lib/format';
import { ScreenTimeScheduleFields } from './screen-time-schedule-fields';

/** The time rules' fields (the "Screen time & schedule" section). */
const TIME_FIELDS = ['dayLimits', 'weeklyLimit', 'allowedWindows', 'videoGraceMinutes', 'autoplayVideos'];

const MINUTE_OPTIONS: number[] = [];
for (
  let m = LIMITS.screenTimeMinMinutes;
  m <= LIMITS.screenTimeMaxMinutes;
  m += LIMITS.screenTimeStepMinutes
) {
  MINUTE_OPTIONS.push(m);
}

const FIELDS = [
  'name',
  'screenTimeLimit',
  'restrictionLevel',
  'allowedCategories',
  'musicAllowed',
  'gamesEnabled',
  ...TIME_FIELDS,
  'approvedOnly',
  'avatar',
  'searchEnabled',
  'valuesFilter',
];

export function ChildSettingsForm({ child, onSaved }: { child: Child; onSaved?: () => void }) {
  const { t } = useTranslation('family');
  const update = useUpdateChildSettings();
  const [limit, setLimit] = useState(child.screenTimeLimit);
  const [level, setLevel] = useState<RestrictionLevel>(child.restrictionLevel);
  const [followParent, setFollowParent] = useState(child.allowedCategories === null);
  const [categories, setCategories] = useState<Category[]>(
    CATEGORIES.filter((category) => (child.allowedCategories ?? CATEGORIES).includes(category)),
  );
  const [musicAllowed, setMusicAllowed] = useState(child.musicAllowed);
  const [gamesEnabled, setGamesEnabled] = useState(child.gamesEnabled);
  const [approvedOnly, setApprovedOnly] = useState(child.approvedOnly);
  const [interfaceLanguage, setInterfaceLanguage] = useState<Locale | null>(child.interfaceLanguage);
  const [time, setTime] = useState(child.time);
  // The child's picture and the search switch.
  const [avatar, setAvatar] = useState<ChildAvatar | null>(child.avatar);
  const [searchEnabled, setSearchEnabled] = useState(child.searchEnabled);
  const [valuesFilter, setValuesFilter] = useState(child.valuesFilter);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = {
      name: String(new FormData(event.currentTarget).get('name') ?? ''),
      screenTimeLimit: limit,
      restrictionLevel: level,
      allowedCategories: followParent ? null : categories,
      musicAllowed,
      gamesEnabled,
      interfaceLanguage,
      ...time,
      approvedOnly,
      avatar,
      searchEnabled,
      valuesFilter,
    };
    // An empty name and no category at all are both shown at once, at their fields, before anything is sent.
    if (!validateForm(updateChildSchema, input, formRef.current, setErrors)) return;
    update.mutate(
      { id: child.id, input },
      {
        onSuccess: () => onSaved?.(),
        onError: (error) => setErrors(fieldErrorsFromServer(error, FIELDS)),
      },
    );
  };
  const timeError = TIME_FIELDS.map((field) => errors[field]).find(Boolean);
  const fieldRefusal = update.isError && hasErrors(fieldErrorsFromServer(update.error, FIELDS));

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className="space-y-5"
      aria-label={t('settings.formLabel', { name: child.name })}
    >
      <TextField
        label={t('settings.name')}
        name="name"
        defaultValue={child.name}
        onValueChange={() => setErrors((current) => ({ ...current, name: undefined }))}
        maxLength={50}
        autoComplete="off"
        error={errors.name}
      />
      <ChildAvatarPicker value={avatar} onChange={setAvatar} name={child.name} error={errors.avatar} />
      <details
        open={Boolean(timeError)}
        className="group rounded-2xl border border-stone-300 bg-stone-50/60 open:bg-white"
      >
        <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-3 rounded-2xl px-4 py-2 font-bold text-stone-900">
          {t('schedule.section')}
          <span aria-hidden="true" className="text-stone-500 transition-transform group-open:rotate-180">
            ▾
          </span>
        </summary>
        <div className="space-y-5 px-4 pb-4">
          <div>
            <label htmlFor={`limit-${child.id}`} className="mb-1.5 block text-sm font-bold text-stone-900">
              {t('settings.dailyScreenTime')}
            </label>
            <select
              id={`limit-${child.id}`}
              value={limit}
              onChange={(event) => setLimit(Number(event.target.value))}
              className={`${INPUT_CLASSES} border-stone-400`}
            >
              {MINUTE_OPTIONS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {formatScreenTime(minutes)}
                </option>
              ))}
            </select>
          </div>
          <ScreenTimeScheduleFields
            usualLimit={limit}
            value={time}
            onChange={(next) => {
              setTime(next);
              setErrors((current) => {
                const cleared = { ...current };
                for (const field of TIME_FIELDS) delete cleared[field];
                return cleared;
              });
            }}
            error={timeError}
          />
        </div>
      </details>
      <fieldset>
        <legend className="text-sm font-bold text-stone-900">{t('settings.restrictionLevel')}</legend>
        <div className="mt-2 grid gap-2">
          {RESTRICTION_LEVELS.map((option) => (
            <label
              key={option}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 px-3 py-2 has-checked:border-teal-700 has-checked:bg-teal-50"
            >
              <input
                type="radio"
                name={`level-${child.id}`}
                value={option}
                checked={level === option}
                onChange={() => setLevel(option)}
                className="size-5 accent-teal-700"
              />
              <span>
                <span className="font-semibold text-stone-900">{t(`levels.${option}.title`)}</span>
                <span className="text-sm text-stone-600">
                  {' '}
                  · {t('settings.ratings', { ratings: formatList(RATINGS_BY_RESTRICTION[option]) })}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex min-h-11 items-center gap-3 font-semibold text-stone-900">
        <input
          type="checkbox"
          checked={musicAllowed}
          onChange={(event) => setMusicAllowed(event.target.checked)}
          className="size-5 accent-teal-700"
        />
        {t('settings.musicAllowed')}
      </label>
      <ValuesFilterFields
        value={valuesFilter}
        onChange={(next) => {
          setValuesFilter(next);
          setErrors((current) => ({ ...current, valuesFilter: undefined }));
        }}
        name={child.name}
        musicAllowed={musicAllowed}
        error={errors.valuesFilter}
      />
      <div>
        <label className="flex min-h-11 items-center gap-3 font-semibold text-stone-900">
          <input
            type="checkbox"
            checked={approvedOnly}
            onChange={(event) => setApprovedOnly(event.target.checked)}
            aria-describedby={`approved-only-hint-${child.id}`}
            className="size-5 accent-teal-700"
          />
          {t('lists.approvedOnly')}
        </label>
        <p id={`approved-only-hint-${child.id}`} className="ms-8 text-sm text-stone-600">
          {t('lists.approvedOnlyHint', { name: child.name })}
        </p>
      </div>
      <div>
        <label className="flex min-h-11 items-center gap-3 font-semibold text-stone-900">
          <input
            type="checkbox"
            checked={gamesEnabled}
            onChange={(event) => setGamesEnabled(event.target.checked)}
            aria-describedby={`games-hint-${child.id}`}
            className="size-5 accent-teal-700"
          />
          {t('settings.gamesEnabled')}
        </label>
        <p id={`games-hint-${child.id}`} className="ms-8 text-sm text-stone-600">
          {t('settings.gamesHint')}
        </p>
      </div>
      <div>
        <label className="flex min-h-11 items-center gap-3 font-semibold text-stone-900">
          <input
            type="checkbox"
            checked={searchEnabled}
            onChange={(event) => setSearchEnabled(event.target.checked)}
            aria-describedby={`search-hint-${child.id}`}
            className="size-5 accent-teal-700"
          />
          {t('settings.searchEnabled')}
        </label>
        <p id={`search-hint-${child.id}`} className="ms-8 text-sm text-stone-600">
          {t('settings.searchHint')}
        </p>
      </div>
      <label className="flex min-h-11 items-center gap-3 font-semibold text-stone-900">
        <input
          type="checkbox"
          checked={followParent}
          onChange={(event) => setFollowParent(event.target.checked)}
          className="size-5 accent-teal-700"
        />
        {t('settings.followPreferences')}
      </label>
      {followParent ? null : (
        <CategoryChecklist
          legend={t('settings.categoriesLegend', { name: child.name })}
          chosen={categories}
          onChange={(next) => {
            setCategories(next);
            setErrors((current) => ({ ...current, allowedCategories: undefined }));
          }}
          error={errors.allowedCategories}
        />
      )}
      <InterfaceLanguageSelect value={interfaceLanguage} onChange={setInterfaceLanguage} />
      {update.isError && !fieldRefusal ? <ErrorBanner>{errorMessage(update.error)}</ErrorBanner> : null}
      {update.isSuccess ? <SuccessBanner>{t('settings.saved')}</SuccessBanner> : null}
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? <Spinner className="size-4" /> : null}
        {t('settings.save')}
      </Button>
    </form>
  );
}
