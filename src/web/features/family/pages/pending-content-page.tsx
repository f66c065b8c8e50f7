// /dashboard/parent/pending-content: parents vote yes or no on up to 20 items waiting for review; a voted
// item leaves the list; 10 yes votes approve an item (on the server).
import { useState } from 'react';
import { Link } from 'react-router';
import { CHILD_MODE_MESSAGES } from '#shared/child-mode';
import { ageBandLabel } from '#shared/domain';
import type { PendingItem } from '#shared/voting.schema';
import { parseYouTubeVideoId, youTubeEmbedUrl } from '#shared/youtube-url';
import { ErrorBanner, SuccessBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TEXT_LINK } from '#web/components/form-card';
import { LoadingState } from '#web/components/spinner';
import { VerifyEmailNotice } from '#web/features/auth';
import { DashboardCard, DashboardShell } from '#web/features/dashboards';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { usePendingContent, useVote } from '../api/pending-content';

function isEmailNotVerified(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED';
}

function Preview({ item }: { item: PendingItem }) {
  const [open, setOpen] = useState(false);
  const videoId = item.youtubeUrl ? parseYouTubeVideoId(item.youtubeUrl) : null;
  if (!videoId) return null;
  return open ? (
    <div className="mt-3 aspect-video overflow-hidden rounded-2xl bg-stone-950">
      <iframe
        title={`Preview: ${item.title}`}
        src={youTubeEmbedUrl(videoId)}
        className="size-full border-0"
        allow="encrypted-media; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  ) : (
    <Button size="sm" variant="ghost" className="mt-2" onClick={() => setOpen(true)}>
      Watch a preview
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
  return (
    <li className="rounded-2xl border border-stone-200 p-3">
      <div className="flex gap-3">
        {item.thumbnailUrl ? (
          <img
            src={item.thumbnailUrl}
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
            No preview yet
          </div>
        )}
        <div className="min-w-0">
          <h3 className="font-bold text-stone-900">{item.title}</h3>
          <p className="text-sm text-stone-600">
            {item.creatorName} · {item.category} · Ages {ageBandLabel(item.ageRange)} · {item.contentRating}
          </p>
          <p className="text-sm text-stone-600">
            {item.yesVotes} yes {item.yesVotes === 1 ? 'vote' : 'votes'} so far
          </p>
        </div>
      </div>
      {item.description ? <p className="mt-2 line-clamp-3 text-stone-800">{item.description}</p> : null}
      <Preview item={item} />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={busy}
          onClick={() => onVote(true)}
          aria-label={`Yes, suitable: ${item.title}`}
        >
          Yes, suitable
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => onVote(false)}
          aria-label={`No, not suitable: ${item.title}`}
        >
          No
        </Button>
      </div>
    </li>
  );
}

export function PendingContentPage() {
  const pending = usePendingContent();
  const vote = useVote();
  return (
    <DashboardShell title="Parent Dashboard" home="/dashboard/parent">
      <p>
        <Link to="/dashboard/parent" className={TEXT_LINK}>
          ← Back to the dashboard
        </Link>
      </p>
      <DashboardCard title="Review pending content" headingId="pending-heading">
        <p className="mb-3">
          Would you be happy for your children to watch these? Ten yes votes from parents send an item to our
          moderators to publish.
        </p>
        {vote.isError ? (
          isEmailNotVerified(vote.error) ? (
            <VerifyEmailNotice message={vote.error.message} />
          ) : (
            <ErrorBanner>{errorMessage(vote.error)}</ErrorBanner>
          )
        ) : null}
        {vote.isSuccess ? <SuccessBanner>Thank you, your vote is counted.</SuccessBanner> : null}
        {pending.isPending ? (
          <LoadingState />
        ) : pending.isError ? (
          isEmailNotVerified(pending.error) ? (
            <VerifyEmailNotice message={pending.error.message} />
          ) : (
            <ErrorBanner>{errorMessage(pending.error)}</ErrorBanner>
          )
        ) : pending.data.length === 0 ? (
          <p className="mt-3">{CHILD_MODE_MESSAGES.noPendingContent}</p>
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
