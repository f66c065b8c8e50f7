// /dashboard/parent/children/:childId/ask-qamar: Ask Qamar for one child — one honest sentence on what it is, the
// switch (for a child aged 9 to 12; the server refuses it otherwise), and every chat, newest first, with why a question
// was refused or a reply replaced; the chats can be deleted after a confirmation.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { type HelperChildSettings, type HelperExchange, TUTOR_HELPER_LIMITS } from '#shared/tutor-helper';
import { ErrorBanner, InfoBanner, SuccessBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { DashboardCard, DashboardShell } from '#web/components/dashboard-shell';
import { TEXT_LINK } from '#web/components/form-card';
import { CheckboxField } from '#web/components/select-field';
import { LoadingState } from '#web/components/spinner';
import { TimeAgo } from '#web/components/time-ago';
import { errorMessage } from '#web/lib/api-client';
import { useDeleteTranscript, useHelperSettings, useSetHelper } from '../api/helper-settings';

export function HelperSettingsPage() {
  const { t } = useTranslation(['tutor-helper', 'dashboards']);
  const { childId = '' } = useParams();
  const query = useHelperSettings(childId);
  return (
    <DashboardShell title={t('dashboards:parent.title')} home="/dashboard/parent">
      <p>
        <Link to="/dashboard/parent" className={TEXT_LINK}>
          <span className="inline-block rtl:-scale-x-100">←</span> {t('settings.back')}
        </Link>
      </p>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorBanner>{errorMessage(query.error)}</ErrorBanner>
      ) : (
        <>
          <SwitchCard settings={query.data} />
          <TranscriptCard settings={query.data} />
        </>
      )}
    </DashboardShell>
  );
}

function SwitchCard({ settings }: { settings: HelperChildSettings }) {
  const { t } = useTranslation('tutor-helper');
  const save = useSetHelper(settings.childId);
  // The box follows the parent's click at once; a refusal puts it back.
  const [enabled, setEnabled] = useState(settings.enabled);
  const change = (next: boolean) => {
    setEnabled(next);
    save.mutate(next, { onError: () => setEnabled(!next) });
  };
  return (
    <DashboardCard title={t('settings.title', { name: settings.childName })} headingId="ask-qamar-heading">
      <div className="space-y-4">
        <p>{t('settings.what')}</p>
        {settings.ageAllowed ? (
          <CheckboxField
            label={t('settings.toggle', { name: settings.childName })}
            checked={enabled}
            onCheckedChange={change}
          />
        ) : (
          <InfoBanner>{t('settings.ageOnly')}</InfoBanner>
        )}
        <p className="text-sm text-stone-600">
          {t('settings.cap', { max: TUTOR_HELPER_LIMITS.questionsPerDay })}
        </p>
        {save.isError ? <ErrorBanner>{errorMessage(save.error)}</ErrorBanner> : null}
        {save.isSuccess ? <SuccessBanner>{t('settings.saved')}</SuccessBanner> : null}
      </div>
    </DashboardCard>
  );
}

function TranscriptCard({ settings }: { settings: HelperChildSettings }) {
  const { t } = useTranslation('tutor-helper');
  const remove = useDeleteTranscript(settings.childId);
  const [confirming, setConfirming] = useState(false);
  return (
    <DashboardCard title={t('settings.chats')} headingId="ask-qamar-chats-heading">
      {remove.isSuccess && settings.exchanges.length === 0 ? (
        <SuccessBanner>{t('settings.deleted')}</SuccessBanner>
      ) : null}
      {settings.exchanges.length === 0 ? (
        <p className="mt-2">{t('settings.empty')}</p>
      ) : (
        <div className="space-y-4">
          <ol className="space-y-3">
            {settings.exchanges.map((exchange) => (
              <ExchangeItem key={exchange.id} exchange={exchange} childName={settings.childName} />
            ))}
          </ol>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('settings.delete')}
          </Button>
        </div>
      )}
      {confirming ? (
        <ConfirmDialog
          title={t('settings.confirmTitle')}
          body={t('settings.confirmBody', { name: settings.childName })}
          confirm={t('settings.confirm')}
          cancel={t('settings.cancel')}
          pending={remove.isPending}
          error={remove.isError ? errorMessage(remove.error) : null}
          onClose={() => setConfirming(false)}
          onConfirm={() => remove.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        />
      ) : null}
    </DashboardCard>
  );
}

function ExchangeItem({ exchange, childName }: { exchange: HelperExchange; childName: string }) {
  const { t } = useTranslation('tutor-helper');
  const question = exchange.question || (exchange.suggestion ? t(`suggestions.${exchange.suggestion}`) : '');
  const fixedText =
    exchange.outcome === null
      ? null
      : exchange.refused
        ? t(`refusals.${exchange.outcome as 'ruling'}`)
        : t(`replacements.${exchange.outcome as 'unavailable'}`);
  return (
    <li className="rounded-2xl border border-stone-200 p-4">
      <p className="text-sm text-stone-600">
        <TimeAgo isoDate={exchange.askedAt} />
        {exchange.rung ? ` · ${t(`settings.rungs.${exchange.rung}`)}` : null}
      </p>
      <p className="mt-1 text-xs text-stone-500">
        {t('settings.exercise', { exercise: exchange.exerciseId, skill: exchange.skillId })}
      </p>
      <p className="mt-2">
        <span className="font-semibold text-stone-900">{t('settings.asked', { name: childName })}: </span>
        <span dir="auto">{question}</span>
      </p>
      {exchange.reply ? (
        <p className="mt-1">
          <span className="font-semibold text-stone-900">{t('settings.answered')}: </span>
          <span dir="auto">{exchange.reply}</span>
        </p>
      ) : null}
      {exchange.outcome ? (
        <div className="mt-2 space-y-1">
          <p className={exchange.refused ? 'font-semibold text-amber-900' : 'font-semibold text-stone-800'}>
            {t(`settings.outcomes.${exchange.outcome}`)}
          </p>
          {fixedText ? (
            <p className="text-sm text-stone-700">
              {t('settings.shownInstead')}: {fixedText}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
