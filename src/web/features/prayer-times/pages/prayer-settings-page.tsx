// /dashboard/parent/prayer-times: the family's prayer-time pauses — the place (a city of the bundled list, or typed
// coordinates), how the times are calculated, which prayers pause child mode, for how long, and whether a pause
// counts as screen time — with today's times once a place is chosen.
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type AsrMadhab,
  CALCULATION_METHODS,
  type CalculationMethodName,
  HIGH_LATITUDE_RULES,
  type HighLatitudeRuleName,
  MADHABS,
  PRAYERS,
  type Prayer,
  type PrayerCity,
  type PrayerTimesView,
  prayerSettingsSchema,
  searchPrayerCities,
} from '#shared/prayer-times';
import { ErrorBanner, SuccessBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { DashboardCard, DashboardShell } from '#web/components/dashboard-shell';
import { TEXT_LINK } from '#web/components/form-card';
import { TextField } from '#web/components/form-field';
import { CheckboxField, SelectField } from '#web/components/select-field';
import { LoadingState, Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { type FieldErrors, focusFirstInvalid, hasErrors } from '#web/lib/form-errors';
import { issueText } from '#web/lib/i18n/message-text';
import { usePrayerTimes, useSavePrayerSettings } from '../api/prayer-times';
import { PrayerTimesCard } from '../components/prayer-times-card';
import { cityLabel, countryName, formatPauseMinutes } from '../lib/format';

const PAUSE_CHOICES = [5, 10, 15, 20, 25, 30] as const;

type IssueLike = Parameters<typeof issueText>[0] & { path: readonly PropertyKey[] };

/** Field keys of the form: the location's parts by their own names. */
function fieldErrors(issues: readonly IssueLike[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const [first, second] = issue.path.map(String);
    const key = first === 'location' && (second === 'latitude' || second === 'longitude') ? second : first;
    if (key && errors[key] === undefined) errors[key] = issueText(issue);
  }
  return errors;
}

/** A typed number, or undefined when the field is empty or not a number (the schema then names the field). */
function typedNumber(value: FormDataEntryValue | null): number | undefined {
  const text = typeof value === 'string' ? value.trim().replace(',', '.') : '';
  if (text === '') return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

export function PrayerSettingsPage() {
  const { t } = useTranslation(['prayer-times', 'dashboards']);
  const query = usePrayerTimes();
  return (
    <DashboardShell title={t('dashboards:parent.title')} home="/dashboard/parent">
      <p>
        <Link to="/dashboard/parent" className={TEXT_LINK}>
          <span className="inline-block rtl:-scale-x-100">←</span> {t('page.back')}
        </Link>
      </p>
      <DashboardCard title={t('page.title')} headingId="prayer-settings-heading">
        {query.isPending ? (
          <LoadingState />
        ) : query.isError ? (
          <ErrorBanner>{errorMessage(query.error)}</ErrorBanner>
        ) : (
          <PrayerSettingsForm view={query.data} />
        )}
      </DashboardCard>
      {query.data?.settings.location ? (
        <DashboardCard title={t('card.timesLabel')} headingId="prayer-today-heading">
          <PrayerTimesCard linkToSettings={false} />
        </DashboardCard>
      ) : null}
    </DashboardShell>
  );
}

function PrayerSettingsForm({ view }: { view: PrayerTimesView }) {
  const { t, i18n } = useTranslation(['prayer-times', 'domain']);
  const language = i18n.language;
  const save = useSavePrayerSettings();
  const formRef = useRef<HTMLFormElement>(null);
  const saved = view.settings;
  const [enabled, setEnabled] = useState(saved.enabled);
  const [kind, setKind] = useState<'city' | 'coordinates'>(saved.location?.kind ?? 'city');
  const [city, setCity] = useState<PrayerCity | null>(
    saved.location?.kind === 'city' ? saved.location.city : null,
  );
  const [search, setSearch] = useState('');
  const [method, setMethod] = useState<CalculationMethodName>(saved.method);
  const [madhab, setMadhab] = useState<AsrMadhab>(saved.madhab);
  const [highLatitudeRule, setHighLatitudeRule] = useState<HighLatitudeRuleName>(saved.highLatitudeRule);
  const [prayers, setPrayers] = useState<readonly Prayer[]>(saved.prayers);
  const [pauseMinutes, setPauseMinutes] = useState(saved.pauseMinutes);
  const [countsAsScreenTime, setCountsAsScreenTime] = useState(saved.countsAsScreenTime);
  const [errors, setErrors] = useState<FieldErrors>({});

  const results = useMemo(
    () => searchPrayerCities(search, (code) => countryName(code, language)),
    [search, language],
  );
  const pauseChoices = PAUSE_CHOICES.includes(pauseMinutes as (typeof PAUSE_CHOICES)[number])
    ? PAUSE_CHOICES
    : [...PAUSE_CHOICES, pauseMinutes].sort((a, b) => a - b);
  const cityZoneDiffers = kind === 'city' && city !== null && city.timeZone !== view.timeZone;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const location =
      kind === 'city'
        ? city === null
          ? null
          : { kind: 'city' as const, cityId: city.id }
        : {
            kind: 'coordinates' as const,
            latitude: typedNumber(form.get('latitude')),
            longitude: typedNumber(form.get('longitude')),
          };
    const parsed = prayerSettingsSchema.safeParse({
      enabled,
      location,
      method,
      madhab,
      highLatitudeRule,
      prayers,
      pauseMinutes,
      countsAsScreenTime,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  const togglePrayer = (prayer: Prayer, on: boolean) =>
    setPrayers((current) => PRAYERS.filter((p) => (p === prayer ? on : current.includes(p))));

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-6">
      <p>{t('page.intro')}</p>
      <CheckboxField label={t('page.enabled')} checked={enabled} onCheckedChange={setEnabled} />

      <fieldset className="space-y-3">
        <legend className="text-lg font-bold text-stone-900">{t('page.location.legend')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['city', 'coordinates'] as const).map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="location-kind"
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
                className="size-5 accent-teal-700"
              />
              {t(`page.location.${option}`)}
            </label>
          ))}
        </div>

        {kind === 'city' ? (
          <div className="space-y-2">
            <TextField
              label={t('page.location.search')}
              hint={t('page.location.searchHint')}
              name="city-search"
              type="search"
              autoComplete="off"
              onValueChange={setSearch}
              error={errors.location}
            />
            {search.trim() !== '' ? (
              results.length === 0 ? (
                <p role="status">{t('page.location.noResults', { query: search.trim() })}</p>
              ) : (
                <ul aria-label={t('page.location.results')} className="flex flex-wrap gap-2">
                  {results.map((result) => (
                    <li key={result.id}>
                      <Button
                        size="sm"
                        variant={city?.id === result.id ? 'primary' : 'secondary'}
                        aria-pressed={city?.id === result.id}
                        onClick={() => {
                          setCity(result);
                          setErrors((current) => ({ ...current, location: undefined }));
                        }}
                      >
                        {cityLabel(result, language)}
                      </Button>
                    </li>
                  ))}
                </ul>
              )
            ) : null}
            <p role="status" className="font-semibold text-stone-900">
              {city
                ? t('page.location.chosen', { place: cityLabel(city, language) })
                : t('page.location.none')}
            </p>
            {cityZoneDiffers ? (
              <p className="text-sm text-stone-600">
                {t('page.location.zoneDiffers', { zone: view.timeZone, cityZone: city.timeZone })}
              </p>
            ) : null}
          </div>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t('page.location.latitude')}
              name="latitude"
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              defaultValue={saved.location?.kind === 'coordinates' ? String(saved.location.latitude) : ''}
              error={errors.latitude ?? errors.location}
            />
            <TextField
              label={t('page.location.longitude')}
              name="longitude"
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              defaultValue={saved.location?.kind === 'coordinates' ? String(saved.location.longitude) : ''}
              error={errors.longitude}
            />
            <p className="text-sm text-stone-600 sm:col-span-2">{t('page.location.coordinatesHint')}</p>
          </div>
        )}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-lg font-bold text-stone-900">{t('page.calculation.legend')}</legend>
        <SelectField
          label={t('page.calculation.method')}
          hint={t('page.calculation.methodHint')}
          value={method}
          onValueChange={(value) => setMethod(value as CalculationMethodName)}
          options={CALCULATION_METHODS.map((name) => ({ value: name, label: t(`methods.${name}`) }))}
          error={errors.method}
        />
        <SelectField
          label={t('page.calculation.madhab')}
          value={madhab}
          onValueChange={(value) => setMadhab(value as AsrMadhab)}
          options={MADHABS.map((name) => ({ value: name, label: t(`madhabs.${name}`) }))}
          error={errors.madhab}
        />
        <SelectField
          label={t('page.calculation.highLatitude')}
          hint={t('page.calculation.highLatitudeHint')}
          value={highLatitudeRule}
          onValueChange={(value) => setHighLatitudeRule(value as HighLatitudeRuleName)}
          options={HIGH_LATITUDE_RULES.map((name) => ({
            value: name,
            label: t(`highLatitudeRules.${name}`),
          }))}
          error={errors.highLatitudeRule}
        />
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-lg font-bold text-stone-900">{t('page.pauses.legend')}</legend>
        <fieldset aria-describedby={errors.prayers ? 'prayers-error' : undefined}>
          <legend className="mb-1 text-sm font-bold text-stone-900">{t('page.pauses.prayers')}</legend>
          <div className="flex flex-wrap gap-x-6">
            {PRAYERS.map((prayer) => (
              <CheckboxField
                key={prayer}
                label={t(`domain:prayer.${prayer}`)}
                checked={prayers.includes(prayer)}
                onCheckedChange={(on) => togglePrayer(prayer, on)}
              />
            ))}
          </div>
          {errors.prayers ? (
            <p id="prayers-error" className="mt-1 text-sm font-semibold text-red-700">
              {errors.prayers}
            </p>
          ) : null}
        </fieldset>
        <SelectField
          label={t('page.pauses.minutes')}
          value={String(pauseMinutes)}
          onValueChange={(value) => setPauseMinutes(Number(value))}
          options={pauseChoices.map((minutes) => ({
            value: String(minutes),
            label: formatPauseMinutes(minutes, language),
          }))}
          error={errors.pauseMinutes}
          className="max-w-xs"
        />
        <div>
          <CheckboxField
            label={t('page.pauses.countsAsScreenTime')}
            checked={countsAsScreenTime}
            onCheckedChange={setCountsAsScreenTime}
          />
          <p className="text-sm text-stone-600">{t('page.pauses.countsHint')}</p>
        </div>
      </fieldset>

      {hasErrors(errors) ? <ErrorBanner>{t('page.fixErrors')}</ErrorBanner> : null}
      {save.isError ? <ErrorBanner>{errorMessage(save.error)}</ErrorBanner> : null}
      {save.isSuccess && !save.isPending ? <SuccessBanner>{t('page.saved')}</SuccessBanner> : null}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? <Spinner className="size-4" /> : null}
        {t('page.save')}
      </Button>
    </form>
  );
}
