// /dashboard/parent: children, screen time (with today's prayer times and the e-mail when a child asks for more
// time), activity, voting, content preferences, child mode, plan. Composes the family cards in the dashboards shell,
// so it lives in app/ (neither feature imports the other). The time things share the Screen Time card: the page is
// no longer on a phone than before them (e2e/parent-dashboard-length.spec.ts).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/button';
import { DashboardCard, DashboardShell } from '#web/components/dashboard-shell';
import { TEXT_LINK } from '#web/components/form-card';
import { LoadingState } from '#web/components/spinner';
import {
  ActivityMonitor,
  ChildModeSettingsCard,
  ChildrenManager,
  ContentPreferencesCard,
  ScreenTimeCard,
  SubscriptionCard,
  TimeRequestAlerts,
  TimeRequestEmailSetting,
} from '#web/features/family';
import { PrayerTimesCard } from '#web/features/prayer-times';
import { useMe } from '#web/lib/session';

export function ParentDashboardPage() {
  const { t } = useTranslation(['dashboards', 'prayer-times']);
  const me = useMe();
  const profile = me.data?.profile;
  const name = profile?.fullName || me.data?.user.name;

  return (
    <DashboardShell
      title={t('parent.title')}
      home="/dashboard/parent"
      intro={name ? t('parent.greeting', { name }) : undefined}
    >
      {profile && !profile.setupCompleted ? (
        <div className="rounded-3xl border border-amber-200 bg-amber-50 p-5 text-amber-950">
          <p className="font-bold">{t('parent.setupUnfinished')}</p>
          <p className="mt-1">{t('parent.setupUnfinishedHint')}</p>
          <Link to="/get-started" className={buttonClasses({ className: 'mt-3' })}>
            {t('parent.continueSetup')}
          </Link>
        </div>
      ) : null}

      <TimeRequestAlerts />

      <DashboardCard title={t('parent.cards.children')} headingId="children-heading">
        <ChildrenManager />
      </DashboardCard>

      <DashboardCard title={t('parent.cards.screenTime')} headingId="screen-time-heading">
        <ScreenTimeCard>
          <TimeRequestEmailSetting />
          <section aria-labelledby="prayer-times-heading" className="border-t border-stone-200 pt-4">
            <h3 id="prayer-times-heading" className="mb-2 font-bold text-stone-900">
              {t('prayer-times:card.title')}
            </h3>
            <PrayerTimesCard />
          </section>
        </ScreenTimeCard>
      </DashboardCard>

      <DashboardCard title={t('parent.cards.activity')} headingId="activity-heading">
        <ActivityMonitor />
      </DashboardCard>

      <DashboardCard title={t('parent.cards.pendingContent')} headingId="pending-heading">
        <p>{t('parent.pendingContent.intro')}</p>
        <p className="mt-2">
          <Link to="/dashboard/parent/pending-content" className={TEXT_LINK}>
            {t('parent.pendingContent.link')}
          </Link>
        </p>
      </DashboardCard>

      <DashboardCard title={t('parent.cards.contentPreferences')} headingId="preferences-heading">
        {profile ? <ContentPreferencesCard saved={profile.contentCategories} /> : <LoadingState />}
      </DashboardCard>

      <DashboardCard title={t('parent.cards.childMode')} headingId="child-mode-heading">
        <ChildModeSettingsCard />
      </DashboardCard>

      <DashboardCard title={t('parent.cards.subscription')} headingId="subscription-heading">
        <SubscriptionCard profile={profile} />
      </DashboardCard>

      <DashboardCard title={t('parent.cards.account')} headingId="account-heading">
        <p>{t('parent.account.intro')}</p>
        <p className="mt-2">
          <Link to="/settings/profile" className={TEXT_LINK}>
            {t('profileSettings')}
          </Link>
        </p>
      </DashboardCard>
    </DashboardShell>
  );
}
