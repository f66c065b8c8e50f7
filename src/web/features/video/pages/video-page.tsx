// /video/:id: the player (a view counts after 5 s on screen; signed in, the watch progress is saved),
// previous/next, actions, creator, description, comments and related videos; or the spec's not-found message with a way back to the feed.
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ContentDetail } from '#shared/feed.schema';
import { MESSAGES } from '#shared/messages';
import { buttonClasses } from '#web/components/button';
import { IconBadge } from '#web/components/icons';
import { LoadingState } from '#web/components/spinner';
import { TimeAgo } from '#web/components/time-ago';
import { errorMessage } from '#web/lib/api-client';
import { useDomainLabels } from '#web/lib/i18n/domain-labels';
import { messageText, nameText } from '#web/lib/i18n/message-text';
import { useMe } from '#web/lib/session';
import { pageTitle } from '#web/lib/site';
import { useContent } from '../api/get-content';
import { ActionBar } from '../components/action-bar';
import { CommentsSection } from '../components/comments-section';
import { PreviousNext } from '../components/previous-next';
import { RelatedVideos } from '../components/related-videos';
import { SignInPrompt, type SignInReason } from '../components/sign-in-prompt';
import { VideoPlayer } from '../components/video-player';
import { usePlayerFirst } from '../lib/use-player-first';
import { useViewCounter } from '../lib/use-view-counter';
import { useWatchProgress } from '../lib/use-watch-progress';

function BackToVideos({ className = '' }: { className?: string }) {
  const { t } = useTranslation('video');
  return (
    <Link to="/feed" className={`${buttonClasses({ variant: 'ghost', size: 'sm' })} ${className}`}>
      <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
        ←
      </span>
      {t('notes.backToVideos')}
    </Link>
  );
}

function CountedPlayer({
  video,
  signedIn,
  onStarted,
}: {
  video: ContentDetail;
  signedIn: boolean;
  onStarted: () => void;
}) {
  const frame = useRef<HTMLDivElement>(null);
  useViewCounter(frame, video.id);
  // Signed in, the position is saved for "Continue watching" (on the TV and the feed); never for visitors.
  const progress = useWatchProgress(video.id, signedIn);
  return (
    <div ref={frame}>
      <VideoPlayer video={video} deferEmbed progress={progress} onStarted={onStarted} />
    </div>
  );
}

/** `familyControls`: what the app puts under the video for a parent (approve and block per child). */
export function VideoPage({ familyControls }: { familyControls?: (video: ContentDetail) => ReactNode } = {}) {
  const { t } = useTranslation('video');
  const labels = useDomainLabels();
  const { id = '' } = useParams();
  const content = useContent(id);
  const me = useMe();
  const userId = me.isPending ? undefined : (me.data?.user.id ?? null);
  const commentInput = useRef<HTMLTextAreaElement>(null);
  const [prompt, setPrompt] = useState<SignInReason | null>(null);
  // Our own video's first frame first, then likes, comments and related videos (use-player-first.ts).
  const { settled, onStarted } = usePlayerFirst(content.data);

  if (content.isPending) return <LoadingState />;

  if (content.isError) {
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center px-6 py-16 text-center">
        <title>{pageTitle(messageText(MESSAGES.videoNotFound))}</title>
        <IconBadge name="film" />
        <h1 className="mt-4 text-2xl font-extrabold text-stone-900">
          {errorMessage(content.error) || messageText(MESSAGES.videoNotFound)}
        </h1>
        <Link to="/feed" className={`${buttonClasses()} mt-8`}>
          {t('notes.backToVideos')}
        </Link>
      </div>
    );
  }

  const video = content.data;
  const chips = [
    labels.category(video.category),
    t('page.ages', { band: labels.ageBand(video.ageRange) }),
    labels.language(video.language),
    labels.sourceType(video.sourceType),
  ];

  return (
    <article className="mx-auto max-w-4xl px-3 pt-3 sm:px-4">
      <title>{pageTitle(video.title)}</title>
      <BackToVideos className="mb-3 -ms-2" />
      <CountedPlayer key={video.id} video={video} signedIn={Boolean(userId)} onStarted={onStarted} />
      <div className="mt-3 px-1">
        <PreviousNext videoId={video.id} />
      </div>
      <div className="px-1">
        <h1 translate="no" className="mt-5 text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">
          {/* Isolated: an English title keeps its punctuation in place on a right-to-left page. */}
          <bdi>{video.title}</bdi>
        </h1>
        <p className="mt-1 text-sm text-stone-600">
          <TimeAgo isoDate={video.createdAt} />
          <span aria-hidden="true"> · </span>
          <span>{t('page.views', { count: video.viewCount })}</span>
        </p>
        <div className="mt-4">
          <ActionBar
            videoId={video.id}
            title={video.title}
            userId={userId}
            loadLikes={settled}
            onComment={() => {
              commentInput.current?.focus();
              commentInput.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
            }}
          />
        </div>
        <ul aria-label={t('page.aboutThisVideo')} className="mt-4 flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip} className="rounded-full bg-teal-50 px-3 py-1 text-sm font-semibold text-teal-900">
              {chip}
            </li>
          ))}
        </ul>
        <div className="mt-5 flex items-center gap-3 rounded-3xl border border-stone-200 bg-white p-4 shadow-sm">
          <img
            src={video.creator.avatarUrl}
            alt=""
            width={48}
            height={48}
            className="size-12 shrink-0 rounded-full bg-stone-200"
          />
          <div className="min-w-0">
            {video.creator.userId ? (
              <Link
                to={`/profile/${video.creator.userId}`}
                translate="no"
                dir="auto"
                className="font-bold text-stone-900 underline-offset-2 hover:text-teal-900 hover:underline"
              >
                {nameText(video.creator.name)}
              </Link>
            ) : (
              <p translate="no" dir="auto" className="font-bold text-stone-900">
                {nameText(video.creator.name)}
              </p>
            )}
            {video.creator.bio ? (
              <p translate="no" dir="auto" className="line-clamp-2 text-sm text-stone-600">
                {video.creator.bio}
              </p>
            ) : null}
          </div>
        </div>
        {familyControls?.(video)}
        {video.description ? (
          <section aria-labelledby="description-heading" className="mt-5">
            <h2 id="description-heading" className="text-lg font-bold text-stone-900">
              {t('page.description')}
            </h2>
            <p translate="no" dir="auto" className="mt-1 whitespace-pre-line text-stone-800">
              {video.description}
            </p>
          </section>
        ) : null}
        {settled ? (
          <>
            <CommentsSection
              videoId={video.id}
              userId={userId}
              inputRef={commentInput}
              onSignInNeeded={() => setPrompt('signInToComment')}
            />
            <RelatedVideos videoId={video.id} />
          </>
        ) : null}
        <SignInPrompt reason={prompt} onClose={() => setPrompt(null)} />
      </div>
    </article>
  );
}
