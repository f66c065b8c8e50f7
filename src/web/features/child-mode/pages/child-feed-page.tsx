// /child/feed: the videos the server allows this child, newest first, 12 a page, as big picture tiles with a short
// title; no creators, times or view counts. A big search box (unless the parent turned search off for this child: then
// none, and a search in the address is not made) and big page arrows. The visitors' demo of the children's
// screen (/child/demo) is the same page over the demo's catalog (ChildFeedScreen).
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { CHILD_MODE_MESSAGES } from '#shared/child-mode';
import type { FeedPage } from '#shared/feed.schema';
import { InfoBanner } from '#web/components/banner';
import { CHILD_ROUND_BUTTON } from '#web/components/child-ui';
import { LoadingState } from '#web/components/spinner';
import { formatNumber } from '#web/lib/format';
import { messageText } from '#web/lib/i18n/message-text';
import { pageTitle } from '#web/lib/site';
import { childFeedQueryOptions } from '../api/get-child-feed';
import { useChildSession } from '../api/get-child-session';
import { StarRow, VideosArt } from '../components/child-art';
import { ChildEmptyState } from '../components/child-empty';
import { type ChildFeedNotice, ChildQueryError } from '../components/child-query-error';
import { CHILD_VIDEO_PATH, ChildTileGrid } from '../components/child-video-tile';

function Arrow({ back }: { back?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={`size-8 ${back ? 'rotate-180' : ''} rtl:-scale-x-100`}
      aria-hidden="true"
    >
      <path
        d="M5 12h13m-5-6 6 6-6 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** `notAppropriate`: the server refused the video the child asked for and sent them here (app/notice.ts). */
export function ChildFeedPage({ notAppropriate = false }: { notAppropriate?: boolean }) {
  // The frame has the session before any page is drawn; search stays on only while it is known to be on.
  const session = useChildSession();
  return (
    <ChildFeedScreen
      feedQuery={childFeedQueryOptions}
      videoPath={CHILD_VIDEO_PATH}
      notAppropriate={notAppropriate}
      searchEnabled={session.data?.child.searchEnabled ?? true}
    />
  );
}

type FeedQueryOptions<K extends QueryKey> = (
  page: number,
  q: string,
) => UseQueryOptions<FeedPage, Error, FeedPage, K>;

/**
 * The children's feed over `feedQuery`'s catalog, each tile opening `videoPath` + its id; a failed request is shown by
 * `errorView` (the child area's own: time up, the session gone, not for this child).
 */
export function ChildFeedScreen<K extends QueryKey>({
  feedQuery,
  videoPath,
  errorView = (error) => <ChildQueryError error={error} />,
  notAppropriate = false,
  searchEnabled = true,
}: {
  feedQuery: FeedQueryOptions<K>;
  videoPath: string;
  errorView?: (error: unknown) => ReactNode;
  notAppropriate?: boolean;
  /** false: no search box, and a `q` in the address is left out (the server would refuse it). */
  searchEnabled?: boolean;
}) {
  const { t } = useTranslation('child-mode');
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  // Sent here by the server's redirect (the loader's notice) or by a page that met the refusal in the browser.
  const notice =
    (location.state as ChildFeedNotice | null)?.notice ??
    (notAppropriate ? messageText(CHILD_MODE_MESSAGES.notAppropriate) : undefined);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = searchEnabled ? (params.get('q') ?? '') : '';
  const feed = useQuery(feedQuery(page, q));

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The box is the browser's: what a child typed before the app took over is the search.
    const draft = new FormData(event.currentTarget).get('q');
    const next = new URLSearchParams();
    if (typeof draft === 'string' && draft.trim()) next.set('q', draft.trim());
    setParams(next);
  };
  const goTo = (next: number) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('page', String(next));
    setParams(nextParams);
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="mx-auto max-w-6xl px-3 pt-5 sm:px-5">
      <title>{pageTitle(t('feed.title'))}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-teal-900 shadow-sm">
            <VideosArt className="size-10" />
          </span>
          <div>
            <h1 className="text-3xl font-extrabold tracking-tight text-teal-950 sm:text-4xl">
              {t('feed.title')}
            </h1>
            <StarRow className="h-3 w-24 text-amber-500" />
          </div>
        </div>
        {searchEnabled ? (
          <search className="w-full sm:w-auto sm:min-w-96">
            <form onSubmit={search} className="flex gap-2">
              <label htmlFor="child-search" className="sr-only">
                {t('feed.searchLabel')}
              </label>
              <input
                id="child-search"
                name="q"
                type="search"
                defaultValue={q}
                placeholder={t('feed.searchPlaceholder')}
                maxLength={100}
                className="min-h-16 w-full min-w-0 rounded-full border-2 border-teal-200 bg-white px-6 text-xl text-stone-900 placeholder:text-stone-600 focus:border-teal-600"
              />
              <button type="submit" aria-label={t('feed.search')} className={CHILD_ROUND_BUTTON}>
                <svg viewBox="0 0 24 24" className="size-8" aria-hidden="true">
                  <circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" strokeWidth="3" />
                  <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
                </svg>
              </button>
            </form>
          </search>
        ) : null}
      </div>
      {notice ? (
        <div className="mt-4 text-lg">
          <InfoBanner>{notice}</InfoBanner>
        </div>
      ) : null}
      <div className="mt-5">
        {feed.isPending ? (
          <LoadingState />
        ) : feed.isError ? (
          errorView(feed.error)
        ) : feed.data.items.length === 0 ? (
          <ChildEmptyState body={t('notes.noVideosFound')} />
        ) : (
          <>
            <ChildTileGrid items={feed.data.items} eagerCount={4} videoPath={videoPath} />
            {feed.data.page > 1 || feed.data.hasMore ? (
              <nav aria-label={t('feed.pages')} className="mt-8 flex items-center justify-center gap-5">
                <button
                  type="button"
                  aria-label={t('feed.previousPage')}
                  disabled={feed.data.page <= 1}
                  onClick={() => goTo(feed.data.page - 1)}
                  className={CHILD_ROUND_BUTTON}
                >
                  <Arrow back />
                </button>
                <span className="text-xl font-extrabold text-teal-950 tabular-nums" aria-current="page">
                  {formatNumber(feed.data.page)}
                </span>
                <button
                  type="button"
                  aria-label={t('feed.nextPage')}
                  disabled={!feed.data.hasMore}
                  onClick={() => goTo(feed.data.page + 1)}
                  className={CHILD_ROUND_BUTTON}
                >
                  <Arrow />
                </button>
              </nav>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
