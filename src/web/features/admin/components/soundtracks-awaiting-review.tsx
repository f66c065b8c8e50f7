// The moderators' list of vocals-only soundtracks nobody has listened to yet (decision 034-s), oldest first, each a
// link to its video's preview, where the moderator plays both mixes and accepts or rejects it.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBanner } from '#web/components/banner';
import { TEXT_LINK } from '#web/components/form-card';
import { LoadingState } from '#web/components/spinner';
import { apiGet, errorMessage } from '#web/lib/api-client';

type Awaiting = { contentId: string; title: string; creatorName: string | null; readyAt: string };

export function SoundtracksAwaitingReview() {
  const { t } = useTranslation('admin');
  const list = useQuery({
    queryKey: ['uploads', 'soundtracks', 'awaiting-review'] as const,
    queryFn: ({ signal }) =>
      apiGet<{ items: Awaiting[] }>('/api/uploads/soundtracks/awaiting-review', { signal }),
  });
  if (list.isPending) return <LoadingState label={t('dashboard.soundtracksLoading')} />;
  if (list.isError) return <ErrorBanner>{errorMessage(list.error)}</ErrorBanner>;
  if (list.data.items.length === 0) return <p className="text-stone-700">{t('dashboard.soundtracksNone')}</p>;
  return (
    <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200">
      {list.data.items.map((item) => (
        <li key={item.contentId} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
          <span className="min-w-0">
            <span translate="no" dir="auto" className="font-semibold text-stone-900">
              {item.title}
            </span>
            {item.creatorName ? (
              <span translate="no" dir="auto" className="text-sm text-stone-600">
                {' · '}
                {item.creatorName}
              </span>
            ) : null}
          </span>
          <Link to={`/uploads/${item.contentId}`} className={TEXT_LINK}>
            {t('dashboard.soundtracksListen')}
          </Link>
        </li>
      ))}
    </ul>
  );
}
