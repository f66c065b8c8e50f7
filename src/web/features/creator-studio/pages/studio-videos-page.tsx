// /dashboard/creator/videos: all of the creator's items with their status, a status filter and a title search;
// continue a draft, schedule, withdraw (unpublish) and delete (after confirming), and the item's messages.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MY_VIDEO_FILTERS, type MyVideo } from '#shared/creator-studio.schema';
import { ErrorBanner } from '#web/components/banner';
import { Button, buttonClasses } from '#web/components/button';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { TEXT_LINK } from '#web/components/form-card';
import { TextField } from '#web/components/form-field';
import { Modal } from '#web/components/modal';
import { SelectField } from '#web/components/select-field';
import { LoadingState } from '#web/components/spinner';
import { StatusBadge } from '#web/components/status-badge';
import { errorMessage } from '#web/lib/api-client';
import { messageText } from '#web/lib/i18n/message-text';
import { useDeleteVideo, useScheduleVideo, useWithdrawVideo } from '../api/studio-mutations';
import { myVideosFilterOf, useMyVideos } from '../api/studio-queries';
import { StudioFrame, UnreadBadge } from '../components/studio-frame';
import { formatDateTime } from '../lib/studio-format';

function localValue(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function ScheduleDialog({ video, onClose }: { video: MyVideo; onClose: () => void }) {
  const { t } = useTranslation('creator-studio');
  // Only for the button's state: the form reads the time itself.
  const [value, setValue] = useState(localValue(video.scheduledPublishAt));
  const schedule = useScheduleVideo();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const save = (publishAt: string | null) =>
    schedule.mutate({ id: video.id, publishAt }, { onSuccess: onClose });
  return (
    <Modal title={t('videos.scheduleTitle', { title: video.title })} open onClose={onClose}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const publishAt = new FormData(event.currentTarget).get('publishAt');
          save(typeof publishAt === 'string' && publishAt ? new Date(publishAt).toISOString() : null);
        }}
      >
        <TextField
          type="datetime-local"
          label={t('videos.publishAt')}
          hint={t('videos.publishAtHint', { zone })}
          name="publishAt"
          defaultValue={value}
          onValueChange={setValue}
          required
        />
        {schedule.isError ? <ErrorBanner>{messageText(errorMessage(schedule.error))}</ErrorBanner> : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={schedule.isPending || !value}>
            {t('videos.saveSchedule')}
          </Button>
          {video.scheduledPublishAt ? (
            <Button variant="secondary" onClick={() => save(null)} disabled={schedule.isPending}>
              {t('videos.clearSchedule')}
            </Button>
          ) : null}
        </div>
      </form>
    </Modal>
  );
}

function VideoRow({ video }: { video: MyVideo }) {
  const { t } = useTranslation('creator-studio');
  const [dialog, setDialog] = useState<'schedule' | 'withdraw' | 'delete' | null>(null);
  const withdraw = useWithdrawVideo();
  const remove = useDeleteVideo();
  const close = () => setDialog(null);
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          {video.status === 'published' ? (
            <Link to={`/video/${video.id}`} translate="no" dir="auto" className={TEXT_LINK}>
              {video.title}
            </Link>
          ) : (
            <span translate="no" dir="auto" className="font-semibold text-stone-900">
              {video.title}
            </span>
          )}
          <StatusBadge status={video.status} />
        </div>
        <p className="mt-1 text-sm text-stone-600">
          {video.scheduledPublishAt && video.status !== 'published'
            ? t('videos.scheduledFor', { when: formatDateTime(video.scheduledPublishAt) })
            : t('videos.updated', { when: formatDateTime(video.updatedAt) })}
          {video.hasPendingRevision ? ` · ${t('videos.revisionWaiting')}` : ''}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {video.status === 'draft' ? (
          <Link to={`/share?draft=${video.id}`} className={buttonClasses({ size: 'sm' })}>
            {t('videos.continueDraft')}
          </Link>
        ) : null}
        {video.status !== 'draft' ? (
          <Link
            to={`/dashboard/creator/videos/${video.id}/edit`}
            className={buttonClasses({ size: 'sm', variant: 'secondary' })}
            aria-label={t('videos.editLabel', { title: video.title })}
          >
            {t('videos.edit')}
          </Link>
        ) : null}
        {video.status !== 'published' ? (
          <Button size="sm" variant="secondary" onClick={() => setDialog('schedule')}>
            {t('videos.schedule')}
          </Button>
        ) : null}
        {video.status === 'published' || video.status === 'scheduled' ? (
          <Button size="sm" variant="secondary" onClick={() => setDialog('withdraw')}>
            {t('videos.withdraw')}
          </Button>
        ) : null}
        {video.status !== 'draft' ? (
          <Link
            to={`/dashboard/creator/messages/${video.id}`}
            className={buttonClasses({ size: 'sm', variant: 'ghost' })}
          >
            {t('videos.messages')}
            <UnreadBadge count={video.unreadMessages} />
          </Link>
        ) : null}
        <Button size="sm" variant="ghost" onClick={() => setDialog('delete')} className="text-red-800">
          {t('videos.delete')}
        </Button>
      </div>
      {dialog === 'schedule' ? <ScheduleDialog video={video} onClose={close} /> : null}
      {dialog === 'withdraw' ? (
        <ConfirmDialog
          title={t('videos.withdrawTitle')}
          body={t('videos.withdrawBody', { title: video.title })}
          confirm={t('videos.withdraw')}
          onConfirm={() => withdraw.mutate(video.id, { onSuccess: close })}
          onClose={close}
          pending={withdraw.isPending}
          cancel={t('videos.cancel')}
          error={withdraw.error ? messageText(errorMessage(withdraw.error)) : null}
        />
      ) : null}
      {dialog === 'delete' ? (
        <ConfirmDialog
          title={t('videos.deleteTitle')}
          body={t('videos.deleteBody', { title: video.title })}
          confirm={t('videos.delete')}
          onConfirm={() => remove.mutate(video.id, { onSuccess: close })}
          onClose={close}
          pending={remove.isPending}
          cancel={t('videos.cancel')}
          error={remove.error ? messageText(errorMessage(remove.error)) : null}
        />
      ) : null}
    </li>
  );
}

export function StudioVideosPage() {
  const { t } = useTranslation('creator-studio');
  const [params, setParams] = useSearchParams();
  const { status, q } = myVideosFilterOf(params);
  const videos = useMyVideos(status, q);
  const update = (next: { status?: string; q?: string }) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value && value !== 'all') merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: true });
  };
  return (
    <StudioFrame>
      <section
        aria-labelledby="my-videos-heading"
        className="rounded-3xl border border-stone-200 bg-white p-5"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="my-videos-heading" className="text-xl font-bold text-stone-900">
            {t('videos.title')}
          </h2>
          <Link to="/share" className={buttonClasses({ size: 'sm' })}>
            {t('videos.new')}
          </Link>
        </div>
        <form
          className="mt-4 grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            update({ q: String(new FormData(event.currentTarget).get('q') ?? '').trim() });
          }}
        >
          <SelectField
            label={t('videos.status')}
            value={status}
            onValueChange={(value) => update({ status: value })}
            options={MY_VIDEO_FILTERS.map((value) => ({ value, label: t(`videos.filters.${value}`) }))}
          />
          <TextField type="search" label={t('videos.search')} name="q" defaultValue={q} maxLength={200} />
          <Button type="submit" variant="secondary">
            {t('videos.searchButton')}
          </Button>
        </form>
        <div className="mt-4">
          {videos.isPending ? (
            <LoadingState />
          ) : videos.isError ? (
            <ErrorBanner>{messageText(errorMessage(videos.error))}</ErrorBanner>
          ) : videos.data.items.length === 0 ? (
            <p className="text-stone-700">
              {status === 'all' && !params.get('q') ? t('notes.noContentUploaded') : t('videos.noMatch')}
            </p>
          ) : (
            <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200">
              {videos.data.items.map((video) => (
                <VideoRow key={video.id} video={video} />
              ))}
            </ul>
          )}
        </div>
      </section>
    </StudioFrame>
  );
}
