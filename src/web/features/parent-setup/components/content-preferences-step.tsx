// Wizard step 4: the 12 content categories, all chosen unless the parent saved a choice before, and each child's
// values preset (the same cards as Child Settings), saved together on Continue.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Child, UpdateChildInput } from '#shared/children.schema';
import type { ChildValuesFilter } from '#shared/content-values';
import { CATEGORIES, type Category } from '#shared/domain';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { CategoryChecklist } from '#web/components/category-checklist';
import { Spinner } from '#web/components/spinner';
import { ValuesFilterFields } from '#web/components/values-filter-fields';
import { errorMessage } from '#web/lib/api-client';
import { useSaveContentPreferences } from '../api/save-content-preferences';

/** The starting choice: what the parent saved before, or every category. */
export function initialCategories(saved: readonly string[]): Category[] {
  const previous = CATEGORIES.filter((category) => saved.includes(category));
  return previous.length > 0 ? previous : [...CATEGORIES];
}

type ContentPreferencesStepProps = {
  /** Kept by the wizard so going Back and forth does not lose unsaved ticks. */
  draft: readonly Category[];
  onDraftChange: (categories: Category[]) => void;
  /** The parent's children, each asked for a values preset. */
  list: Child[];
  /** Saves several children's changes (the children feature's mutation, handed over by the wizard's page). */
  saveValues: {
    mutate: (changes: { id: string; input: UpdateChildInput }[], options: { onSuccess: () => void }) => void;
    isPending: boolean;
    error: Error | null;
  };
  onBack: () => void;
  onDone: () => void;
};

export function ContentPreferencesStep({
  draft,
  onDraftChange,
  list,
  saveValues,
  onBack,
  onDone,
}: ContentPreferencesStepProps) {
  const { t } = useTranslation('parent-setup');
  const save = useSaveContentPreferences();
  const [values, setValues] = useState<Record<string, ChildValuesFilter>>(() =>
    Object.fromEntries(list.map((child) => [child.id, child.valuesFilter])),
  );
  const pending = save.isPending || saveValues.isPending;
  const failure = save.error ?? saveValues.error;

  const handleContinue = () => {
    // Only the children whose choice changed are sent.
    const changes = list.flatMap((child) => {
      const chosen = values[child.id];
      return chosen && JSON.stringify(chosen) !== JSON.stringify(child.valuesFilter)
        ? [{ id: child.id, input: { valuesFilter: chosen } }]
        : [];
    });
    save.mutate([...draft], {
      onSuccess: () => {
        if (changes.length === 0) onDone();
        else saveValues.mutate(changes, { onSuccess: onDone });
      },
    });
  };

  return (
    <div className="space-y-5">
      <CategoryChecklist legend={t('content.legend')} chosen={draft} onChange={onDraftChange} />
      {list.length > 0 ? (
        <section aria-labelledby="wizard-values-heading" className="space-y-4">
          <h2 id="wizard-values-heading" className="text-lg font-bold text-stone-900">
            {t('content.valuesHeading')}
          </h2>
          {list.map((child) => (
            <div key={child.id} className="rounded-2xl border border-stone-200 p-4">
              <ValuesFilterFields
                value={values[child.id] ?? child.valuesFilter}
                onChange={(next) => setValues((current) => ({ ...current, [child.id]: next }))}
                name={child.name}
                musicAllowed={child.musicAllowed}
              />
            </div>
          ))}
        </section>
      ) : null}
      {failure ? <ErrorBanner>{errorMessage(failure)}</ErrorBanner> : null}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onBack}>
          {t('actions.back')}
        </Button>
        <Button onClick={handleContinue} disabled={pending}>
          {pending ? <Spinner /> : null}
          {t('actions.continue')}
        </Button>
      </div>
    </div>
  );
}
