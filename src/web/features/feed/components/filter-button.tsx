// The Filters button that opens the filter drawer, with the number of filters in force (read out as "N active").
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '#shared/locales';
import { Button } from '#web/components/button';

export function FilterButton({
  activeCount,
  onClick,
  ref,
}: {
  activeCount: number;
  onClick: () => void;
  ref: Ref<HTMLButtonElement>;
}) {
  const { t, i18n } = useTranslation('feed');
  const shown = new Intl.NumberFormat(intlLocale(i18n.language)).format(activeCount);
  return (
    <Button ref={ref} variant="secondary" onClick={onClick} aria-haspopup="dialog">
      <svg
        className="size-5"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <path d="M4 6h16M7 12h10M10 18h4" />
      </svg>
      {t('filterButton.label')}
      {activeCount > 0 ? (
        <>
          <span
            aria-hidden="true"
            className="inline-flex min-w-6 items-center justify-center rounded-full bg-teal-700 px-1.5 text-xs text-white"
          >
            {shown}
          </span>
          <span className="sr-only">{t('filterButton.active', { count: activeCount })}</span>
        </>
      ) : null}
    </Button>
  );
}
