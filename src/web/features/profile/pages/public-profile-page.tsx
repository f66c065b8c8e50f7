// /profile/:id (anyone) and /profile (your own): name, parent or creator, bio and website.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ACCOUNT_MESSAGES } from '#shared/accounts.schema';
import { ErrorBanner } from '#web/components/banner';
import { IconBadge } from '#web/components/icons';
import { LoadingState } from '#web/components/spinner';
import { LatestVideos } from '#web/features/video';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { messageText } from '#web/lib/i18n/message-text';
import { useMe } from '#web/lib/session';
import { pageTitle } from '#web/lib/site';
import { usePublicProfile } from '../api/get-public-profile';

function ProfileNotFound() {
  const { t } = useTranslation('profile');
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-6 py-16 text-center">
      <title>{pageTitle(messageText(ACCOUNT_MESSAGES.profileNotFound))}</title>
      <IconBadge name="user" tone="amber" />
      <h1 className="mt-4 text-2xl font-bold text-stone-900">
        {messageText(ACCOUNT_MESSAGES.profileNotFound)}
      </h1>
      <p className="mt-3 text-stone-700">{t('notes.profileDoesNotExist')}</p>
    </div>
  );
}

/** Only our own avatar route: a profile must never make the page load something from another site. */
function isOwnOriginPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

function websiteLabel(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname.replace(/^www\./, '')}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return url;
  }
}

function isHttpUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

function ProfileView({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const profile = usePublicProfile(userId);

  if (profile.isPending) return <LoadingState />;
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) return <ProfileNotFound />;
    return (
      <div className="mx-auto max-w-lg px-4 py-12">
        <title>{pageTitle(t('public.title'))}</title>
        <h1 className="sr-only">{t('public.title')}</h1>
        <ErrorBanner>{errorMessage(profile.error)}</ErrorBanner>
      </div>
    );
  }

  const data = profile.data;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <title>{pageTitle(data.name)}</title>
      <article className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <div className="flex items-center gap-4">
          {data.avatarUrl && isOwnOriginPath(data.avatarUrl) ? (
            <img
              src={data.avatarUrl}
              alt=""
              width={80}
              height={80}
              className="size-20 rounded-full bg-stone-100"
            />
          ) : (
            <IconBadge name="user" />
          )}
          <div className="min-w-0">
            <h1
              translate="no"
              dir="auto"
              className="text-2xl font-extrabold tracking-tight break-words text-stone-900 sm:text-3xl"
            >
              {data.name}
            </h1>
            <p className="mt-1 inline-block rounded-full bg-teal-100 px-3 py-0.5 text-sm font-bold text-teal-900">
              {data.type === 'creator' ? t('public.creator') : t('public.parent')}
            </p>
          </div>
        </div>
        {data.bio ? (
          <p translate="no" dir="auto" className="mt-5 text-base whitespace-pre-line text-stone-700">
            {data.bio}
          </p>
        ) : null}
        {data.website && isHttpUrl(data.website) ? (
          <p className="mt-4 text-base">
            <span className="font-bold text-stone-900">{t('public.website')} </span>
            <a
              href={data.website}
              rel="noopener noreferrer nofollow"
              target="_blank"
              className="font-semibold break-all text-teal-800 underline underline-offset-2 hover:text-teal-950"
            >
              {websiteLabel(data.website)}
              <span className="sr-only"> {t('public.opensInNewTab')}</span>
            </a>
          </p>
        ) : null}
      </article>
      {data.type === 'creator' ? <LatestVideos userId={userId} /> : null}
    </div>
  );
}

export function PublicProfilePage() {
  const { id } = useParams();
  const me = useMe();
  // /profile is guarded, so without an id the session is there.
  const userId = id ?? me.data?.user.id;
  if (!userId) return <LoadingState />;
  return <ProfileView key={userId} userId={userId} />;
}
