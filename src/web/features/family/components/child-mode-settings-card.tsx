// Child-mode settings: the exit PIN (instead of the math question) and the time zone the screen-time day is counted
// in, folded under one summary, and the devices in child mode now (a parent can end one, e.g. a tablet left at a
// friend's).
import { type FormEvent, useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { setPinSchema } from '#shared/child-mode';
import { intlLocale } from '#shared/locales';
import { ErrorBanner, SuccessBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { INPUT_CLASSES, TextField } from '#web/components/form-field';
import { LoadingState, Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { messageText } from '#web/lib/i18n/message-text';
import {
  useChildModeSettings,
  useEndChildSession,
  useSetExitPin,
  useSetTimeZone,
} from '../api/child-mode-settings';
import { formatDateTime } from '../lib/format';

function zones(current: string): string[] {
  const supported =
    (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return supported.includes(current) ? supported : [current, ...supported];
}

/** "Pakistan Standard Time (Asia/Karachi)" in the active language: the zone's own name from Intl, and its id. */
function zoneLabel(zone: string, locale: string): string {
  try {
    const name = new Intl.DateTimeFormat(intlLocale(locale), { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    return name && name !== zone ? `${name} (${zone})` : zone;
  } catch {
    return zone;
  }
}

export function ChildModeSettingsCard() {
  const { t, i18n } = useTranslation('family');
  const settings = useChildModeSettings();
  const setPin = useSetExitPin();
  const setZone = useSetTimeZone();
  const end = useEndChildSession();
  const [pinError, setPinError] = useState<string | undefined>(undefined);
  const currentZone = settings.data?.timeZone;
  const zoneOptions = useMemo(
    () =>
      currentZone === undefined
        ? []
        : zones(currentZone).map((zone) => ({ zone, label: zoneLabel(zone, i18n.language) })),
    [currentZone, i18n.language],
  );

  if (settings.isPending) return <LoadingState />;
  if (settings.isError) return <ErrorBanner>{errorMessage(settings.error)}</ErrorBanner>;
  const data = settings.data;

  const savePin = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = setPinSchema.safeParse({ pin: new FormData(form).get('pin') ?? '' });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setPinError(message === undefined ? undefined : messageText(message));
      return;
    }
    setPinError(undefined);
    setPin.mutate(parsed.data.pin, { onSuccess: () => form.reset() });
  };

  return (
    <div className="space-y-6">
      {/* Set once and seldom changed: folded, so the dashboard stays one page on a phone. */}
      <details className="group rounded-2xl border border-stone-300 bg-stone-50/60 open:bg-white">
        <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-3 rounded-2xl px-4 py-2 font-bold text-stone-900">
          {t('childMode.settingsSummary')}
          <span aria-hidden="true" className="text-stone-500 transition-transform group-open:rotate-180">
            ▾
          </span>
        </summary>
        <div className="space-y-6 px-4 pb-4">
          <section aria-labelledby="pin-heading" className="space-y-3">
            <h3 id="pin-heading" className="font-bold text-stone-900">
              {t('childMode.leaving.title')}
            </h3>
            <p>{data.hasPin ? t('childMode.leaving.withPin') : t('childMode.leaving.withQuestion')}</p>
            <form noValidate onSubmit={savePin} className="flex flex-wrap items-end gap-3">
              <TextField
                label={data.hasPin ? t('childMode.pin.newLabel') : t('childMode.pin.label')}
                type="password"
                inputMode="numeric"
                autoComplete="new-password"
                maxLength={6}
                name="pin"
                error={pinError ?? (setPin.isError ? errorMessage(setPin.error) : undefined)}
                className="w-48"
              />
              <Button type="submit" disabled={setPin.isPending}>
                {setPin.isPending ? <Spinner className="size-4" /> : null}
                {data.hasPin ? t('childMode.pin.change') : t('childMode.pin.set')}
              </Button>
              {data.hasPin ? (
                <Button variant="secondary" disabled={setPin.isPending} onClick={() => setPin.mutate(null)}>
                  {t('childMode.pin.useQuestion')}
                </Button>
              ) : null}
            </form>
            {setPin.isSuccess ? (
              <SuccessBanner>
                {data.hasPin ? t('childMode.pin.saved') : t('childMode.pin.removed')}
              </SuccessBanner>
            ) : null}
          </section>

          <section aria-labelledby="zone-heading" className="space-y-2">
            <h3 id="zone-heading" className="font-bold text-stone-900">
              {t('childMode.timeZone.title')}
            </h3>
            <p className="text-sm text-stone-600">{t('childMode.timeZone.hint')}</p>
            <label htmlFor="time-zone" className="sr-only">
              {t('childMode.timeZone.title')}
            </label>
            {/* IANA time-zone names are identifiers, written the same in every language. */}
            <select
              id="time-zone"
              translate="no"
              dir="auto"
              value={data.timeZone}
              disabled={setZone.isPending}
              onChange={(event) => setZone.mutate(event.target.value)}
              className={`${INPUT_CLASSES} max-w-sm border-stone-400`}
            >
              {zoneOptions.map(({ zone, label }) => (
                <option key={zone} value={zone}>
                  {label}
                </option>
              ))}
            </select>
            {setZone.isError ? <ErrorBanner>{errorMessage(setZone.error)}</ErrorBanner> : null}
          </section>
        </div>
      </details>

      <section aria-labelledby="devices-heading" className="space-y-2">
        <h3 id="devices-heading" className="font-bold text-stone-900">
          {t('childMode.devices.title')}
        </h3>
        {data.activeSessions.length === 0 ? (
          <p>{t('childMode.devices.none')}</p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200">
            {data.activeSessions.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
                <span>
                  <Trans
                    t={t}
                    i18nKey="childMode.devices.since"
                    values={{ name: session.childName, date: formatDateTime(session.startedAt) }}
                    components={{ strong: <strong /> }}
                  />
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={end.isPending}
                  onClick={() => end.mutate(session.id)}
                >
                  {t('childMode.devices.end')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {end.isError ? <ErrorBanner>{errorMessage(end.error)}</ErrorBanner> : null}
      </section>
    </div>
  );
}
