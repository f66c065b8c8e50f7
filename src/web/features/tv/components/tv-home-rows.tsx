// The rows of a TV home screen, the same for a family and for a child: what was being watched, the newest videos and a
// few categories. Where the items come from (the family's feed and library, or the child's) is the screen's.
import { useTranslation } from 'react-i18next';
import type { Category } from '#shared/domain';
import type { FeedItem } from '#shared/feed.schema';
import type { ProgressItem } from '#shared/library.schema';
import { useDomainLabels } from '#web/lib/i18n/domain-labels';
import { progressIn, TvTitledRow } from './tv-video-card';

const HOME_CATEGORIES: Category[] = [
  'Islamic Stories & Manners',
  'Quran & Dua for Kids',
  'Halal Cartoons & Fun Skits',
];
/** How many videos a row shows. */
export const HOME_ROW_SIZE = 10;

type CategoryItems = (category: Category) => FeedItem[] | undefined;

function CategoryRow({
  keyPrefix,
  category,
  useCategoryItems,
}: {
  keyPrefix: string;
  category: Category;
  useCategoryItems: CategoryItems;
}) {
  const labels = useDomainLabels();
  const items = useCategoryItems(category);
  return (
    <TvTitledRow
      sectionKey={`${keyPrefix}-row-${category}`}
      rowKey={`${keyPrefix}-cat-${category}`}
      title={labels.category(category)}
      items={(items ?? []).slice(0, HOME_ROW_SIZE)}
    />
  );
}

/**
 * `keyPrefix` names the rows' focus keys (`<prefix>-continue-<id>`, `<prefix>-new-<id>`); `useCategoryItems` is a
 * hook reading one category of the viewer's own feed, called once per category row.
 */
export function TvHomeRows({
  keyPrefix,
  continueWatching,
  newItems,
  newPending,
  useCategoryItems,
}: {
  keyPrefix: string;
  continueWatching: ProgressItem[];
  newItems: FeedItem[];
  newPending: boolean;
  useCategoryItems: CategoryItems;
}) {
  const { t } = useTranslation('tv');
  return (
    <>
      <TvTitledRow
        sectionKey={`${keyPrefix}-row-continue`}
        rowKey={`${keyPrefix}-continue`}
        title={t('library.continue')}
        items={continueWatching}
        progressOf={progressIn(continueWatching)}
      />
      <TvTitledRow
        sectionKey={`${keyPrefix}-row-new`}
        rowKey={`${keyPrefix}-new`}
        title={t('home.new')}
        items={newItems}
        pending={newPending}
        empty={t('videos.empty')}
      />
      {HOME_CATEGORIES.map((category) => (
        <CategoryRow
          key={category}
          keyPrefix={keyPrefix}
          category={category}
          useCategoryItems={useCategoryItems}
        />
      ))}
    </>
  );
}
