// Creator YouTube channels: link a channel ID to a creator, sync that channel or all of them, and the
// auto-sync switch (runs at once, then every N minutes as a persisted background job).
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PIPELINE_MESSAGES } from '#shared/pipeline-messages';
import { AUTO_SYNC_INTERVALS } from '#shared/youtube-sync.schema';
import { ErrorBanner, InfoBanner, SuccessBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TextField } from '#web/components/form-field';
import { CheckboxField, SelectField } from '#web/components/select-field';
import { LoadingState, Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { messageText } from '#web/lib/i18n/message-text';
import { useAutoSync, useSetAutoSync } from '../api/auto-sync-settings';
import { useCreators } from '../api/get-creators';
import { useLinkChannel } from '../api/link-channel';
import { useSyncYouTube } from '../api/sync-youtube';
import { useAdminFormats } from '../format';

export function YouTubeChannelsPanel() {
  const creators = useCreators();
  const link = useLinkChannel();
  const sync = useSyncYouTube();
  const [creatorId, setCreatorId] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  // The text is a known English message (shown through messageText) or one already in the active language.
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const { t } = useTranslation('admin');

  const selected = creators.data?.find((creator) => creator.id === creatorId);

  const choose = (id: string) => {
    setCreatorId(id);
    setMessage(null);
  };

  /** The channel as typed (the field is drawn afresh with the chosen creator's channel). */
  const typedChannel = () => String(new FormData(formRef.current ?? undefined).get('channelId') ?? '').trim();

  const save = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const channelId = typedChannel();
    if (!creatorId || !channelId)
      return setMessage({ kind: 'error', text: PIPELINE_MESSAGES.channelRequired });
    if (!selected) return setMessage({ kind: 'error', text: PIPELINE_MESSAGES.selectedCreatorNotFound });
    link.mutate(
      { creatorId, channelId: channelId },
      {
        onSuccess: () => setMessage({ kind: 'ok', text: PIPELINE_MESSAGES.channelUpdated }),
        onError: (error) => setMessage({ kind: 'error', text: errorMessage(error) }),
      },
    );
  };

  const syncOne = () => {
    setMessage(null);
    const channelId = typedChannel();
    if (!creatorId || !channelId)
      return setMessage({ kind: 'error', text: PIPELINE_MESSAGES.channelRequired });
    if (!selected) return setMessage({ kind: 'error', text: PIPELINE_MESSAGES.selectedCreatorNotFound });
    if (selected.youtubeChannelId !== channelId)
      return setMessage({ kind: 'error', text: PIPELINE_MESSAGES.channelMismatch });
    sync.mutate(
      { action: 'channel', creatorId, channelId: channelId, maxPages: 1 },
      {
        onSuccess: (answer) =>
          setMessage({
            kind: 'ok',
            text: t('youtube.syncComplete', { count: answer.inserted ?? 0 }),
          }),
        onError: (error) => setMessage({ kind: 'error', text: errorMessage(error) || t('notes.syncFailed') }),
      },
    );
  };

  const syncAll = () => {
    setMessage(null);
    sync.mutate(
      { action: 'all', maxPages: 1 },
      {
        onSuccess: (answer) => {
          const failures = answer.channels?.filter((channel) => channel.error) ?? [];
          setMessage({
            kind: failures.length > 0 ? 'error' : 'ok',
            text:
              t('youtube.syncComplete', { count: answer.totalInserted ?? 0 }) +
              (failures.length > 0
                ? ` ${failures
                    .map((channel) => `${channel.fullName}: ${messageText(channel.error ?? '')}`)
                    .join('; ')}`
                : ''),
          });
        },
        onError: (error) => setMessage({ kind: 'error', text: errorMessage(error) || t('notes.syncFailed') }),
      },
    );
  };

  if (creators.isPending) return <LoadingState />;
  if (creators.isError) return <ErrorBanner>{t('notes.failedToLoadCreators')}</ErrorBanner>;

  return (
    <div className="space-y-4">
      {message?.kind === 'ok' ? <SuccessBanner>{messageText(message.text)}</SuccessBanner> : null}
      {message?.kind === 'error' ? <ErrorBanner>{messageText(message.text)}</ErrorBanner> : null}
      <form ref={formRef} noValidate onSubmit={save} className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('youtube.creator')}
          value={creatorId}
          onValueChange={choose}
          placeholder={t('youtube.chooseCreator')}
          options={creators.data.map((creator) => ({
            value: creator.id,
            ...(creator.youtubeChannelId
              ? { label: t('youtube.linked', { name: creator.fullName }) }
              : { label: creator.fullName, translate: 'no' as const }),
          }))}
        />
        <TextField
          label={t('youtube.channelId')}
          // A channel ID's fixed prefix, the same in every language.
          placeholder={'UC…'}
          dir="ltr"
          translate="no"
          key={creatorId}
          name="channelId"
          defaultValue={selected?.youtubeChannelId ?? ''}
        />
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <Button type="submit" variant="secondary" disabled={link.isPending}>
            {t('youtube.save')}
          </Button>
          <Button onClick={syncOne} disabled={sync.isPending}>
            {sync.isPending ? <Spinner className="size-4" /> : null}
            {t('youtube.syncChannel')}
          </Button>
          <Button variant="secondary" onClick={syncAll} disabled={sync.isPending}>
            {t('youtube.syncAll')}
          </Button>
        </div>
      </form>
      <AutoSyncSwitch />
    </div>
  );
}

function AutoSyncSwitch() {
  const state = useAutoSync();
  const change = useSetAutoSync();
  const { t } = useTranslation('admin');
  const format = useAdminFormats();
  const [asked, setAsked] = useState<{ enabled: boolean; intervalMinutes: number } | null>(null);
  if (state.isPending) return <LoadingState />;
  if (state.isError) return <ErrorBanner>{errorMessage(state.error)}</ErrorBanner>;
  const { lastRunAt, lastResult, source, queueAvailable } = state.data;
  // While a change is saving, show what was asked for (set in the same event, so the control never flips back).
  const enabled = asked?.enabled ?? state.data.enabled;
  const intervalMinutes = asked?.intervalMinutes ?? state.data.intervalMinutes;
  const ask = (next: { enabled: boolean; intervalMinutes: number }) => {
    setAsked(next);
    change.mutate(next, { onSettled: () => setAsked(null) });
  };
  return (
    <div className="space-y-3 rounded-2xl border border-stone-200 bg-stone-50 p-4">
      <div className="flex flex-wrap items-end gap-4">
        <CheckboxField
          label={t('youtube.autoSync')}
          checked={enabled}
          onCheckedChange={(next) => ask({ enabled: next, intervalMinutes })}
        />
        <SelectField
          label={t('youtube.every')}
          value={String(intervalMinutes)}
          onValueChange={(value) => ask({ enabled, intervalMinutes: Number(value) })}
          options={AUTO_SYNC_INTERVALS.map((minutes) => ({
            value: String(minutes),
            label: format.minutesOrHours(minutes),
          }))}
        />
      </div>
      {!queueAvailable ? <InfoBanner>{t('youtube.queueOff')}</InfoBanner> : null}
      {change.isError ? <ErrorBanner>{errorMessage(change.error)}</ErrorBanner> : null}
      <p className="text-sm text-stone-700">
        {t('youtube.source', {
          source: source === 'youtube-data-api' ? t('youtube.sourceApi') : t('youtube.sourceFeed'),
        })}{' '}
        {lastRunAt
          ? t('youtube.lastRun', {
              when: format.dateTime(lastRunAt),
              result: lastResult?.error
                ? messageText(lastResult.error)
                : t('youtube.newVideos', { count: lastResult?.totalInserted ?? 0 }),
            })
          : t('youtube.notRun')}
      </p>
    </div>
  );
}
