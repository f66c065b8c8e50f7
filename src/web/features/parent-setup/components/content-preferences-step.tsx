// Wizard step 4: the 12 content categories, all chosen unless the parent saved a choice before.
import { useTranslation } from 'react-i18next';
import { CATEGORIES, type Category } from '#shared/domain';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { CategoryChecklist } from '#web/components/category-checklist';
import { Spinner } from '#web/components/spinner';
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
  onBack: () => void;
  onDone: () => void;
};

export function ContentPreferencesStep({
  draft,
  onDraftChange,
  onBack,
  onDone,
}: ContentPreferencesStepProps) {
  const { t } = useTranslation('parent-setup');
  const save = useSaveContentPreferences();
  const handleContinue = () => save.mutate([...draft], { onSuccess: onDone });

  return (
    <div className="space-y-5">
      <CategoryChecklist legend={t('content.legend')} chosen={draft} onChange={onDraftChange} />
      {save.isError ? <ErrorBanner>{errorMessage(save.error)}</ErrorBanner> : null}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onBack}>
          {t('actions.back')}
        </Button>
        <Button onClick={handleContinue} disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          {t('actions.continue')}
        </Button>
      </div>
    </div>
  );
}
