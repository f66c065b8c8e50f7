// /child/feed: the videos the server allows this child, newest first, 12 a page; no times or view counts.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { MESSAGES } from '#shared/messages';
import { InfoBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { INPUT_CLASSES } from '#web/components/form-field';
import { Pagination } from '#web/components/pagination';
import { LoadingState } from '#web/components/spinner';
import { VideoCard } from '#web/components/video-card';
import { messageText } from '#web/lib/i18n/message-text';
import { pageTitle } from '#web/lib/site';
import { useChildFeed } from '../api/get-child-feed';
import { type ChildFeedNotice, ChildQueryError } from '../components/child-query-error';

export function ChildFeedPage() {
  const { t } = useTranslation('child-mode');
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const notice = (location.state as ChildFeedNotice | null)?.notice;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const feed = useChildFeed(page, q);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.trim()) next.set('q', draft.trim());
    setParams(next);
  };

  return (
    <div className="mx-auto max-w-6xl px-3 pt-4 sm:px-4">
      <title>{pageTitle(t('feed.title'))}</title>
      <h1 className="text-2xl font-extrabold tracking-tight text-stone-900">{t('feed.title')}</h1>
      {notice ? (
        <div className="mt-3">
          <InfoBanner>{notice}</InfoBanner>
        </div>
      ) : null}
      <search className="mt-3">
        <form onSubmit={search} className="flex gap-2">
          <label htmlFor="child-search" className="sr-only">
            {t('feed.searchLabel')}
          </label>
          <input
            id="child-search"
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t('feed.searchPlaceholder')}
            maxLength={100}
            className={`${INPUT_CLASSES} border-stone-400`}
          />
          <Button type="submit">{t('feed.search')}</Button>
        </form>
      </search>
      <div className="mt-4">
        {feed.isPending ? (
          <LoadingState />
        ) : feed.isError ? (
          <ChildQueryError error={feed.error} />
        ) : feed.data.items.length === 0 ? (
          <p className="py-12 text-center text-lg font-semibold text-stone-700">
            {messageText(MESSAGES.noVideosFound)}
          </p>
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-x-3 gap-y-5 min-[480px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {feed.data.items.map((item, index) => (
                <li key={item.id}>
                  <VideoCard item={item} eager={index < 2} childMode />
                </li>
              ))}
            </ul>
            <div className="mt-6">
              <Pagination
                page={feed.data.page}
                totalPages={feed.data.totalPages}
                hasMore={feed.data.hasMore}
                totalIsCapped={feed.data.totalIsCapped}
                onPageChange={(next) => {
                  const nextParams = new URLSearchParams(params);
                  nextParams.set('page', String(next));
                  setParams(nextParams);
                }}
              />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
