// TV Videos: the feed's filters as focusable chips (age, category) and a four-column grid of the results.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGE_BAND_VALUES, CATEGORIES, type Category } from '#shared/domain';
import { useDomainLabels } from '#web/lib/i18n/domain-labels';
import { useTvFeed } from '../api/tv-api';
import { TvFocusable } from '../components/tv-focusable';
import { TvEmpty, TvScreenFrame } from '../components/tv-screen';
import { TvSection } from '../components/tv-section';
import { TvGridCards } from '../components/tv-video-card';

function Chip({
  focusKey,
  selected,
  onPress,
  children,
}: {
  focusKey: string;
  selected: boolean;
  onPress: () => void;
  children: string;
}) {
  return (
    <TvFocusable
      focusKey={focusKey}
      onPress={onPress}
      pressed={selected}
      className={`rounded-full px-6 py-2 text-2xl font-semibold whitespace-nowrap ${
        selected ? 'bg-amber-300 text-teal-950' : 'bg-white/10 text-white'
      }`}
    >
      {children}
    </TvFocusable>
  );
}

export function TvVideosPage() {
  const { t } = useTranslation('tv');
  const labels = useDomainLabels();
  const [age, setAge] = useState<number | null>(null);
  const [category, setCategory] = useState<Category | null>(null);
  const feed = useTvFeed({
    sort: 'recent',
    ...(age ? { age: [age as 1 | 2 | 3 | 4] } : {}),
    ...(category ? { category: [category] } : {}),
  });
  const items = feed.data?.items ?? [];
  return (
    <TvScreenFrame
      screen="videos"
      title={t('nav.videos')}
      firstFocus="videos-age-all"
      ready={!feed.isPending}
    >
      <div className="flex flex-col gap-6">
        <TvSection focusKey="videos-ages" label={t('videos.ages')}>
          <ul className="flex flex-wrap gap-4 px-3 py-2">
            <li>
              <Chip focusKey="videos-age-all" selected={age === null} onPress={() => setAge(null)}>
                {t('videos.allAges')}
              </Chip>
            </li>
            {AGE_BAND_VALUES.map((band) => (
              <li key={band}>
                <Chip focusKey={`videos-age-${band}`} selected={age === band} onPress={() => setAge(band)}>
                  {labels.ageBand(band, 'long')}
                </Chip>
              </li>
            ))}
          </ul>
        </TvSection>
        <TvSection focusKey="videos-categories" label={t('videos.categories')}>
          <ul className="flex gap-4 overflow-x-auto px-3 py-3 [scrollbar-width:none]">
            <li>
              <Chip focusKey="videos-cat-all" selected={category === null} onPress={() => setCategory(null)}>
                {t('videos.allCategories')}
              </Chip>
            </li>
            {CATEGORIES.map((value, index) => (
              <li key={value}>
                <Chip
                  focusKey={`videos-cat-${index}`}
                  selected={category === value}
                  onPress={() => setCategory(value)}
                >
                  {labels.category(value)}
                </Chip>
              </li>
            ))}
          </ul>
        </TvSection>
        <TvSection focusKey="videos-grid" label={t('nav.videos')}>
          {items.length > 0 ? (
            <TvGridCards gridKey="videos" items={items} />
          ) : feed.isPending ? null : (
            <TvEmpty>{t('videos.empty')}</TvEmpty>
          )}
        </TvSection>
      </div>
    </TvScreenFrame>
  );
}
