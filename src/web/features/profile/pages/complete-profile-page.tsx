// /complete-profile: an account with neither profile nor a role of its own chooses parent or creator, then continues
// to that setup. Any other account (a profile, an admin, a creator an admin made one) has nothing to choose: the
// server's nextPath says where it goes instead.
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ErrorBanner } from '#web/components/banner';
import { FormCard } from '#web/components/form-card';
import { IconBadge, type IconName } from '#web/components/icons';
import { LoadingState } from '#web/components/spinner';
import { useChooseRole } from '#web/features/auth';
import { errorMessage } from '#web/lib/api-client';
import { type SelfServiceRole, setupPathFor } from '#web/lib/roles';
import { useMe } from '#web/lib/session';

const CHOICES = [
  {
    role: 'parent',
    title: 'completeProfile.parentTitle',
    text: 'completeProfile.parentText',
    icon: 'family',
  },
  {
    role: 'creator',
    title: 'completeProfile.creatorTitle',
    text: 'completeProfile.creatorText',
    icon: 'film',
  },
] as const satisfies readonly { role: SelfServiceRole; title: string; text: string; icon: IconName }[];

export const COMPLETE_PROFILE_PATH = '/complete-profile';

export function CompleteProfilePage() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const choose = useChooseRole();
  const me = useMe();
  const busy = choose.isPending || choose.isSuccess;

  if (!busy) {
    // Signed out is the route guard's to handle.
    if (!me.data) return <LoadingState />;
    if (me.data.nextPath !== COMPLETE_PROFILE_PATH) return <Navigate to={me.data.nextPath} replace />;
  }

  return (
    <FormCard
      title={t('completeProfile.title')}
      documentTitle={t('completeProfile.documentTitle')}
      icon="user"
      wide
      intro={t('completeProfile.intro')}
    >
      <div className="space-y-4">
        {choose.isError ? <ErrorBanner>{errorMessage(choose.error)}</ErrorBanner> : null}
        <div className="grid gap-3 sm:grid-cols-2">
          {CHOICES.map((choice) => (
            <button
              key={choice.role}
              type="button"
              disabled={busy}
              aria-labelledby={`choice-${choice.role}-title`}
              aria-describedby={`choice-${choice.role}-text`}
              onClick={() =>
                choose.mutate(choice.role, {
                  onSuccess: () => void navigate(setupPathFor(choice.role), { replace: true }),
                })
              }
              className="flex flex-col items-center rounded-3xl border-2 border-stone-200 bg-white p-5 text-center shadow-sm transition-colors hover:border-teal-700 hover:bg-teal-50 disabled:opacity-60"
            >
              <IconBadge name={choice.icon} />
              <span id={`choice-${choice.role}-title`} className="mt-3 text-lg font-bold text-stone-900">
                {t(choice.title)}
              </span>
              <span id={`choice-${choice.role}-text`} className="mt-1 text-sm text-stone-700">
                {t(choice.text)}
              </span>
            </button>
          ))}
        </div>
      </div>
    </FormCard>
  );
}
