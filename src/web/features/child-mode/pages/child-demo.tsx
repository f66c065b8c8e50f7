// /child/demo: the children's screen as a visitor tries it, with no account — the landing page's "Try Kids'
// Experience" and onboarding's "Just watch videos" for a child. The same tiles, search and player as the child
// area, over what the youngest child (3-5) may watch with the strictest settings (the server's demo policy). It reads
// only: no child session, no screen time, no view, progress or history. Labelled as a demo from top to bottom, with
// a way to sign up. A device really in child mode goes to its own child feed.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useParams } from 'react-router';
import { CHILD_DEMO_PATH } from '#shared/child-demo';
import { ErrorBanner } from '#web/components/banner';
import { CHILD_BUTTON } from '#web/components/child-ui';
import { MoonLogo } from '#web/components/icons';
import { RoutedPage } from '#web/components/routed-page';
import { LoadingState } from '#web/components/spinner';
import { VideoPlayer } from '#web/features/video';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { nameText } from '#web/lib/i18n/message-text';
import { pageTitle, SiteNameSync, useSiteName } from '#web/lib/site';
import { demoChildFeedQueryOptions, useDemoChildContent } from '../api/get-demo-child-feed';
import { VideosArt } from '../components/child-art';
import { CHILD_HOME, isChildModeDevice } from '../components/child-mode-lock';
import type { ChildFeedNotice } from '../components/child-query-error';
import { ChildFeedScreen } from './child-feed-page';

const DEMO_VIDEO_PATH = `${CHILD_DEMO_PATH}/video/`;
const SIGN_UP = '/onboarding?mode=parent';

/** A failed read: the catalog closed to visitors (sign in), or the server's message. */
function DemoError({ error }: { error: unknown }) {
  const { t } = useTranslation('child-mode');
  return (
    <div className="space-y-3 text-lg">
      <ErrorBanner>{errorMessage(error)}</ErrorBanner>
      {error instanceof ApiError && error.status === 401 ? (
        <Link to="/signin" className={CHILD_BUTTON.quiet}>
          {t('demo.signIn')}
        </Link>
      ) : null}
    </div>
  );
}

export function ChildDemoLayout() {
  const { t } = useTranslation('child-mode');
  const siteName = useSiteName();
  if (isChildModeDevice()) return <Navigate to={CHILD_HOME} replace />;
  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-teal-50 via-amber-50/70 to-amber-50">
      <SiteNameSync />
      <header className="bg-teal-900 text-white shadow-md shadow-teal-950/20">
        <div className="mx-auto flex min-h-20 max-w-6xl items-center justify-between gap-2 px-3 sm:px-5">
          <Link
            to="/"
            aria-label={t('demo.home', { siteName })}
            className="flex min-h-16 items-center gap-2 rounded-2xl text-xl font-extrabold text-amber-100"
          >
            <MoonLogo className="size-12" />
            <span aria-hidden="true" className="hidden sm:inline">
              {siteName}
            </span>
          </Link>
          <span className="rounded-full bg-amber-300 px-3 py-1 text-base font-extrabold tracking-wide text-amber-950 uppercase">
            {t('demo.badge')}
          </span>
          <Link
            to={SIGN_UP}
            className="inline-flex min-h-12 items-center rounded-full bg-amber-400 px-4 text-lg font-extrabold text-amber-950 hover:bg-amber-300"
          >
            {t('demo.signUp')}
          </Link>
        </div>
      </header>
      <aside aria-labelledby="demo-notice-title" className="border-b border-amber-200 bg-amber-100">
        <div className="mx-auto max-w-6xl px-3 py-3 sm:px-5">
          <h2 id="demo-notice-title" className="text-lg font-extrabold text-amber-950">
            {t('demo.noticeTitle')}
          </h2>
          <p className="text-base text-amber-950">{t('demo.noticeBody')}</p>
        </div>
      </aside>
      <main id="main" className="flex-1 pb-12">
        <RoutedPage>
          <Outlet />
        </RoutedPage>
        <section
          aria-labelledby="demo-sign-up-title"
          className="mx-3 mt-12 flex flex-col items-center gap-3 rounded-[2rem] bg-white p-6 text-center shadow-md shadow-teal-900/10 sm:mx-auto sm:max-w-2xl"
        >
          <VideosArt className="size-16" />
          <h2 id="demo-sign-up-title" className="text-2xl font-extrabold text-teal-950">
            {t('demo.signUpTitle')}
          </h2>
          <p className="text-lg text-stone-700">{t('demo.signUpBody')}</p>
          <Link to={SIGN_UP} className={CHILD_BUTTON.gold}>
            {t('demo.signUp')}
          </Link>
        </section>
      </main>
    </div>
  );
}

export function ChildDemoFeedPage({ notAppropriate = false }: { notAppropriate?: boolean }) {
  return (
    <ChildFeedScreen
      notAppropriate={notAppropriate}
      feedQuery={demoChildFeedQueryOptions}
      videoPath={DEMO_VIDEO_PATH}
      errorView={(error) => <DemoError error={error} />}
    />
  );
}

export function ChildDemoVideoPage() {
  const { t } = useTranslation('child-mode');
  const { id = '' } = useParams();
  const content = useDemoChildContent(id);
  // One state per error (see ChildQueryError: a new object each render would navigate without end).
  const refusal = useMemo<ChildFeedNotice>(() => ({ notice: errorMessage(content.error) }), [content.error]);
  if (content.isPending) return <LoadingState />;
  if (content.isError) {
    const { error } = content;
    // Not in the demo (unknown, or not for the youngest): back to its videos, saying why, as the child area does.
    if (error instanceof ApiError && (error.status === 403 || error.status === 404))
      return <Navigate to={CHILD_DEMO_PATH} replace state={refusal} />;
    return (
      <div className="mx-auto max-w-lg px-4 py-12">
        <DemoError error={error} />
      </div>
    );
  }
  const video = content.data;
  return (
    <article className="mx-auto max-w-4xl px-3 pt-4 sm:px-5">
      <title>{pageTitle(video.title)}</title>
      <div className="overflow-hidden rounded-[1.75rem] border-4 border-white bg-white shadow-md shadow-teal-900/10">
        <VideoPlayer video={video} childMode />
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
      <div className="mt-5">
        <Link to={CHILD_DEMO_PATH} className={`${CHILD_BUTTON.quiet} text-center`}>
          <span aria-hidden="true" className="inline-block text-2xl rtl:-scale-x-100">
            ←
          </span>
          {t('demo.allVideos')}
        </Link>
      </div>
    </article>
  );
}
