// The Filters button and its drawer: a modal <dialog> (Escape closes, focus returns to the button) editing a draft
// that reaches the URL only on Apply. The button and the filter groups are their own components.
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/button';
import { countActiveFilters, type FeedFilters, NO_FILTERS } from '../lib/feed-search-params';
import { FilterButton } from './filter-button';
import { FilterGroups } from './filter-groups';

type FilterDrawerProps = {
  filters: FeedFilters;
  onApply: (filters: FeedFilters) => void;
};

export function FilterDrawer({ filters, onApply }: FilterDrawerProps) {
  const { t } = useTranslation('feed');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const [draft, setDraft] = useState<FeedFilters>(filters);
  const activeCount = countActiveFilters(filters);

  const open = () => {
    setDraft(filters);
    dialogRef.current?.showModal();
  };
  const close = () => dialogRef.current?.close();
  const apply = (next: FeedFilters) => {
    onApply(next);
    close();
  };
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(draft);
  };
  const patch = (change: Partial<FeedFilters>) => setDraft((current) => ({ ...current, ...change }));

  return (
    <>
      <FilterButton ref={triggerRef} activeCount={activeCount} onClick={open} />

      {/* biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users close with Escape, which <dialog> handles itself. */}
      <dialog
        ref={dialogRef}
        aria-labelledby={headingId}
        // Focus goes back to the button however the dialog closes: Apply, Clear, the close button or Escape.
        onClose={() => triggerRef.current?.focus()}
        // A tap on the dimmed backdrop lands on the <dialog> itself (the form fills the panel): treat it as close.
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
        className={
          'm-0 mt-auto max-h-[88dvh] w-full max-w-none flex-col overflow-hidden rounded-t-3xl bg-stone-50 text-stone-900 shadow-2xl ' +
          'backdrop:bg-stone-950/50 open:flex sm:mt-0 sm:ms-auto sm:h-dvh sm:max-h-dvh sm:w-[26rem] sm:rounded-none sm:rounded-s-3xl'
        }
      >
        <form onSubmit={handleSubmit} className="flex min-h-0 flex-1 flex-col">
          <div className="flex items-center justify-between border-b border-stone-200 px-5 py-3">
            <h2 id={headingId} className="text-xl font-extrabold">
              {t('filterDrawer.title')}
            </h2>
            <button
              type="button"
              onClick={close}
              aria-label={t('filterDrawer.close')}
              className="inline-flex size-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-200"
            >
              <svg
                className="size-5"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                aria-hidden="true"
              >
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </div>

          <div className="flex-1 space-y-6 overflow-y-auto px-5 py-5">
            <FilterGroups draft={draft} onChange={patch} />
          </div>

          <div className="flex gap-3 border-t border-stone-200 bg-white px-5 py-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
            <Button variant="secondary" className="flex-1" onClick={() => apply(NO_FILTERS)}>
              {t('filterDrawer.clear')}
            </Button>
            <Button type="submit" className="flex-1">
              {t('filterDrawer.apply')}
            </Button>
          </div>
        </form>
      </dialog>
    </>
  );
}
