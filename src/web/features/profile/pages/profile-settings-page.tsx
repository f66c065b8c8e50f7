// /settings/profile: profile details, password, e-mail, and the danger zone.
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TEXT_LINK } from '#web/components/form-card';
import { LoadingState } from '#web/components/spinner';
import { TvDeviceToggle } from '#web/features/tv';
import { errorMessage } from '#web/lib/api-client';
import { dashboardPathFor } from '#web/lib/roles';
import { useMe } from '#web/lib/session';
import { pageTitle } from '#web/lib/site';
import { useOwnProfile } from '../api/get-own-profile';
import { ChangeEmailForm } from '../components/change-email-form';
import { ChangePasswordForm } from '../components/change-password-form';
import { DeleteAccountSection } from '../components/delete-account-section';
import { ProfileForm } from '../components/profile-form';

const CARD = 'rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8';
const H2 = 'text-xl font-bold text-stone-900';

export function ProfileSettingsPage() {
  const { t } = useTranslation('profile');
  const me = useMe();
  const profile = useOwnProfile();
  const user = me.data?.user;

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:py-12">
      <title>{pageTitle(t('settings.title'))}</title>
      <div>
        {user ? (
          <Link to={dashboardPathFor(user.role)} className={`text-sm ${TEXT_LINK}`}>
            {t('settings.backToDashboard')}
          </Link>
        ) : null}
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-stone-900">{t('settings.title')}</h1>
        {profile.data ? (
          <p className="mt-1 text-stone-700">
            {profile.data.kind === 'creator' ? t('settings.creatorAccount') : t('settings.parentAccount')} ·{' '}
            <Link to="/profile" className={TEXT_LINK}>
              {t('settings.viewPublicProfile')}
            </Link>
          </p>
        ) : null}
      </div>

      <section aria-labelledby="details-heading" className={CARD}>
        <h2 id="details-heading" className={H2}>
          {t('settings.yourDetails')}
        </h2>
        <div className="mt-5">
          {profile.isPending ? (
            <LoadingState />
          ) : profile.isError ? (
            <div className="space-y-3">
              <ErrorBanner>{errorMessage(profile.error)}</ErrorBanner>
              <Button variant="secondary" onClick={() => void profile.refetch()}>
                {t('settings.tryAgain')}
              </Button>
            </div>
          ) : (
            <ProfileForm key={profile.data.id} profile={profile.data} />
          )}
        </div>
      </section>

      <section aria-labelledby="password-heading" className={CARD}>
        <h2 id="password-heading" className={H2}>
          {t('settings.changePassword')}
        </h2>
        <div className="mt-5">
          {user?.hasPassword ? (
            <ChangePasswordForm />
          ) : (
            <p className="text-base text-stone-700">
              <Trans
                t={t}
                i18nKey="settings.noPasswordGoogle"
                components={{ forgot: <Link to="/forgot-password" className={TEXT_LINK} /> }}
              />
            </p>
          )}
        </div>
      </section>

      <section aria-labelledby="email-heading" className={CARD}>
        <h2 id="email-heading" className={H2}>
          {t('settings.changeEmail')}
        </h2>
        <div className="mt-5">{user ? <ChangeEmailForm currentEmail={user.email} /> : null}</div>
      </section>

      <TvDeviceToggle className={CARD} headingClassName={H2} />

      {me.data ? <DeleteAccountSection me={me.data} /> : null}
    </div>
  );
}
