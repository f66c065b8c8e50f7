// Like (toggle with count), comment, share and report; signed-out visitors get a prompt to sign in instead.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '#shared/locales';
import { Icon } from '#web/components/icons';
import { useLikes, useToggleLike } from '../api/get-likes';
import { ReportDialog } from './report-dialog';
import { SharePanel } from './share-panel';
import { SignInPrompt, type SignInReason } from './sign-in-prompt';

const ACTION =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-800 shadow-sm hover:bg-stone-100 disabled:opacity-60';

export function ActionBar({
  videoId,
  title,
  userId,
  onComment,
  loadLikes = true,
}: {
  videoId: string;
  title: string;
  /** null when signed out; undefined while the session is still loading. */
  userId: string | null | undefined;
  onComment: () => void;
  /** false while the page holds its requests back for the player (use-player-first.ts). */
  loadLikes?: boolean;
}) {
  const { t, i18n } = useTranslation('video');
  const likes = useLikes(videoId, userId ?? null, loadLikes);
  const toggle = useToggleLike(videoId, userId ?? null);
  const [prompt, setPrompt] = useState<SignInReason | null>(null);
  const [dialog, setDialog] = useState<'share' | 'report' | null>(null);
  const signedIn = Boolean(userId);
  const liked = likes.data?.liked ?? false;

  return (
    <div className="flex flex-wrap gap-1.5">
      <button
        type="button"
        className={`${ACTION} ${liked ? 'border-rose-300 bg-rose-50 text-rose-900 hover:bg-rose-100' : ''}`}
        aria-pressed={signedIn ? liked : undefined}
        aria-label={likes.data ? t('actionBar.likeCount', { count: likes.data.count }) : t('actionBar.like')}
        disabled={toggle.isPending || userId === undefined}
        onClick={() => {
          if (!signedIn) setPrompt('signInToLike');
          else toggle.mutate(!liked);
        }}
      >
        <Icon name="heart" className={`size-5 ${liked ? 'fill-rose-600 text-rose-600' : ''}`} />
        <span>{liked ? t('actionBar.liked') : t('actionBar.like')}</span>
        <span className="rounded-full bg-stone-100 px-2 text-xs text-stone-700">
          {likes.data ? compactCount(i18n.language, likes.data.count) : '–'}
        </span>
      </button>
      {/* Comment and report, like Like, wait for the session: a click before it is known must not ask a signed-in
          parent to sign in. */}
      <button
        type="button"
        className={ACTION}
        disabled={userId === undefined}
        onClick={() => (signedIn ? onComment() : setPrompt('signInToComment'))}
      >
        {t('actionBar.comment')}
      </button>
      <button type="button" className={ACTION} onClick={() => setDialog('share')}>
        {t('actionBar.share')}
      </button>
      <button
        type="button"
        className={ACTION}
        disabled={userId === undefined}
        onClick={() => (signedIn ? setDialog('report') : setPrompt('signInToReport'))}
      >
        {t('actionBar.report')}
      </button>
      <SignInPrompt reason={prompt} onClose={() => setPrompt(null)} />
      <SharePanel open={dialog === 'share'} onClose={() => setDialog(null)} videoId={videoId} title={title} />
      {signedIn ? (
        <ReportDialog open={dialog === 'report'} onClose={() => setDialog(null)} videoId={videoId} />
      ) : null}
    </div>
  );
}

function compactCount(locale: string, value: number): string {
  return new Intl.NumberFormat(intlLocale(locale), { notation: 'compact', maximumFractionDigits: 1 }).format(
    value,
  );
}
