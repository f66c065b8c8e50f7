// Wizard step 4: the 12 content categories, all chosen unless the parent saved a choice before.
import { CATEGORIES, type Category } from '../../../../shared/domain';
import { ErrorBanner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useSaveContentPreferences } from '../api/save-content-preferences';

const CHIP =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm ' +
  'text-stone-800 has-checked:border-teal-700 has-checked:bg-teal-50 has-checked:text-teal-950';

/** The starting choice: what the parent saved before, or every category. */
export function initialCategories(saved: readonly string[]): Category[] {
  const previous = CATEGORIES.filter((category) => saved.includes(category));
  return previous.length > 0 ? previous : [...CATEGORIES];
}

type ContentPreferencesStepProps = {
  /** Kept by the wizard so going Back and forth does not lose unsaved ticks. */
  draft: readonly Category[];
  onDraftChange: (categories: Category[]) => void;
  onBack: () => void;
  onDone: () => void;
};

export function ContentPreferencesStep({
  draft,
  onDraftChange,
  onBack,
  onDone,
}: ContentPreferencesStepProps) {
  const save = useSaveContentPreferences();
  const chosen = new Set(draft);
  const setChosen = (next: Set<Category>) =>
    onDraftChange(CATEGORIES.filter((category) => next.has(category)));

  const toggle = (category: Category, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(category);
    else next.delete(category);
    setChosen(next);
  };

  const handleContinue = () => {
    save.mutate(
      CATEGORIES.filter((category) => chosen.has(category)),
      { onSuccess: onDone },
    );
  };

  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="text-base font-bold text-stone-900">Categories your children can watch</legend>
        <p className="mt-1 text-sm text-stone-600">
          {chosen.size} of {CATEGORIES.length} chosen.
        </p>
        <div className="mt-2 flex gap-2">
          <Button variant="ghost" size="sm" onClick={() => setChosen(new Set(CATEGORIES))}>
            Select all
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setChosen(new Set())}>
            Clear all
          </Button>
        </div>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {CATEGORIES.map((category) => (
            <label key={category} className={CHIP}>
              <input
                type="checkbox"
                className="size-5 accent-teal-700"
                checked={chosen.has(category)}
                onChange={(event) => toggle(category, event.target.checked)}
              />
              {category}
            </label>
          ))}
        </div>
      </fieldset>
      {save.isError ? <ErrorBanner>{errorMessage(save.error)}</ErrorBanner> : null}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button onClick={handleContinue} disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          Continue
        </Button>
      </div>
    </div>
  );
}
