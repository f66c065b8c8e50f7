// Admins: complimentary Premium for one family, audited on the server. The lead places it in the admin
// user-detail page.
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { LoadingState, Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { useComplimentaryPremium, useSetComplimentaryPremium } from '../api/billing';

export function ComplimentaryPremiumCard({ userId }: { userId: string }) {
  const { t } = useTranslation('billing');
  const current = useComplimentaryPremium(userId);
  const save = useSetComplimentaryPremium(userId);
  return (
    <section
      aria-labelledby="comp-premium-heading"
      className="space-y-3 rounded-3xl border border-stone-200 bg-white p-5"
    >
      <h2 id="comp-premium-heading" className="text-lg font-extrabold text-stone-900">
        {t('comp.title')}
      </h2>
      <p className="text-sm text-stone-700">{t('comp.intro')}</p>
      {current.isPending ? <LoadingState /> : null}
      {current.isError ? <ErrorBanner>{errorMessage(current.error)}</ErrorBanner> : null}
      {current.data ? (
        <>
          <p className="font-semibold text-stone-900">
            {current.data.paid
              ? t('comp.paid')
              : current.data.granted
                ? t('comp.granted')
                : t('comp.notGranted')}
          </p>
          {current.data.paid ? null : (
            <Button
              variant={current.data.granted ? 'secondary' : 'primary'}
              disabled={save.isPending}
              onClick={() => save.mutate(!current.data.granted)}
            >
              {save.isPending ? <Spinner className="size-4" /> : null}
              {current.data.granted ? t('comp.revoke') : t('comp.grant')}
            </Button>
          )}
        </>
      ) : null}
      {save.isError ? <ErrorBanner>{errorMessage(save.error)}</ErrorBanner> : null}
      <p aria-live="polite" className="text-sm font-semibold text-emerald-800">
        {save.isSuccess ? t('comp.saved') : ''}
      </p>
    </section>
  );
}
