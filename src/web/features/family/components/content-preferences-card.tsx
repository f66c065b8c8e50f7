// Content preferences: the categories every child follows unless their own settings choose others. Folded
// behind a summary so the dashboard stays short on a phone.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORIES, type Category } from '#shared/domain';
import { ErrorBanner, SuccessBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { CategoryChecklist } from '#web/components/category-checklist';
import { Spinner } from '#web/components/spinner';
import { useSaveContentPreferences } from '#web/features/parent-setup';
import { errorMessage } from '#web/lib/api-client';
import { formatNumber } from '#web/lib/format';

export function ContentPreferencesCard({ saved }: { saved: readonly string[] }) {
  const { t } = useTranslation('family');
  const save = useSaveContentPreferences();
  const [chosen, setChosen] = useState<Category[]>(() => {
    const previous = CATEGORIES.filter((category) => saved.includes(category));
    return previous.length > 0 ? previous : [...CATEGORIES];
  });
  const summary =
    chosen.length === CATEGORIES.length
      ? t('preferences.allCategories')
      : t('preferences.someCategories', {
          chosen: formatNumber(chosen.length),
          total: formatNumber(CATEGORIES.length),
        });
  return (
    <details className="group">
      <summary className="cursor-pointer rounded-xl py-1 font-semibold text-teal-800 marker:text-teal-700">
        {summary} <span className="underline underline-offset-2">{t('preferences.change')}</span>
      </summary>
      <div className="mt-3 space-y-4">
        <CategoryChecklist legend={t('preferences.legend')} chosen={chosen} onChange={setChosen} />
        {save.isError ? <ErrorBanner>{errorMessage(save.error)}</ErrorBanner> : null}
        {save.isSuccess ? <SuccessBanner>{t('preferences.saved')}</SuccessBanner> : null}
        <Button disabled={save.isPending} onClick={() => save.mutate(chosen)}>
          {save.isPending ? <Spinner className="size-4" /> : null}
          {t('preferences.save')}
        </Button>
      </div>
    </details>
  );
}
