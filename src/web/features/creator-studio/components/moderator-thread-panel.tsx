// In the admin's content edit dialog: the item's thread with its creator (moderators reply here; the
// creator is e-mailed) and, for a published item, the creator's waiting edit to approve or refuse: every field it
// changes is shown, and the decision names the edit that was shown.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { LoadingState } from '#web/components/spinner';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { useDomainLabels } from '#web/lib/i18n/domain-labels';
import { messageText } from '#web/lib/i18n/message-text';
import {
  useDecideRevision,
  useModeratorThread,
  useModeratorWrite,
  useWaitingRevision,
} from '../api/moderator-thread';
import { formatDateTime } from '../lib/studio-format';

function WaitingRevision({ contentId }: { contentId: string }) {
  const { t } = useTranslation('creator-studio');
  const revision = useWaitingRevision(contentId);
  const decide = useDecideRevision(contentId);
  const [reason, setReason] = useState('');
  const labels = useDomainLabels();
  const waiting = revision.data?.revision;
  if (!waiting) return null;
  const fields = waiting.fields;
  return (
    <div className="rounded-2xl border border-amber-300 bg-amber-50 p-4">
      <h4 className="font-bold text-amber-950">{t('moderator.revisionTitle')}</h4>
      <dl className="mt-2 space-y-1 text-sm">
        <dt className="font-semibold">{t('moderator.newTitle')}</dt>
        <dd translate="no" dir="auto">
          {fields.title}
        </dd>
        <dt className="font-semibold">{t('moderator.newDescription')}</dt>
        <dd translate="no" dir="auto" className="whitespace-pre-line">
          {fields.description}
        </dd>
        <dt className="font-semibold">{t('moderator.newDetails')}</dt>
        <dd>
          {t('moderator.details', {
            ages: labels.ageBand(fields.ageRange),
            language: labels.language(fields.language),
            category: labels.category(fields.category),
            music: fields.hasMusic ? t('moderator.withMusic') : t('moderator.withoutMusic'),
          })}
        </dd>
        {fields.tags && fields.tags.length > 0 ? (
          <>
            <dt className="font-semibold">{t('moderator.newTags')}</dt>
            <dd translate="no" dir="auto">
              {fields.tags.join(', ')}
            </dd>
          </>
        ) : null}
      </dl>
      <label htmlFor={`revision-reason-${contentId}`} className="mt-3 block text-sm font-bold">
        {t('moderator.refuseReason')}
      </label>
      <input
        id={`revision-reason-${contentId}`}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={1000}
        className="mt-1 w-full rounded-xl border border-stone-300 px-3 py-2"
      />
      {decide.isError ? (
        <ErrorBanner>
          <p>{messageText(errorMessage(decide.error))}</p>
          {decide.error instanceof ApiError && decide.error.status === 409 ? (
            <Button
              size="sm"
              variant="secondary"
              className="mt-2"
              onClick={() => {
                decide.reset();
                void revision.refetch();
              }}
            >
              {t('moderator.reload')}
            </Button>
          ) : null}
        </ErrorBanner>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={() => decide.mutate({ approve: true, revisionId: waiting.id })}
          disabled={decide.isPending}
        >
          {t('moderator.approveEdit')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => decide.mutate({ approve: false, revisionId: waiting.id, reason })}
          disabled={decide.isPending}
        >
          {t('moderator.refuseEdit')}
        </Button>
      </div>
    </div>
  );
}

export function ModeratorThreadPanel({ contentId }: { contentId: string }) {
  const { t } = useTranslation('creator-studio');
  const thread = useModeratorThread(contentId);
  const write = useModeratorWrite(contentId);
  const [body, setBody] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    write.mutate(body.trim(), { onSuccess: () => setBody('') });
  };
  return (
    <section
      aria-labelledby={`thread-${contentId}`}
      className="mt-6 space-y-3 border-t border-stone-200 pt-4"
    >
      <h3 id={`thread-${contentId}`} className="text-lg font-bold text-stone-900">
        {t('moderator.title')}
      </h3>
      <WaitingRevision contentId={contentId} />
      {thread.isPending ? (
        <LoadingState />
      ) : thread.isError ? (
        <p className="text-sm text-stone-600">{messageText(errorMessage(thread.error))}</p>
      ) : thread.data.messages.length === 0 ? (
        <p className="text-sm text-stone-600">{t('moderator.none')}</p>
      ) : (
        <ol className="space-y-2">
          {thread.data.messages.map((message) => (
            <li key={message.id} className="rounded-xl border border-stone-200 bg-stone-50 p-3 text-sm">
              <p className="text-xs font-bold">
                {message.authorRole === 'creator' ? t('moderator.fromCreator') : t('messages.fromModerators')}
                {' · '}
                {formatDateTime(message.createdAt)}
              </p>
              <p dir="auto" className="mt-1 whitespace-pre-line">
                {message.body}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form noValidate onSubmit={onSubmit} className="space-y-2">
        <label htmlFor={`moderator-reply-${contentId}`} className="block text-sm font-bold">
          {t('moderator.write')}
        </label>
        <textarea
          id={`moderator-reply-${contentId}`}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          rows={3}
          maxLength={2000}
          className="w-full rounded-xl border border-stone-300 p-2"
        />
        {write.isError ? <ErrorBanner>{messageText(errorMessage(write.error))}</ErrorBanner> : null}
        <Button type="submit" size="sm" disabled={write.isPending || !body.trim()}>
          {t('moderator.send')}
        </Button>
      </form>
    </section>
  );
}
