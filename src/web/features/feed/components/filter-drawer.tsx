// The Filters button and its drawer: a modal <dialog> (Escape closes, focus returns to the button) editing a draft
// that reaches the URL only on Apply.
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import {
  AGE_BANDS,
  type AgeBand,
  CATEGORIES,
  type Category,
  DURATION_BUCKETS,
  type DurationBucket,
  LANGUAGES,
  type Language,
  SOURCE_TYPE_LABELS,
  SOURCE_TYPES,
  type SourceType,
} from '../../../../shared/domain';
import { Button } from '../../../components/button';
import { countActiveFilters, type FeedFilters, NO_FILTERS } from '../lib/feed-search-params';

type FilterDrawerProps = {
  filters: FeedFilters;
  onApply: (filters: FeedFilters) => void;
};

function toggle<T>(list: readonly T[] | undefined, value: T, on: boolean): T[] | undefined {
  const next = (list ?? []).filter((entry) => entry !== value);
  if (on) next.push(value);
  return next.length ? next : undefined;
}

function orUndefined<T extends string>(value: string, allowed: readonly T[]): T | undefined {
  return (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

const MUSIC_VALUES = ['yes', 'no'] as const;
const DURATION_VALUES = DURATION_BUCKETS.map((bucket) => bucket.value);

const SELECT =
  'min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-sm';
const CHIP =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-stone-300 bg-white py-2 text-sm ' +
  'text-stone-800 has-checked:border-teal-700 has-checked:bg-teal-50 has-checked:text-teal-950';

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-bold text-stone-900">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

export function FilterDrawer({ filters, onApply }: FilterDrawerProps) {
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
      <Button ref={triggerRef} variant="secondary" onClick={open} aria-haspopup="dialog">
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
        Filters
        {activeCount > 0 ? (
          <>
            <span
              aria-hidden="true"
              className="inline-flex min-w-6 items-center justify-center rounded-full bg-teal-700 px-1.5 text-xs text-white"
            >
              {activeCount}
            </span>
            <span className="sr-only">({activeCount} active)</span>
          </>
        ) : null}
      </Button>

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
          'backdrop:bg-stone-950/50 open:flex sm:mt-0 sm:ml-auto sm:h-dvh sm:max-h-dvh sm:w-[26rem] sm:rounded-none sm:rounded-l-3xl'
        }
      >
        <form onSubmit={handleSubmit} className="flex min-h-0 flex-1 flex-col">
          <div className="flex items-center justify-between border-b border-stone-200 px-5 py-3">
            <h2 id={headingId} className="text-xl font-extrabold">
              Filters
            </h2>
            <button
              type="button"
              onClick={close}
              aria-label="Close filters"
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
            <fieldset>
              <legend className="mb-2 text-sm font-bold">Age</legend>
              <div className="grid grid-cols-4 gap-1.5 sm:gap-2">
                {AGE_BANDS.map((band) => (
                  <label key={band.value} className={`${CHIP} justify-center px-2 whitespace-nowrap`}>
                    <input
                      type="checkbox"
                      className="size-4 accent-teal-700"
                      checked={draft.age?.includes(band.value) ?? false}
                      onChange={(event) =>
                        patch({ age: toggle<AgeBand>(draft.age, band.value, event.target.checked) })
                      }
                    />
                    {band.label}
                  </label>
                ))}
              </div>
            </fieldset>

            <fieldset>
              <legend className="mb-2 text-sm font-bold">Category</legend>
              <div className="grid gap-2 min-[420px]:grid-cols-2">
                {CATEGORIES.map((category) => (
                  <label key={category} className={`${CHIP} px-3`}>
                    <input
                      type="checkbox"
                      className="size-4 shrink-0 accent-teal-700"
                      checked={draft.category?.includes(category) ?? false}
                      onChange={(event) =>
                        patch({ category: toggle<Category>(draft.category, category, event.target.checked) })
                      }
                    />
                    {category}
                  </label>
                ))}
              </div>
            </fieldset>

            <Field label="Language">
              {(id) => (
                <select
                  id={id}
                  className={SELECT}
                  value={draft.language ?? ''}
                  onChange={(event) =>
                    patch({ language: orUndefined<Language>(event.target.value, LANGUAGES) })
                  }
                >
                  <option value="">Any language</option>
                  {LANGUAGES.map((language) => (
                    <option key={language} value={language}>
                      {language}
                    </option>
                  ))}
                </select>
              )}
            </Field>

            <Field label="Duration">
              {(id) => (
                <select
                  id={id}
                  className={SELECT}
                  value={draft.duration ?? ''}
                  onChange={(event) =>
                    patch({ duration: orUndefined<DurationBucket>(event.target.value, DURATION_VALUES) })
                  }
                >
                  <option value="">Any duration</option>
                  {DURATION_BUCKETS.map((bucket) => (
                    <option key={bucket.value} value={bucket.value}>
                      {bucket.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>

            <Field label="Source type">
              {(id) => (
                <select
                  id={id}
                  className={SELECT}
                  value={draft.source ?? ''}
                  onChange={(event) =>
                    patch({ source: orUndefined<SourceType>(event.target.value, SOURCE_TYPES) })
                  }
                >
                  <option value="">Any source</option>
                  {SOURCE_TYPES.map((source) => (
                    <option key={source} value={source}>
                      {SOURCE_TYPE_LABELS[source]}
                    </option>
                  ))}
                </select>
              )}
            </Field>

            <Field label="Has music">
              {(id) => (
                <select
                  id={id}
                  className={SELECT}
                  value={draft.music ?? ''}
                  onChange={(event) => patch({ music: orUndefined(event.target.value, MUSIC_VALUES) })}
                >
                  <option value="">Any</option>
                  <option value="yes">With music</option>
                  <option value="no">No music</option>
                </select>
              )}
            </Field>
          </div>

          <div className="flex gap-3 border-t border-stone-200 bg-white px-5 py-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
            <Button variant="secondary" className="flex-1" onClick={() => apply(NO_FILTERS)}>
              Clear filters
            </Button>
            <Button type="submit" className="flex-1">
              Apply
            </Button>
          </div>
        </form>
      </dialog>
    </>
  );
}
