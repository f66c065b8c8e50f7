// Content preferences: the categories every child follows unless their own settings choose others.
import { useState } from 'react';
import { CATEGORIES, type Category } from '../../../../shared/domain';
import { ErrorBanner, SuccessBanner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useSaveContentPreferences } from '../../parent-setup/api/save-content-preferences';
import { CategoryChecklist } from './category-checklist';

export function ContentPreferencesCard({ saved }: { saved: readonly string[] }) {
  const save = useSaveContentPreferences();
  const [chosen, setChosen] = useState<Category[]>(() => {
    const previous = CATEGORIES.filter((category) => saved.includes(category));
    return previous.length > 0 ? previous : [...CATEGORIES];
  });
  return (
    <div className="space-y-4">
      <CategoryChecklist legend="Categories your children can watch" chosen={chosen} onChange={setChosen} />
      {save.isError ? <ErrorBanner>{errorMessage(save.error)}</ErrorBanner> : null}
      {save.isSuccess ? <SuccessBanner>Content preferences saved.</SuccessBanner> : null}
      <Button disabled={save.isPending} onClick={() => save.mutate(chosen)}>
        {save.isPending ? <Spinner className="size-4" /> : null}
        Save preferences
      </Button>
    </div>
  );
}
