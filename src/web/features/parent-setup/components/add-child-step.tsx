// Wizard step 2: add children (name and date of birth, checked here and on the server with the same messages)
// and see those already added.
import { ageBandLabel } from '#shared/domain';
import { ErrorBanner } from '#web/components/banner';
import { AddChildForm, useChildren } from '#web/features/children';
import { errorMessage } from '#web/lib/api-client';
import { formatDateOnly } from '#web/lib/format';

export function AddChildStep() {
  const children = useChildren();
  const list = children.data ?? [];

  return (
    <div className="space-y-6">
      <AddChildForm
        nameLabel="Name"
        submitLabel="Add child"
        submitVariant="secondary"
        bannerAt="top"
        addedMessage="Child added. You can add another or continue."
      />

      <section aria-labelledby="your-children-heading">
        <h2 id="your-children-heading" className="text-lg font-bold text-stone-900">
          Your children
        </h2>
        {children.isPending ? (
          <p className="mt-2 text-stone-600">Loading...</p>
        ) : children.isError ? (
          <div className="mt-2">
            <ErrorBanner>{errorMessage(children.error)}</ErrorBanner>
          </div>
        ) : list.length === 0 ? (
          <p className="mt-2 text-stone-600">No children added yet. You can also add them later.</p>
        ) : (
          <ul className="mt-2 divide-y divide-stone-200 rounded-2xl border border-stone-200">
            {list.map((child) => (
              <li key={child.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
                <span className="font-bold text-stone-900">{child.name}</span>
                <span className="text-sm text-stone-600">
                  Born {formatDateOnly(child.dateOfBirth)} · Ages {ageBandLabel(child.ageBand)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
