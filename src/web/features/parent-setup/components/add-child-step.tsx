// Wizard step 2: add children (name, date of birth and picture, checked here and on the server with the same
// messages) and see those already added.
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '#web/components/banner';
import { ChildAvatarPicture } from '#web/components/child-avatar';
import { AddChildForm, useChildren } from '#web/features/children';
import { errorMessage } from '#web/lib/api-client';
import { formatDateOnly } from '#web/lib/format';
import { useDomainLabels } from '#web/lib/i18n/domain-labels';

export function AddChildStep() {
  const { t } = useTranslation('parent-setup');
  const labels = useDomainLabels();
  const children = useChildren();
  const list = children.data ?? [];

  return (
    <div className="space-y-6">
      <AddChildForm
        nameLabel={t('addChild.nameLabel')}
        submitLabel={t('addChild.submit')}
        submitVariant="secondary"
        bannerAt="top"
        addedMessage={t('addChild.added')}
      />

      <section aria-labelledby="your-children-heading">
        <h2 id="your-children-heading" className="text-lg font-bold text-stone-900">
          {t('addChild.yourChildren')}
        </h2>
        {children.isPending ? (
          <p className="mt-2 text-stone-600">{t('addChild.loading')}</p>
        ) : children.isError ? (
          <div className="mt-2">
            <ErrorBanner>{errorMessage(children.error)}</ErrorBanner>
          </div>
        ) : list.length === 0 ? (
          <p className="mt-2 text-stone-600">{t('addChild.none')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-stone-200 rounded-2xl border border-stone-200">
            {list.map((child) => (
              <li key={child.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <span className="flex items-center gap-3">
                  <ChildAvatarPicture avatar={child.avatar} name={child.name} className="size-10" />
                  <span translate="no" dir="auto" className="font-bold text-stone-900">
                    {child.name}
                  </span>
                </span>
                <span className="text-sm text-stone-600">
                  {t('addChild.details', {
                    date: formatDateOnly(child.dateOfBirth),
                    ages: labels.ageBand(child.ageBand),
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
