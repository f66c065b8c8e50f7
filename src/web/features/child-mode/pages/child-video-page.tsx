// /child/video/:id: the player and title only if the server allows this video for this child (otherwise back
// to /child/feed with 'This content is not appropriate for your age'); no comments, sharing, reports or links out.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { MESSAGES } from '#shared/messages';
import { Button } from '#web/components/button';
import { LoadingState } from '#web/components/spinner';
import { VideoCard } from '#web/components/video-card';
import { VideoPlayer } from '#web/features/video';
import { messageText, nameText } from '#web/lib/i18n/message-text';
import { pageTitle } from '#web/lib/site';
import { getChildNext, useChildContent, useChildRelated } from '../api/get-child-content';
import { recordChildView } from '../api/record-child-view';
import { ChildQueryError } from '../components/child-query-error';

function useCountView(id: string, ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    // Counted after 5 s on screen (spec); the server keeps one view per item per 24 hours.
    const timer = window.setTimeout(() => {
      if (document.visibilityState === 'visible') void recordChildView(id).catch(() => undefined);
    }, 5_000);
    return () => window.clearTimeout(timer);
  }, [id, ready]);
}

export function ChildVideoPage() {
  const { t } = useTranslation('child-mode');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const content = useChildContent(id);
  const related = useChildRelated(id, content.isSuccess);
  const [nextError, setNextError] = useState<unknown>(null);
  useCountView(id, content.isSuccess);

  if (content.isPending) return <LoadingState />;
  if (content.isError) {
    return (
      <div className="mx-auto max-w-lg px-4 py-12">
        <ChildQueryError error={content.error} />
      </div>
    );
  }
  const video = content.data;
  const goNext = async () => {
    try {
      const next = await getChildNext(id);
      if (next.id) await navigate(`/child/video/${next.id}`);
    } catch (error) {
      setNextError(error);
    }
  };

  return (
    <article className="mx-auto max-w-4xl px-3 pt-3 sm:px-4">
      <title>{pageTitle(video.title)}</title>
      <VideoPlayer video={video} childMode />
      <div className="mt-3 flex justify-between gap-2">
        <Button variant="secondary" disabled={location.key === 'default'} onClick={() => void navigate(-1)}>
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ←
          </span>{' '}
          {t('video.previous')}
        </Button>
        <Button onClick={() => void goNext()}>
          {t('video.next')}{' '}
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            →
          </span>
        </Button>
      </div>
      {nextError ? (
        <div className="mt-3">
          <ChildQueryError error={nextError} />
        </div>
      ) : null}
      <h1
        translate="no"
        dir="auto"
        className="mt-5 px-1 text-2xl font-extrabold tracking-tight text-stone-900"
      >
        {video.title}
      </h1>
      <p translate="no" dir="auto" className="mt-1 px-1 text-stone-700">
        {nameText(video.creator.name)}
      </p>
      <section aria-labelledby="more-heading" className="mt-8">
        <h2 id="more-heading" className="px-1 text-lg font-bold text-stone-900">
          {t('video.moreVideos')}
        </h2>
        {related.isPending ? (
          <LoadingState />
        ) : related.isError ? (
          <ChildQueryError error={related.error} />
        ) : related.data.length === 0 ? (
          <p className="px-1 py-4 text-stone-700">{messageText(MESSAGES.noRelatedVideos)}</p>
        ) : (
          <ul className="mt-2 grid grid-cols-1 gap-x-3 gap-y-5 min-[480px]:grid-cols-2 lg:grid-cols-3">
            {related.data.map((item) => (
              <li key={item.id}>
                <VideoCard item={item} childMode />
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
