// TV Library: continue watching, liked and watch later — the signed-in user's own lists (GET /api/library).
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { FeedItem } from '#shared/feed.schema';
import { useMe } from '#web/lib/session';
import { useLibrary } from '../api/tv-api';
import { TvFocusable } from '../components/tv-focusable';
import { TvEmpty, TvScreenFrame } from '../components/tv-screen';
import { TvTitledRow } from '../components/tv-video-card';

const ROWS = ['continue', 'liked', 'watchLater'] as const;

export function TvLibraryPage() {
  const { t } = useTranslation('tv');
  const navigate = useNavigate();
  const me = useMe();
  const signedIn = Boolean(me.data);
  const library = useLibrary(signedIn);
  const lists: Record<(typeof ROWS)[number], FeedItem[]> = {
    continue: library.data?.continueWatching ?? [],
    liked: library.data?.liked ?? [],
    watchLater: library.data?.watchLater ?? [],
  };
  const firstRow = ROWS.find((row) => lists[row].length > 0);
  const firstItem = firstRow ? lists[firstRow][0] : undefined;
  if (!me.isPending && !signedIn) {
    return (
      <TvScreenFrame screen="library" title={t('nav.library')} firstFocus="library-sign-in" ready>
        <div className="flex flex-col items-start gap-8">
          <TvEmpty>{t('library.signedOut')}</TvEmpty>
          <TvFocusable
            focusKey="library-sign-in"
            onPress={() => navigate('/signin')}
            className="rounded-full bg-amber-300 px-10 py-4 text-3xl font-extrabold text-teal-950"
          >
            {t('library.signIn')}
          </TvFocusable>
        </div>
      </TvScreenFrame>
    );
  }
  return (
    <TvScreenFrame
      screen="library"
      title={t('nav.library')}
      firstFocus={firstRow && firstItem ? `library-${firstRow}-${firstItem.id}` : 'nav-library'}
      ready={!library.isPending}
    >
      <div className="flex flex-col gap-10">
        {ROWS.map((row) => (
          <TvTitledRow
            key={row}
            sectionKey={`library-row-${row}`}
            rowKey={`library-${row}`}
            title={t(`library.${row}`)}
            items={lists[row]}
            pending={library.isPending}
            empty={t(`library.empty.${row}`)}
          />
        ))}
      </div>
    </TvScreenFrame>
  );
}
