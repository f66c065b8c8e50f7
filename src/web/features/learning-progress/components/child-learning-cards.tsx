// For /tutor, a signed-in parent's children: a card each, linking to that child's progress page. The list is handed
// in by the page that composes it (the children are the children feature's).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Child } from '#shared/children.schema';
import { ChildAvatarPicture } from '#web/components/child-avatar';

export function ChildLearningCards({ kids }: { kids: readonly Pick<Child, 'id' | 'name' | 'avatar'>[] }) {
  const { t } = useTranslation('learning-progress');
  return (
    <section aria-labelledby="tutor-children-heading">
      <h2 id="tutor-children-heading" className="text-2xl font-extrabold text-stone-900">
        {t('cards.heading')}
      </h2>
      {kids.length === 0 ? (
        <p className="mt-4 text-stone-700">
          {t('cards.none')}{' '}
          <Link to="/dashboard/parent" className="font-semibold text-teal-800 underline underline-offset-2">
            {t('back')}
          </Link>
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {kids.map((child) => (
            <li key={child.id}>
              <Link
                to={`/dashboard/parent/children/${encodeURIComponent(child.id)}/learning`}
                className="flex min-h-11 items-center gap-4 rounded-3xl border border-stone-200 bg-white p-5 shadow-sm transition hover:border-teal-400 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
              >
                <ChildAvatarPicture avatar={child.avatar} name={child.name} className="size-14" />
                <span className="min-w-0">
                  <span translate="no" dir="auto" className="block text-lg font-extrabold text-stone-900">
                    {child.name}
                  </span>
                  <span className="block font-semibold text-teal-800">
                    {t('cards.open', { name: child.name })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
