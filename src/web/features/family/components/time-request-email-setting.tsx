// Whether a parent also gets an e-mail when a child asks for more time (the dashboard shows requests live anyway).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '#web/components/banner';
import { Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { useSaveTimeRequestSettings, useTimeRequestSettings } from '../api/time-requests';

export function TimeRequestEmailSetting() {
  const { t } = useTranslation('family');
  const settings = useTimeRequestSettings();
  const save = useSaveTimeRequestSettings();
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    // One line in the Screen Time card, beside the answers it is about: no heading of its own.
    <div className="space-y-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-5 accent-teal-700"
          aria-describedby={hintId}
          checked={settings.data?.emailOnRequest ?? false}
          disabled={!settings.isSuccess || save.isPending}
          onChange={(event) => save.mutate({ emailOnRequest: event.target.checked })}
        />
        <label htmlFor={id}>{t('timeRequests.emailLabel')}</label>
        {save.isPending ? <Spinner className="size-4" /> : null}
      </div>
      <p id={hintId} className="ps-8 text-sm text-stone-600">
        {t('timeRequests.emailHint')}
      </p>
      {settings.isError ? <ErrorBanner>{errorMessage(settings.error)}</ErrorBanner> : null}
      {save.isError ? <ErrorBanner>{errorMessage(save.error)}</ErrorBanner> : null}
    </div>
  );
}
