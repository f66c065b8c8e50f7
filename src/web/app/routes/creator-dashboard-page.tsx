// /dashboard/creator: the Creator Studio: quick actions, the content manager and moderation messages; analytics later.
// Composes creator-studio's panels in the dashboards shell, so it lives in app/ (neither imports the other).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/button';
import { DashboardCard, DashboardShell } from '#web/components/dashboard-shell';
import { TEXT_LINK } from '#web/components/form-card';
import { CreatorStudioPanels } from '#web/features/creator-studio';
import { useMe } from '#web/lib/session';

export function CreatorDashboardPage() {
  const { t } = useTranslation('dashboards');
  const me = useMe();
  const profile = me.data?.profile;
  const name = profile?.fullName || me.data?.user.name || '';

  return (
    <DashboardShell
      title={t('creator.title')}
      home="/dashboard/creator"
      intro={name ? t('creator.welcomeName', { name }) : t('creator.welcome')}
    >
      {profile && !profile.setupCompleted ? (
        <div className="rounded-3xl border border-amber-200 bg-amber-50 p-5 text-amber-950">
          <p className="font-bold">{t('creator.setupUnfinished')}</p>
          <p className="mt-1">{t('creator.setupUnfinishedHint')}</p>
          <Link to="/creator/get-started" className={buttonClasses({ className: 'mt-3' })}>
            {t('creator.finishSetup')}
          </Link>
        </div>
      ) : null}

      <CreatorStudioPanels />

      <DashboardCard title={t('creator.profile.title')} headingId="profile-heading">
        <p>{t('creator.profile.intro')}</p>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          <Link to="/settings/profile" className={TEXT_LINK}>
            {t('profileSettings')}
          </Link>
          <Link to="/profile" className={TEXT_LINK}>
            {t('creator.profile.viewPublic')}
          </Link>
        </div>
      </DashboardCard>
    </DashboardShell>
  );
}
