// A coloured content-status badge; parent-approved items (10+ yes votes) are called out.
import { useTranslation } from 'react-i18next';
import type { ContentStatus } from '#shared/domain';

const STYLES: Record<ContentStatus, string> = {
  draft: 'bg-stone-100 text-stone-800 border-stone-300',
  pending: 'bg-amber-50 text-amber-900 border-amber-300',
  approved: 'bg-sky-50 text-sky-900 border-sky-300',
  scheduled: 'bg-violet-50 text-violet-900 border-violet-300',
  published: 'bg-emerald-50 text-emerald-900 border-emerald-300',
  rejected: 'bg-red-50 text-red-900 border-red-300',
};

export function StatusBadge({ status }: { status: ContentStatus }) {
  const { t } = useTranslation('common');
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-bold ${STYLES[status]}`}
    >
      {t(`statusBadge.${status}`)}
    </span>
  );
}
