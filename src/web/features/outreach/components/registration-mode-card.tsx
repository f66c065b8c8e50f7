// The registration mode (open or invite-only) with its switch, audit-logged by PUT /api/admin/registration-mode.
// Shown in Settings → Security, with the other sign-in settings, not on the waiting-list page.
import { useTranslation } from 'react-i18next';
import type { RegistrationMode } from '#shared/outreach-messages';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { LoadingState, Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { useSetRegistrationMode } from '../api/admin-outreach';
import { useRegistrationMode } from '../lib/use-registration-mode';

/** `embedded`: drawn inside another card (a sub-heading, no frame of its own). */
export function RegistrationModeCard({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation('outreach');
  const mode = useRegistrationMode();
  const setMode = useSetRegistrationMode();
  const next: RegistrationMode = mode === 'open' ? 'waitlist' : 'open';
  return (
    <section
      aria-labelledby="registration-mode-title"
      className={embedded ? '' : 'rounded-3xl border border-stone-200 bg-white p-5 shadow-sm'}
    >
      {embedded ? (
        <h3 id="registration-mode-title" className="text-lg font-bold text-stone-900">
          {t('admin.mode.title')}
        </h3>
      ) : (
        <h2 id="registration-mode-title" className="text-xl font-bold text-stone-900">
          {t('admin.mode.title')}
        </h2>
      )}
      {mode ? (
        <>
          <p className="mt-2 text-base text-stone-700">{t(`admin.mode.${mode}`)}</p>
          {setMode.isError ? (
            <div className="mt-3">
              <ErrorBanner>{errorMessage(setMode.error)}</ErrorBanner>
            </div>
          ) : null}
          <Button
            variant="secondary"
            className="mt-4"
            disabled={setMode.isPending}
            onClick={() => setMode.mutate(next)}
          >
            {setMode.isPending ? <Spinner /> : null}
            {t(next === 'open' ? 'admin.mode.switchToOpen' : 'admin.mode.switchToWaitlist')}
          </Button>
        </>
      ) : (
        <LoadingState />
      )}
    </section>
  );
}
