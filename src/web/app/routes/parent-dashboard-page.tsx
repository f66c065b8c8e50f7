// /dashboard/parent: children management, screen time, activity, voting, content preferences, child mode, plan.
// Composes the family cards in the dashboards shell, so it lives in app/ (neither feature imports the other).
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/button';
import { TEXT_LINK } from '#web/components/form-card';
import { LoadingState } from '#web/components/spinner';
import { useMe } from '#web/features/auth';
import { DashboardCard, DashboardShell } from '#web/features/dashboards';
import {
  ActivityMonitor,
  ChildModeSettingsCard,
  ChildrenManager,
  ContentPreferencesCard,
  ScreenTimeCard,
  SubscriptionCard,
} from '#web/features/family';

export function ParentDashboardPage() {
  const me = useMe();
  const profile = me.data?.profile;
  const name = profile?.fullName || me.data?.user.name;

  return (
    <DashboardShell
      title="Parent Dashboard"
      home="/dashboard/parent"
      intro={name ? `Assalamu alaikum, ${name}.` : undefined}
    >
      {profile && !profile.setupCompleted ? (
        <div className="rounded-3xl border border-amber-200 bg-amber-50 p-5 text-amber-950">
          <p className="font-bold">Your family setup is not finished.</p>
          <p className="mt-1">Add your children, set their screen time and choose their content.</p>
          <Link to="/get-started" className={buttonClasses({ className: 'mt-3' })}>
            Continue setup
          </Link>
        </div>
      ) : null}

      <DashboardCard title="Children" headingId="children-heading">
        <ChildrenManager />
      </DashboardCard>

      <DashboardCard title="Screen Time" headingId="screen-time-heading">
        <ScreenTimeCard />
      </DashboardCard>

      <DashboardCard title="Activity Monitor" headingId="activity-heading">
        <ActivityMonitor />
      </DashboardCard>

      <DashboardCard title="Review pending content" headingId="pending-heading">
        <p>Help other families: vote on videos waiting for review.</p>
        <p className="mt-2">
          <Link to="/dashboard/parent/pending-content" className={TEXT_LINK}>
            Review pending content
          </Link>
        </p>
      </DashboardCard>

      <DashboardCard title="Content preferences" headingId="preferences-heading">
        {profile ? <ContentPreferencesCard saved={profile.contentCategories} /> : <LoadingState />}
      </DashboardCard>

      <DashboardCard title="Child mode" headingId="child-mode-heading">
        <ChildModeSettingsCard />
      </DashboardCard>

      <DashboardCard title="Subscription" headingId="subscription-heading">
        <SubscriptionCard profile={profile} />
      </DashboardCard>

      <DashboardCard title="Your account" headingId="account-heading">
        <p>Change your details, password or e-mail address.</p>
        <p className="mt-2">
          <Link to="/settings/profile" className={TEXT_LINK}>
            Profile settings
          </Link>
        </p>
      </DashboardCard>
    </DashboardShell>
  );
}
