// The 12 categories as a labelled checklist (child settings and the parent's content preferences).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORIES, type Category } from '#shared/domain';
import { useDomainLabels } from '#web/lib/i18n/domain-labels';
import { Button } from './button';

const CHIP =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm ' +
  'text-stone-800 has-checked:border-teal-700 has-checked:bg-teal-50 has-checked:text-teal-950';

export function CategoryChecklist({
  legend,
  chosen,
  onChange,
  disabled = false,
  error,
}: {
  legend: string;
  chosen: readonly Category[];
  onChange: (next: Category[]) => void;
  disabled?: boolean;
  /** Shown under the legend and tied to the group, like a field's error. */
  error?: string | undefined;
}) {
  const { t } = useTranslation('common');
  const labels = useDomainLabels();
  const errorId = useId();
  const set = new Set(chosen);
  const toggle = (category: Category, on: boolean) => {
    if (on) set.add(category);
    else set.delete(category);
    onChange(CATEGORIES.filter((entry) => set.has(entry)));
  };
  return (
    <fieldset
      disabled={disabled}
      className="disabled:opacity-60"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="text-sm font-bold text-stone-900">{legend}</legend>
      <p className="mt-1 text-sm text-stone-600">
        {t('categoryChecklist.chosen', { count: set.size, total: CATEGORIES.length })}
      </p>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-2 flex gap-2">
        <Button variant="ghost" size="sm" onClick={() => onChange([...CATEGORIES])}>
          {t('categoryChecklist.selectAll')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onChange([])}>
          {t('categoryChecklist.clearAll')}
        </Button>
      </div>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {CATEGORIES.map((category) => (
          <label key={category} className={CHIP}>
            <input
              type="checkbox"
              className="size-5 accent-teal-700"
              checked={set.has(category)}
              onChange={(event) => toggle(category, event.target.checked)}
            />
            {labels.category(category)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
