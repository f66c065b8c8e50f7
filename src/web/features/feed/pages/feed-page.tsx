// /feed: search, sort, filters and page are read from and written to the URL, so any link reproduces the view.
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FEED_SORTS, type FeedSort, PORTRAIT_SOURCE_TYPES } from '#shared/domain';
import type { FeedItem, FeedPage as FeedPageData, FeedQuery } from '#shared/feed.schema';
import { feedQueryToSearchParams } from '#shared/feed-query';
import { intlLocale } from '#shared/locales';
import { ErrorBanner } from '#web/components/banner';
import { Button, buttonClasses } from '#web/components/button';
import { IconBadge } from '#web/components/icons';
import { Pagination } from '#web/components/pagination';
import { Spinner } from '#web/components/spinner';
import { VideoCard, VideoCardSkeleton } from '#web/components/video-card';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { useDomainLabels } from '#web/lib/i18n/domain-labels';
import { useMe } from '#web/lib/session';
import { pageTitle } from '#web/lib/site';
import { useFeed } from '../api/get-feed';
import { FilterDrawer } from '../components/filter-drawer';
import { SearchBox } from '../components/search-box';
import { SourceNotice } from '../components/source-notice';
import { type FeedFilters, pickFilters } from '../lib/feed-search-params';

/** The widest grid has four columns: those cards are above the fold and load without waiting. */
const FIRST_ROW = 4;
const SKELETON_KEYS = Array.from({ length: 8 }, (_, n) => `skeleton-${n}`);

function useResultSummary(): (data: FeedPageData, sort: FeedSort) => string {
  const { t, i18n } = useTranslation('feed');
  return (data, sort) => {
    if (data.total === 0) return '';
    const number = new Intl.NumberFormat(intlLocale(i18n.language));
    // {{count, number}} is formatted by i18next with Intl in the active language.
    const values = { count: data.total, picks: number.format(data.items.length) };
    if (sort === 'random') {
      return data.totalIsCapped ? t('results.randomPicksCapped', values) : t('results.randomPicks', values);
    }
    return data.totalIsCapped ? t('results.videosCapped', values) : t('results.videos', values);
  };
}

/** The server closes the feed to visitors while the feed_visibility setting is not public. */
function FeedSignInPrompt({ message }: { message: string }) {
  const { t } = useTranslation('feed');
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-3xl border border-stone-200 bg-white px-6 py-10 text-center shadow-sm">
      <IconBadge name="lock" />
      <h2 className="mt-3 text-xl font-bold text-stone-900">{message}</h2>
      <p className="mt-1 text-stone-700">{t('signInPrompt.body')}</p>
      <Link to="/signin" className={`${buttonClasses()} mt-5`}>
        {t('signInPrompt.goToLogin')}
      </Link>
    </div>
  );
}

/** `query`: the view the URL asks for, as the route's loader read it. */
// Signed in only, and drawn once the browser has read the library (the server's HTML has nothing there): a
// visitor's first load does not carry it.
const ContinueWatching = lazy(() =>
  import('../components/continue-watching').then((module) => ({ default: module.ContinueWatching })),
);

/** `cardActions`: what the app puts under each card for a parent ("Approve for Amina"). */
export function FeedPage({
  query,
  cardActions,
}: {
  query: FeedQuery;
  cardActions?: (item: FeedItem) => ReactNode;
}) {
  const [, setSearchParams] = useSearchParams();
  const me = useMe();
  const feed = useFeed(query);
  const sortId = useId();
  const { t } = useTranslation(['feed', 'common']);
  const labels = useDomainLabels();
  const resultSummary = useResultSummary();

  const navigate = (next: Partial<FeedQuery>, options: { replace?: boolean } = {}) => {
    setSearchParams(feedQueryToSearchParams({ ...query, page: 1, ...next }), options);
  };

  const data = feed.data;
  const showSkeletons = feed.isPending;
  const isRefetching = feed.isFetching && !feed.isPending;

  return (
    <div className="mx-auto max-w-6xl px-3 sm:px-4">
      <title>{pageTitle(query.q ? t('page.searchTitle', { query: query.q }) : t('page.title'))}</title>
      <div className="flex items-end justify-between gap-3 px-1 pt-5 pb-3">
        <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">
          {t('page.title')}
        </h1>
        <p aria-live="polite" className="text-sm text-stone-600">
          {data && !feed.isError ? resultSummary(data, query.sort) : ''}
        </p>
      </div>

      <SourceNotice />

      {/* Signed in, the videos started on any device; only at the top of the unsearched feed. */}
      {query.q || !me.data ? null : (
        <Suspense fallback={null}>
          <ContinueWatching />
        </Suspense>
      )}

      <div className="sticky top-0 z-20 -mx-3 mt-3 border-b border-stone-200 bg-stone-50/95 px-3 py-3 backdrop-blur sm:-mx-4 sm:px-4">
        <div className="flex flex-col gap-2 md:flex-row md:items-center">
          <SearchBox
            value={query.q ?? ''}
            onSearch={(q) => navigate({ q: q || undefined }, { replace: true })}
          />
          <div className="flex items-center gap-2">
            <label htmlFor={sortId} className="sr-only text-sm font-bold text-stone-800 sm:not-sr-only">
              {t('page.sort')}
            </label>
            <select
              id={sortId}
              value={query.sort}
              onChange={(event) => {
                const sort = FEED_SORTS.find((value) => value === event.target.value);
                if (sort) navigate({ sort });
              }}
              className="min-h-11 min-w-0 flex-1 rounded-full border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-900 shadow-sm md:flex-none"
            >
              {(['random', 'recent'] as const).map((sort) => (
                <option key={sort} value={sort}>
                  {labels.sort(sort)}
                </option>
              ))}
            </select>
            <Button variant="secondary" onClick={() => void feed.refetch()} aria-busy={isRefetching}>
              {isRefetching ? (
                <Spinner className="size-5" />
              ) : (
                <svg
                  className="size-5"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                >
                  <path d="M20 11a8 8 0 0 0-14.9-3.5M4 4v4h4M4 13a8 8 0 0 0 14.9 3.5M20 20v-4h-4" />
                </svg>
              )}
              <span className="sr-only sm:not-sr-only">{t('page.refresh')}</span>
            </Button>
            <FilterDrawer
              filters={pickFilters(query)}
              onApply={(filters: FeedFilters) => navigate({ ...filters })}
            />
          </div>
        </div>
      </div>

      <section aria-label={t('page.results')} aria-busy={feed.isFetching} className="pt-4">
        {feed.error instanceof ApiError && feed.error.status === 401 ? (
          <FeedSignInPrompt message={errorMessage(feed.error)} />
        ) : feed.isError ? (
          <ErrorBanner>{t('notes.errorLoadingContent', { message: errorMessage(feed.error) })}</ErrorBanner>
        ) : showSkeletons ? (
          <>
            <p role="status" className="sr-only">
              {t('common:notes.loading')}
            </p>
            <div className="grid grid-cols-2 items-start gap-x-2 gap-y-4 md:grid-cols-3 lg:grid-cols-4">
              {SKELETON_KEYS.map((key) => (
                <VideoCardSkeleton key={key} />
              ))}
            </div>
          </>
        ) : data && data.items.length === 0 ? (
          <div className="flex flex-col items-center py-16 text-center">
            <IconBadge name="search" />
            <p className="mt-3 text-xl font-bold text-stone-900">{t('notes.noVideosFound')}</p>
            <p className="mt-1 text-stone-600">{t('page.emptyHint')}</p>
          </div>
        ) : data ? (
          <ul
            className={`grid grid-flow-row-dense grid-cols-2 items-start gap-x-2 gap-y-4 transition-opacity md:grid-cols-3 lg:grid-cols-4 ${
              feed.isPlaceholderData ? 'opacity-60' : ''
            }`}
          >
            {data.items.map((item, index) => (
              // A tall card is about as high as two wide ones, so it takes two rows and the dense flow fills beside it.
              <li
                key={item.id}
                className={PORTRAIT_SOURCE_TYPES.includes(item.sourceType) ? 'row-span-2' : ''}
              >
                <VideoCard item={item} eager={index < FIRST_ROW} />
                {cardActions?.(item)}
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      {query.sort === 'recent' && data && !feed.isError ? (
        <div className="pt-8">
          <Pagination
            page={query.page}
            totalPages={data.totalPages}
            hasMore={data.hasMore}
            totalIsCapped={data.totalIsCapped}
            onPageChange={(page) => navigate({ page })}
          />
        </div>
      ) : null}
    </div>
  );
}
