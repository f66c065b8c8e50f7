// /dashboard/creator: the Creator Studio: quick actions, the content manager and moderation messages; analytics later.
// Composes creator-studio's panels in the dashboards shell, so it lives in app/ (neither imports the other).
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/button';
import { TEXT_LINK } from '#web/components/form-card';
import { useMe } from '#web/features/auth';
import { CreatorStudioPanels } from '#web/features/creator-studio';
import { DashboardCard, DashboardShell } from '#web/features/dashboards';

export function CreatorDashboardPage() {
  const me = useMe();
  const profile = me.data?.profile;
  const name = profile?.fullName || me.data?.user.name || '';

  return (
    <DashboardShell
      title="Creator Studio"
      home="/dashboard/creator"
      intro={name ? `Welcome, ${name}!` : 'Welcome!'}
    >
      {profile && !profile.setupCompleted ? (
        <div className="rounded-3xl border border-amber-200 bg-amber-50 p-5 text-amber-950">
          <p className="font-bold">Your creator profile is not finished.</p>
          <p className="mt-1">Add your bio, channel and expertise so families know who you are.</p>
          <Link to="/creator/get-started" className={buttonClasses({ className: 'mt-3' })}>
            Finish setup
          </Link>
        </div>
      ) : null}

      <CreatorStudioPanels />

      <DashboardCard title="Your profile" headingId="profile-heading">
        <p>Keep your details up to date: they appear on your public profile.</p>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          <Link to="/settings/profile" className={TEXT_LINK}>
            Profile settings
          </Link>
          <Link to="/profile" className={TEXT_LINK}>
            View public profile
          </Link>
        </div>
      </DashboardCard>
    </DashboardShell>
  );
}
