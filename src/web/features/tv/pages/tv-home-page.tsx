// TV Home: the featured video with Play Now, then rows — continue watching (signed in), new, and a few categories.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Category } from '#shared/domain';
import { useDrawnImageUrl } from '#web/lib/i18n/drawn-image-url';
import { useMe } from '#web/lib/session';
import { useFeatured, useLibrary, useTvFeed } from '../api/tv-api';
import { TvFocusable } from '../components/tv-focusable';
import { HOME_ROW_SIZE, TvHomeRows } from '../components/tv-home-rows';
import { TvScreenFrame } from '../components/tv-screen';
import { TvSection } from '../components/tv-section';

function useCategoryItems(category: Category) {
  return useTvFeed({ category: [category] }).data?.items;
}

export function TvHomePage() {
  const { t } = useTranslation('tv');
  const navigate = useNavigate();
  const imageUrl = useDrawnImageUrl();
  const me = useMe();
  const featured = useFeatured();
  const latest = useTvFeed({ sort: 'recent' });
  const library = useLibrary(Boolean(me.data));
  const hero = featured.data?.item ?? latest.data?.items[0] ?? null;
  const continueWatching = library.data?.continueWatching ?? [];
  const newItems = (latest.data?.items ?? []).slice(0, HOME_ROW_SIZE);
  return (
    <TvScreenFrame
      screen="home"
      title={t('nav.home')}
      firstFocus="home-play-now"
      ready={!featured.isPending && !latest.isPending}
    >
      <div className="flex flex-col gap-12">
        {hero ? (
          <TvSection as="section" focusKey="home-hero" label={t('home.featured')}>
            <div className="grid grid-cols-[1fr_1.1fr] items-center gap-12 overflow-hidden rounded-[2.5rem] bg-teal-900 p-12 shadow-2xl">
              <div className="flex flex-col gap-6">
                <p className="text-2xl font-bold tracking-wide text-amber-300 uppercase">
                  {t('home.featured')}
                </p>
                <p dir="auto" className="line-clamp-3 text-5xl leading-tight font-extrabold">
                  {hero.title}
                </p>
                <p dir="auto" className="text-2xl text-teal-50">
                  {hero.creator.name}
                </p>
                <div>
                  <TvFocusable
                    focusKey="home-play-now"
                    onPress={() => navigate(`/tv/watch/${hero.id}`)}
                    className="rounded-full bg-amber-300 px-10 py-4 text-3xl font-extrabold text-teal-950"
                  >
                    {t('home.playNow')}
                  </TvFocusable>
                </div>
              </div>
              <img
                src={imageUrl(hero.thumbnailUrl)}
                alt=""
                className="aspect-video w-full rounded-3xl object-cover shadow-xl"
              />
            </div>
          </TvSection>
        ) : null}
        <TvHomeRows
          keyPrefix="home"
          continueWatching={continueWatching}
          newItems={newItems}
          newPending={latest.isPending}
          useCategoryItems={useCategoryItems}
        />
      </div>
    </TvScreenFrame>
  );
}
