// The landing page's featured video for admins: the current pick (or, without one, the newest published video the
// page falls back to), a search among published videos to pick another, and a way to clear the pick.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedItem } from '#shared/feed.schema';
import { ErrorBanner, InfoBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { INPUT_CLASSES } from '#web/components/form-field';
import { LoadingState, Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { useDrawnImageUrl } from '#web/lib/i18n/drawn-image-url';
import { useAdminFeatured, useChooseFeatured, useClearFeatured, usePublishedSearch } from '../api/admin-site';

function VideoLine({ item, children }: { item: FeedItem; children?: React.ReactNode }) {
  const imageUrl = useDrawnImageUrl();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <img
        src={imageUrl(item.thumbnailUrl)}
        alt=""
        width={112}
        height={63}
        loading="lazy"
        className="aspect-video w-28 shrink-0 rounded-xl bg-stone-200 object-cover"
      />
      <p className="min-w-40 flex-1 font-bold text-stone-900" dir="auto" translate="no">
        {item.title}
      </p>
      {children}
    </div>
  );
}

export function FeaturedPanel() {
  const { t } = useTranslation('admin-site');
  const featured = useAdminFeatured();
  const choose = useChooseFeatured();
  const clear = useClearFeatured();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const results = usePublishedSearch(q);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQ(draft.trim());
  };
  const failure = choose.error ?? clear.error;

  return (
    <section
      aria-labelledby="featured-heading"
      className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="featured-heading" className="text-xl font-extrabold text-stone-900">
        {t('featured.title')}
      </h2>
      <p className="mt-1 text-stone-700">{t('featured.intro')}</p>
      <div className="mt-4 rounded-2xl bg-teal-50 p-4" data-testid="featured-current">
        {featured.isPending ? (
          <LoadingState />
        ) : featured.isError ? (
          <ErrorBanner>{errorMessage(featured.error)}</ErrorBanner>
        ) : featured.data.pick ? (
          <>
            <p className="mb-2 text-sm font-bold text-teal-900">{t('featured.chosen')}</p>
            <VideoLine item={featured.data.pick}>
              <Button
                variant="secondary"
                size="sm"
                disabled={clear.isPending}
                onClick={() => featured.data.pick && clear.mutate(featured.data.pick.id)}
              >
                {clear.isPending ? <Spinner className="size-4" /> : null}
                {t('featured.clear')}
              </Button>
            </VideoLine>
          </>
        ) : featured.data.shown ? (
          <>
            <p className="mb-2 text-sm font-bold text-teal-900">{t('featured.fallback')}</p>
            <VideoLine item={featured.data.shown} />
          </>
        ) : (
          <p className="text-stone-700">{t('featured.nothing')}</p>
        )}
      </div>
      {failure ? (
        <div className="mt-3">
          <ErrorBanner>{errorMessage(failure)}</ErrorBanner>
        </div>
      ) : null}
      <search className="mt-5 block">
        <form onSubmit={search} className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="featured-search" className="mb-1.5 block text-sm font-bold text-stone-900">
              {t('featured.searchLabel')}
            </label>
            <input
              id="featured-search"
              type="search"
              value={draft}
              maxLength={100}
              onChange={(event) => setDraft(event.target.value)}
              className={`${INPUT_CLASSES} border-stone-400`}
            />
          </div>
          <Button type="submit" variant="secondary">
            {t('featured.search')}
          </Button>
        </form>
      </search>
      {q ? (
        <div className="mt-4">
          {results.isPending ? (
            <LoadingState />
          ) : results.isError ? (
            <ErrorBanner>{errorMessage(results.error)}</ErrorBanner>
          ) : results.data.items.length === 0 ? (
            <InfoBanner>{t('featured.noResults')}</InfoBanner>
          ) : (
            <ul className="space-y-2" aria-label={t('featured.results')}>
              {results.data.items.map((item) => (
                <li key={item.id} className="rounded-2xl border border-stone-200 p-2">
                  <VideoLine item={item}>
                    {featured.data?.pick?.id === item.id ? (
                      <span className="px-3 text-sm font-bold text-teal-900">{t('featured.isChosen')}</span>
                    ) : (
                      <Button
                        size="sm"
                        disabled={choose.isPending}
                        aria-label={t('featured.chooseNamed', { title: item.title })}
                        onClick={() => choose.mutate(item.id)}
                      >
                        {t('featured.choose')}
                      </Button>
                    )}
                  </VideoLine>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </section>
  );
}
