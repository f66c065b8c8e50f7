// Numbered pages with Previous/Next; shows at most LIMITS.maxPaginationButtons page numbers around the current one.
import { useTranslation } from 'react-i18next';
import { LIMITS } from '#shared/domain';
import { formatNumber } from '#web/lib/format';

type PaginationProps = {
  page: number;
  totalPages: number;
  /** True when the server knows there is a page after this one (also when the total was capped). */
  hasMore: boolean;
  /** The total stopped counting at a cap: more pages exist than `totalPages` says. */
  totalIsCapped?: boolean;
  onPageChange: (page: number) => void;
};

export function pageWindow(page: number, lastPage: number, maxButtons: number = LIMITS.maxPaginationButtons) {
  const half = Math.floor(maxButtons / 2);
  let start = Math.max(1, page - half + 1);
  const end = Math.min(lastPage, start + maxButtons - 1);
  start = Math.max(1, end - maxButtons + 1);
  const pages: number[] = [];
  for (let n = start; n <= end; n += 1) pages.push(n);
  return pages;
}

const ITEM =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold transition-colors';

export function Pagination({
  page,
  totalPages,
  hasMore,
  totalIsCapped = false,
  onPageChange,
}: PaginationProps) {
  const { t } = useTranslation('common');
  const lastKnownPage = Math.max(totalPages, page);
  if (lastKnownPage <= 1 && !hasMore) return null;
  const pages = pageWindow(page, lastKnownPage);
  const hasNext = hasMore || page < totalPages;

  return (
    <nav aria-label={t('pagination.label')} className="flex flex-wrap items-center justify-center gap-1.5">
      <button
        type="button"
        className={`${ITEM} border border-stone-300 bg-white text-stone-800 hover:bg-stone-100 disabled:opacity-50`}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {t('pagination.previous')}
      </button>
      {pages.map((n) =>
        n === page ? (
          <button key={n} type="button" aria-current="page" className={`${ITEM} bg-teal-700 text-white`}>
            {formatNumber(n)}
          </button>
        ) : (
          <button
            key={n}
            type="button"
            className={`${ITEM} text-stone-800 hover:bg-stone-200`}
            onClick={() => onPageChange(n)}
          >
            {formatNumber(n)}
          </button>
        ),
      )}
      {totalIsCapped && pages.at(-1) === lastKnownPage ? (
        <span className="px-1 text-stone-600" aria-hidden="true">
          …
        </span>
      ) : null}
      <button
        type="button"
        className={`${ITEM} border border-stone-300 bg-white text-stone-800 hover:bg-stone-100 disabled:opacity-50`}
        disabled={!hasNext}
        onClick={() => onPageChange(page + 1)}
      >
        {t('pagination.next')}
      </button>
    </nav>
  );
}
