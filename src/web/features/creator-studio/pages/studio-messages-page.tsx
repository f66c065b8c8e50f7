// /dashboard/creator/messages (the inbox: one thread per item, unread counts) and /dashboard/creator/messages/:id
// (the thread with the moderators: rejection reasons, questions and answers; the creator replies here).
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CREATOR_STUDIO_MESSAGES, messageSchema } from '#shared/creator-studio.schema';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TEXT_LINK } from '#web/components/form-card';
import { LoadingState } from '#web/components/spinner';
import { StatusBadge } from '#web/components/status-badge';
import { errorMessage } from '#web/lib/api-client';
import { messageText } from '#web/lib/i18n/message-text';
import { useReply } from '../api/studio-mutations';
import { useThread, useThreads } from '../api/studio-queries';
import { StudioFrame, UnreadBadge } from '../components/studio-frame';
import { formatDateTime } from '../lib/studio-format';

function Inbox() {
  const { t } = useTranslation('creator-studio');
  const threads = useThreads();
  if (threads.isPending) return <LoadingState />;
  if (threads.isError) return <ErrorBanner>{messageText(errorMessage(threads.error))}</ErrorBanner>;
  if (threads.data.threads.length === 0) return <p className="text-stone-700">{t('messages.none')}</p>;
  return (
    <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200">
      {threads.data.threads.map((thread) => (
        <li key={thread.contentId} className="px-4 py-3">
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to={`/dashboard/creator/messages/${thread.contentId}`}
              translate="no"
              dir="auto"
              className={TEXT_LINK}
            >
              {thread.title}
            </Link>
            <StatusBadge status={thread.status} />
            <UnreadBadge count={thread.unread} />
          </div>
          <p dir="auto" className="mt-1 line-clamp-2 text-sm text-stone-700">
            {thread.lastMessage}
          </p>
          <p className="text-xs text-stone-500">{formatDateTime(thread.lastAt)}</p>
        </li>
      ))}
    </ul>
  );
}

function ThreadView({ contentId }: { contentId: string }) {
  const { t } = useTranslation('creator-studio');
  const thread = useThread(contentId);
  const reply = useReply(contentId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = messageSchema.safeParse({ body });
    if (!parsed.success) {
      setError(CREATOR_STUDIO_MESSAGES.messageRequired);
      return;
    }
    setError(null);
    reply.mutate(parsed.data.body, { onSuccess: () => setBody('') });
  };
  if (thread.isPending) return <LoadingState />;
  if (thread.isError) return <ErrorBanner>{messageText(errorMessage(thread.error))}</ErrorBanner>;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 translate="no" dir="auto" className="text-lg font-bold text-stone-900">
          {thread.data.title}
        </h3>
        <StatusBadge status={thread.data.status} />
      </div>
      {thread.data.messages.length === 0 ? (
        <p className="text-stone-700">{t('messages.emptyThread')}</p>
      ) : null}
      <ol className="space-y-3">
        {thread.data.messages.map((message) => (
          <li
            key={message.id}
            className={
              message.authorRole === 'creator'
                ? 'ms-8 rounded-2xl border border-teal-200 bg-teal-50 p-4'
                : message.kind === 'rejection'
                  ? 'me-8 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-950'
                  : 'me-8 rounded-2xl border border-stone-200 bg-stone-50 p-4'
            }
          >
            <p className="text-xs font-bold">
              {message.authorRole === 'creator'
                ? t('messages.fromYou')
                : message.kind === 'rejection'
                  ? t('messages.rejection')
                  : t('messages.fromModerators')}
              {' · '}
              {formatDateTime(message.createdAt)}
            </p>
            <p dir="auto" className="mt-1 whitespace-pre-line">
              {message.body}
            </p>
          </li>
        ))}
      </ol>
      <form noValidate onSubmit={onSubmit} className="space-y-2">
        <label htmlFor="reply" className="block text-sm font-bold text-stone-900">
          {t('messages.reply')}
        </label>
        <textarea
          id="reply"
          value={body}
          onChange={(event) => setBody(event.target.value)}
          rows={4}
          maxLength={2000}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'reply-error' : undefined}
          className="w-full rounded-2xl border border-stone-300 p-3 focus-visible:outline-2 focus-visible:outline-teal-700"
        />
        {error ? (
          <p id="reply-error" className="text-sm font-semibold text-red-800">
            {messageText(error)}
          </p>
        ) : null}
        {reply.isError ? <ErrorBanner>{messageText(errorMessage(reply.error))}</ErrorBanner> : null}
        <Button type="submit" disabled={reply.isPending}>
          {t('messages.send')}
        </Button>
      </form>
    </div>
  );
}

export function StudioMessagesPage() {
  const { t } = useTranslation('creator-studio');
  const { contentId } = useParams();
  return (
    <StudioFrame>
      <section aria-labelledby="inbox-heading" className="rounded-3xl border border-stone-200 bg-white p-5">
        <h2 id="inbox-heading" className="text-xl font-bold text-stone-900">
          {t('messages.inboxTitle')}
        </h2>
        {contentId ? (
          <Link to="/dashboard/creator/messages" className={`${TEXT_LINK} mt-1 inline-block`}>
            {t('messages.back')}
          </Link>
        ) : null}
        <div className="mt-4">{contentId ? <ThreadView contentId={contentId} /> : <Inbox />}</div>
      </section>
    </StudioFrame>
  );
}
