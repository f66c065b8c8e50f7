// /child/video/:id: the player and title only if the server allows this video for this child (otherwise back
// to /child/feed with 'This content is not appropriate for your age'); no comments, sharing, reports or links out.
// Its watch progress goes to the child's library (continue watching on the TV too).
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { CHILD_BUTTON } from '#web/components/child-ui';
import { LoadingState } from '#web/components/spinner';
import { useWatchProgress, VideoPlayer } from '#web/features/video';
import { nameText } from '#web/lib/i18n/message-text';
import { pageTitle } from '#web/lib/site';
import { saveChildProgress } from '../api/child-library';
import { getChildNext, useChildContent, useChildRelated } from '../api/get-child-content';
import { useChildSession } from '../api/get-child-session';
import { startChildVideo } from '../api/start-child-video';
import { StarRow } from '../components/child-art';
import { ChildEmptyState } from '../components/child-empty';
import { ChildQueryError } from '../components/child-query-error';
import { ChildTileGrid } from '../components/child-video-tile';
import { useCountView } from '../lib/use-count-view';
import { useWatchClock } from '../lib/watch-clock';

export function ChildVideoPage() {
  const { t } = useTranslation('child-mode');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const content = useChildContent(id);
  const related = useChildRelated(id, content.isSuccess);
  const [nextError, setNextError] = useState<unknown>(null);
  const goNext = async () => {
    try {
      const next = await getChildNext(id);
      if (next.id) await navigate(`/child/video/${next.id}`);
    } catch (error) {
      setNextError(error);
    }
  };
  // Autoplay asks the server first: it counts the videos in a row on every device and refuses one past the
  // parent's number (or a video it did not offer). Refused, the page stays as it is, with "More videos" to choose.
  const autoplayNext = async () => {
    try {
      const next = await getChildNext(id);
      if (!next.id) return;
      await startChildVideo(next.id, true);
      await navigate(`/child/video/${next.id}`, { state: { autoplay: true } });
    } catch {
      // Refused or unreachable: the calm end of the video, the child chooses what comes next.
    }
  };
  useCountView(id, content.isSuccess);
  // Continue watching, the same on the phone and the TV (saved to the child's library): our files and YouTube.
  const progress = useWatchProgress(id, content.isSuccess, saveChildProgress);
  // The seconds really played, the end included, go to the child's view of this video with the heartbeat.
  const watched = useWatchClock(id, progress);
  const session = useChildSession();
  // A video the child chose (not one autoplay started) begins a new run of autoplay, on the server.
  const autoplayed = (location.state as { autoplay?: boolean } | null)?.autoplay === true;
  const ready = content.isSuccess;
  useEffect(() => {
    if (ready && !autoplayed) void startChildVideo(id, false).catch(() => undefined);
  }, [id, ready, autoplayed]);
  // At the end: within the parent's grace, that was the last video (the closed screen shows); else autoplay, when
  // the parent turned it on, plays the next one until its run is done.
  const onEnded = useRef<() => void>(() => {});
  onEnded.current = () => {
    const info = session.data;
    if (!info) return;
    if (info.time.kind !== 'open') {
      void navigate('/child/time-up', { replace: true });
      return;
    }
    if (info.autoplayVideos > 0) void autoplayNext();
  };
  const player = useMemo(
    () => ({
      ...watched,
      ended: () => {
        watched.ended();
        onEnded.current();
      },
    }),
    [watched],
  );

  if (content.isPending) return <LoadingState />;
  if (content.isError) {
    return (
      <div className="mx-auto max-w-lg px-4 py-12">
        <ChildQueryError error={content.error} />
      </div>
    );
  }
  const video = content.data;

  return (
    <article className="mx-auto max-w-4xl px-3 pt-4 sm:px-5">
      <title>{pageTitle(video.title)}</title>
      <div className="overflow-hidden rounded-[1.75rem] border-4 border-white bg-white shadow-md shadow-teal-900/10">
        <VideoPlayer video={video} childMode progress={player} />
      </div>
      <h1
        translate="no"
        dir="auto"
        className="mt-5 px-1 text-2xl leading-snug font-extrabold tracking-tight text-teal-950 sm:text-3xl"
      >
        {video.title}
      </h1>
      <p translate="no" dir="auto" className="mt-1 px-1 text-lg text-stone-700">
        {nameText(video.creator.name)}
      </p>
      {/* Side by side from 480 px; one above the other on a narrow phone, so a long word never pushes off screen. */}
      <div className="mt-5 flex flex-col gap-3 min-[480px]:flex-row min-[480px]:justify-between">
        <button
          type="button"
          className={`${CHILD_BUTTON.quiet} text-center`}
          disabled={location.key === 'default'}
          onClick={() => void navigate(-1)}
        >
          <span aria-hidden="true" className="inline-block text-2xl rtl:-scale-x-100">
            ←
          </span>
          {t('video.previous')}
        </button>
        <button type="button" className={`${CHILD_BUTTON.primary} text-center`} onClick={() => void goNext()}>
          {t('video.next')}
          <span aria-hidden="true" className="inline-block text-2xl rtl:-scale-x-100">
            →
          </span>
        </button>
      </div>
      {nextError ? (
        <div className="mt-3">
          <ChildQueryError error={nextError} />
        </div>
      ) : null}
      <section aria-labelledby="more-heading" className="mt-10">
        <h2 id="more-heading" className="flex items-center gap-2 px-1 text-2xl font-extrabold text-teal-950">
          <StarRow className="h-4 w-10 text-amber-500" />
          {t('video.moreVideos')}
        </h2>
        <div className="mt-4">
          {related.isPending ? (
            <LoadingState />
          ) : related.isError ? (
            <ChildQueryError error={related.error} />
          ) : related.data.length === 0 ? (
            <ChildEmptyState body={t('notes.noRelatedVideos')} />
          ) : (
            <ChildTileGrid items={related.data} />
          )}
        </div>
      </section>
    </article>
  );
}
