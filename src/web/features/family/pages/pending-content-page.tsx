// /dashboard/parent/pending-content: parents vote yes or no on up to 20 items waiting for review; a voted
// item leaves the list; 10 yes votes approve an item (on the server). Beside the vote, optional factual questions
// on the values axes (value-answers-panel.tsx).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATEGORIES, type Category } from '#shared/domain';
import type { PendingItem } from '#shared/voting.schema';
import { parseYouTubeVideoId, youTubeEmbedUrl } from '#shared/youtube-url';
import { ErrorBanner, SuccessBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { DashboardCard, DashboardShell } from '#web/components/dashboard-shell';
import { TEXT_LINK } from '#web/components/form-card';
import { LoadingState } from '#web/components/spinner';
import { VerifyEmailNotice } from '#web/features/auth';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { useDomainLabels } from '#web/lib/i18n/domain-labels';
import { useDrawnImageUrl } from '#web/lib/i18n/drawn-image-url';
import { nameText } from '#web/lib/i18n/message-text';
import { usePendingContent, useVote } from '../api/pending-content';
import { ValueAnswersPanel } from '../components/value-answers-panel';

const isCategory = (value: string): value is Category => (CATEGORIES as readonly string[]).includes(value);

function isEmailNotVerified(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED';
}

function Preview({ item }: { item: PendingItem }) {
  const { t } = useTranslation('family');
  const [open, setOpen] = useState(false);
  const videoId = item.youtubeUrl ? parseYouTubeVideoId(item.youtubeUrl) : null;
  if (!videoId) return null;
  return open ? (
    <div className="mt-3 aspect-video overflow-hidden rounded-2xl bg-stone-950">
      <iframe
        title={t('pending.previewTitle', { title: item.title })}
        src={youTubeEmbedUrl(videoId)}
        className="size-full border-0"
        allow="encrypted-media; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  ) : (
    <Button size="sm" variant="ghost" className="mt-2" onClick={() => setOpen(true)}>
      {t('pending.watchPreview')}
    </Button>
  );
}

function PendingCard({
  item,
  onVote,
  busy,
}: {
  item: PendingItem;
  onVote: (vote: boolean) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('family');
  const labels = useDomainLabels();
  const imageUrl = useDrawnImageUrl();
  return (
    <li className="rounded-2xl border border-stone-200 p-3">
      <div className="flex gap-3">
        {item.thumbnailUrl ? (
          <img
            src={imageUrl(item.thumbnailUrl)}
            alt=""
            width={160}
            height={90}
            loading="lazy"
            className="aspect-video w-32 shrink-0 rounded-xl bg-stone-200 object-cover sm:w-40"
          />
        ) : (
          <div
            aria-hidden="true"
            className="flex aspect-video w-32 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-xs font-semibold text-teal-900 sm:w-40"
          >
            {t('pending.noPreview')}
          </div>
        )}
        <div className="min-w-0">
          <h3 translate="no" dir="auto" className="font-bold text-stone-900">
            {item.title}
          </h3>
          <p className="text-sm text-stone-600">
            {t('pending.details', {
              creator: nameText(item.creatorName),
              category: isCategory(item.category) ? labels.category(item.category) : item.category,
              ages: labels.ageBand(item.ageRange),
              rating: item.contentRating,
            })}
          </p>
          <p className="text-sm text-stone-600">{t('pending.yesVotes', { count: item.yesVotes })}</p>
        </div>
      </div>
      {item.description ? (
        <p translate="no" dir="auto" className="mt-2 line-clamp-3 text-stone-800">
          {item.description}
        </p>
      ) : null}
      <Preview item={item} />
      <ValueAnswersPanel item={item} />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={busy}
          onClick={() => onVote(true)}
          aria-label={t('pending.yesLabel', { title: item.title })}
        >
          {t('pending.yes')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => onVote(false)}
          aria-label={t('pending.noLabel', { title: item.title })}
        >
          {t('pending.no')}
        </Button>
      </div>
    </li>
  );
}

export function PendingContentPage() {
  const { t } = useTranslation(['family', 'dashboards']);
  const pending = usePendingContent();
  const vote = useVote();
  return (
    <DashboardShell title={t('dashboards:parent.title')} home="/dashboard/parent">
      <p>
        <Link to="/dashboard/parent" className={TEXT_LINK}>
          <span className="inline-block rtl:-scale-x-100">←</span> {t('backToDashboard')}
        </Link>
      </p>
      <DashboardCard title={t('dashboards:parent.cards.pendingContent')} headingId="pending-heading">
        <p className="mb-3">{t('pending.intro')}</p>
        {vote.isError ? (
          isEmailNotVerified(vote.error) ? (
            <VerifyEmailNotice message={vote.error.message} />
          ) : (
            <ErrorBanner>{errorMessage(vote.error)}</ErrorBanner>
          )
        ) : null}
        {vote.isSuccess ? <SuccessBanner>{t('pending.voted')}</SuccessBanner> : null}
        {pending.isPending ? (
          <LoadingState />
        ) : pending.isError ? (
          isEmailNotVerified(pending.error) ? (
            <VerifyEmailNotice message={pending.error.message} />
          ) : (
            <ErrorBanner>{errorMessage(pending.error)}</ErrorBanner>
          )
        ) : pending.data.length === 0 ? (
          <p className="mt-3">{t('notes.noPendingContent')}</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {pending.data.map((item) => (
              <PendingCard
                key={item.id}
                item={item}
                busy={vote.isPending}
                onVote={(choice) => vote.mutate({ id: item.id, vote: choice })}
              />
            ))}
          </ul>
        )}
      </DashboardCard>
    </DashboardShell>
  );
}
