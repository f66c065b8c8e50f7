// The statistics band: only real figures (rounded down by the server, "1,000+"); a figure the server left out is
// not shown, and the band hides when there is none. Its height is kept while loading, so nothing jumps.
import { useTranslation } from 'react-i18next';
import type { SiteStats } from '#shared/site.schema';
import { formatNumber } from '#web/lib/format';
import { useSiteStats } from '../api/get-site-stats';

type Figure = { key: 'videos' | 'watchHours' | 'children' | 'subscribers' | 'rating'; value: string };

function figuresOf(stats: SiteStats): Figure[] {
  const figures: Figure[] = [];
  for (const key of ['videos', 'watchHours', 'children', 'subscribers'] as const) {
    const value = stats[key];
    if (value !== null) figures.push({ key, value: formatNumber(value) });
  }
  if (stats.rating) figures.push({ key: 'rating', value: formatNumber(stats.rating.average) });
  return figures;
}

export function StatsBand() {
  const { t } = useTranslation('site');
  const stats = useSiteStats();
  if (stats.isPending) return <div className="min-h-28" aria-hidden="true" />;
  const figures = stats.data ? figuresOf(stats.data) : [];
  if (figures.length === 0) return null;
  return (
    <section aria-labelledby="stats-heading" className="border-y border-teal-100 bg-white">
      <h2 id="stats-heading" className="sr-only">
        {t('landing.stats.heading')}
      </h2>
      <dl
        className="mx-auto flex max-w-6xl flex-wrap justify-center gap-x-12 gap-y-6 px-4 py-8"
        data-testid="stats-band"
      >
        {figures.map((figure) => (
          <div key={figure.key} className="flex min-w-32 flex-col-reverse text-center" data-stat={figure.key}>
            <dt className="text-sm font-semibold text-stone-600">{t(`landing.stats.${figure.key}`)}</dt>
            <dd className="text-3xl font-extrabold text-teal-800">
              {figure.key === 'rating'
                ? t('landing.stats.ratingValue', { value: figure.value })
                : t('landing.stats.atLeast', { value: figure.value })}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
