// Comments, newest first: plain text only (React escapes it), a form for signed-in users, delete for your own.
import { type FormEvent, type RefObject, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { COMMENT_MAX_LENGTH, type CommentView } from '#shared/engagement';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TextAreaField } from '#web/components/form-field';
import { Spinner } from '#web/components/spinner';
import { TimeAgo } from '#web/components/time-ago';
import { errorMessage } from '#web/lib/api-client';
import { messageText } from '#web/lib/i18n/message-text';
import { useAddComment, useComments, useDeleteComment } from '../api/get-comments';

function CommentItem({ comment, videoId }: { comment: CommentView; videoId: string }) {
  const { t } = useTranslation('video');
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteComment(videoId);
  return (
    <li className="flex gap-3 py-3">
      <img
        src={comment.author.avatarUrl}
        alt=""
        width={36}
        height={36}
        className="size-9 shrink-0 rounded-full"
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm">
          <span translate="no" dir="auto" className="font-bold text-stone-900">
            {comment.author.name}
          </span>
          <span className="text-stone-600">
            {' · '}
            <TimeAgo isoDate={comment.createdAt} />
          </span>
        </p>
        <p translate="no" dir="auto" className="mt-0.5 break-words whitespace-pre-line text-stone-800">
          {comment.text}
        </p>
        {comment.canDelete ? (
          confirming ? (
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
              <span className="font-semibold text-stone-800">{t('comments.confirmDelete')}</span>
              <Button size="sm" onClick={() => remove.mutate(comment.id)} disabled={remove.isPending}>
                {t('comments.yesDelete')}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
                {t('comments.cancel')}
              </Button>
            </div>
          ) : (
            <Button size="sm" variant="ghost" className="mt-1 -ms-3" onClick={() => setConfirming(true)}>
              {t('comments.delete')}
            </Button>
          )
        ) : null}
        {remove.isError ? <ErrorBanner>{errorMessage(remove.error)}</ErrorBanner> : null}
      </div>
    </li>
  );
}

export function CommentsSection({
  videoId,
  userId,
  inputRef,
  onSignInNeeded,
}: {
  videoId: string;
  userId: string | null | undefined;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onSignInNeeded: () => void;
}) {
  const { t } = useTranslation('video');
  const comments = useComments(videoId, userId ?? null);
  const add = useAddComment(videoId);
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const text = new FormData(form).get('text') ?? '';
    // The validation library is fetched on the first submit, not with the page (it is large for a cheap phone).
    const { commentInputSchema } = await import('#shared/engagement.schema');
    const parsed = commentInputSchema.safeParse({ text });
    if (!parsed.success) {
      const first = parsed.error.issues[0]?.message;
      setError(first === undefined ? undefined : messageText(first));
      return;
    }
    setError(undefined);
    add.mutate(parsed.data, {
      onSuccess: () => form.reset(),
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="comments-heading" className="mt-8">
      <h2 id="comments-heading" className="text-lg font-bold text-stone-900">
        {t('comments.heading')}
      </h2>
      {userId ? (
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 flex flex-col gap-2">
          <TextAreaField
            ref={inputRef}
            label={t('comments.addComment')}
            name="text"
            error={error}
            maxLength={COMMENT_MAX_LENGTH}
            rows={3}
            required
          />
          <div className="flex justify-end">
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? t('comments.posting') : t('comments.post')}
            </Button>
          </div>
        </form>
      ) : (
        <p className="mt-2 text-stone-700">
          <Trans
            t={t}
            i18nKey="comments.signInToJoin"
            components={{
              signIn: (
                <button
                  type="button"
                  onClick={onSignInNeeded}
                  className="font-semibold text-teal-800 underline underline-offset-2"
                />
              ),
            }}
          />
        </p>
      )}
      {comments.isPending ? (
        <div className="py-6">
          <Spinner className="size-6 text-teal-700" />
        </div>
      ) : comments.isError ? (
        <div className="mt-3">
          <ErrorBanner>{errorMessage(comments.error)}</ErrorBanner>
        </div>
      ) : items.length === 0 ? (
        <p className="mt-3 text-stone-600">{t('comments.empty')}</p>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-stone-200">
            {items.map((comment) => (
              <CommentItem key={comment.id} comment={comment} videoId={videoId} />
            ))}
          </ul>
          {comments.hasNextPage ? (
            <Button
              variant="secondary"
              onClick={() => void comments.fetchNextPage()}
              disabled={comments.isFetchingNextPage}
            >
              {comments.isFetchingNextPage ? t('comments.loadingMore') : t('comments.showMore')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
