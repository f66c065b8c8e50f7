// The billing part of the parent dashboard's subscription card: renewal or end date, the past_due
// banner, 'Manage billing' or 'Upgrade', and — after a downgrade — the children kept but locked, with the choice of
// who stays active on the Free plan.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BillingStatus } from '#shared/billing';
import { ErrorBanner } from '#web/components/banner';
import { Button, type ButtonVariant, buttonClasses } from '#web/components/button';
import { Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { formatDateOnly } from '#web/lib/format';
import { useSiteName } from '#web/lib/site';
import { useChooseActiveChild, useOpenBillingPortal } from '../api/billing';

function PortalButton({ label, variant }: { label: string; variant: ButtonVariant }) {
  const portal = useOpenBillingPortal();
  return (
    <div className="space-y-2">
      <Button variant={variant} onClick={() => portal.mutate(undefined)} disabled={portal.isPending}>
        {portal.isPending ? <Spinner className="size-4" /> : null}
        {label}
      </Button>
      {portal.isError ? <ErrorBanner>{errorMessage(portal.error)}</ErrorBanner> : null}
    </div>
  );
}

function LockedChildren({ status }: { status: BillingStatus }) {
  const { t } = useTranslation('billing');
  const choose = useChooseActiveChild();
  const [savedName, setSavedName] = useState<string | null>(null);
  if (!status.children.some((child) => child.locked)) return null;
  return (
    <section
      aria-labelledby="locked-children-heading"
      className="space-y-3 rounded-2xl border border-amber-200 bg-amber-50 p-4"
    >
      <h3 id="locked-children-heading" className="font-extrabold text-amber-950">
        {t('locked.title')}
      </h3>
      <p className="text-sm text-amber-950">{t('locked.body')}</p>
      <fieldset className="space-y-2">
        <legend className="text-sm font-bold text-stone-900">{t('locked.chooseLegend')}</legend>
        <ul className="space-y-2">
          {status.children.map((child) => (
            <li
              key={child.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-white px-3 py-2"
            >
              <span className="font-semibold text-stone-900">
                {child.name}{' '}
                <span
                  className={`ms-1 rounded-full px-2 py-0.5 text-xs font-bold ${child.locked ? 'bg-stone-200 text-stone-800' : 'bg-emerald-100 text-emerald-900'}`}
                >
                  {child.locked ? t('locked.lockedBadge') : t('locked.activeBadge')}
                </span>
              </span>
              {child.locked ? (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={choose.isPending}
                  onClick={() => choose.mutate(child.id, { onSuccess: () => setSavedName(child.name) })}
                >
                  {t('locked.makeActive', { name: child.name })}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </fieldset>
      {choose.isError ? <ErrorBanner>{errorMessage(choose.error)}</ErrorBanner> : null}
      <p aria-live="polite" className="text-sm font-semibold text-emerald-800">
        {savedName ? t('locked.saved', { name: savedName }) : ''}
      </p>
      <Link to="/upgrade" className={buttonClasses({ size: 'sm' })}>
        {t('locked.unlock')}
      </Link>
    </section>
  );
}

export function BillingDetails({ status }: { status: BillingStatus }) {
  const { t } = useTranslation('billing');
  const siteName = useSiteName();
  const date = status.currentPeriodEnd ? formatDateOnly(status.currentPeriodEnd) : null;
  const premium = status.plan === 'premium';
  return (
    <div className="space-y-3">
      {status.status === 'past_due' ? (
        <div role="alert" className="space-y-2 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900">
          <p className="font-extrabold">{t('card.pastDueTitle')}</p>
          <p className="text-sm">{t('card.pastDue')}</p>
          {status.canManage ? <PortalButton label={t('card.updateCard')} variant="primary" /> : null}
        </div>
      ) : null}
      {status.complimentary ? (
        <p className="text-sm text-stone-700">{t('card.complimentary', { site: siteName })}</p>
      ) : null}
      {premium && date ? (
        <p className="text-sm text-stone-700">
          {status.cancelAtPeriodEnd ? t('card.ends', { date }) : t('card.renews', { date })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {status.canManage && status.status !== 'past_due' ? (
          <PortalButton label={t('card.manage')} variant={premium ? 'primary' : 'secondary'} />
        ) : null}
        {!premium ? (
          <Link to="/upgrade" className={buttonClasses()}>
            {t('card.upgrade')}
          </Link>
        ) : null}
      </div>
      {!premium && !status.configured ? (
        <p className="text-sm text-stone-600">{t('card.notConfigured')}</p>
      ) : null}
      <LockedChildren status={status} />
    </div>
  );
}
