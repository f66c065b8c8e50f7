// /dashboard/parent: the parent's children and account links; screen time, activity and more arrive later.
import { Link } from 'react-router';
import { ageBandLabel } from '../../../../shared/domain';
import { ErrorBanner } from '../../../components/banner';
import { buttonClasses } from '../../../components/button';
import { TEXT_LINK } from '../../../components/form-card';
import { LoadingState } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatScreenTime } from '../../../lib/format';
import { useMe } from '../../auth/api/get-me';
import { useChildren } from '../../children/api/get-children';
import { DashboardCard, DashboardShell } from '../components/dashboard-shell';

export const NO_CHILDREN = 'No child profiles added yet.';

export function ParentDashboardPage() {
  const me = useMe();
  const children = useChildren();
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
        {children.isPending ? (
          <LoadingState />
        ) : children.isError ? (
          <ErrorBanner>{errorMessage(children.error)}</ErrorBanner>
        ) : children.data.length === 0 ? (
          <p>{NO_CHILDREN}</p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200">
            {children.data.map((child) => (
              <li key={child.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
                <span className="font-bold text-stone-900">{child.name}</span>
                <span className="text-sm text-stone-600">
                  Ages {ageBandLabel(child.ageBand)} · {formatScreenTime(child.screenTimeLimit)} a day
                </span>
              </li>
            ))}
          </ul>
        )}
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
