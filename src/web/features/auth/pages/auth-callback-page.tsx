// /auth/callback: where Google sign-in returns. A new account gets the role picked during onboarding
// (parent by default) and goes to its setup; everyone else goes where they were heading, or to `nextPath`.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorBanner } from '#web/components/banner';
import { buttonClasses } from '#web/components/button';
import { FormCard } from '#web/components/form-card';
import { LoadingState } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { takeIntendedRole, takeReturnTo } from '#web/lib/auth-storage';
import { setupPathFor } from '#web/lib/roles';
import { refreshMe } from '#web/lib/session';
import { pageTitle } from '#web/lib/site';
import { chooseRole } from '../api/choose-role';

export function AuthCallbackPage() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // The work is not idempotent (it creates a profile): run it once even if the effect runs twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const finish = async () => {
      const me = await refreshMe(queryClient);
      if (!me) {
        await navigate('/signin?error=oauth', { replace: true });
        return;
      }
      if (!me.profile && me.user.role !== 'admin') {
        const role = takeIntendedRole();
        await chooseRole(role);
        await refreshMe(queryClient);
        await navigate(setupPathFor(role), { replace: true });
        return;
      }
      takeIntendedRole();
      await navigate(takeReturnTo() ?? me.nextPath, { replace: true });
    };
    finish().catch((error: unknown) => setFailure(errorMessage(error)));
  }, [navigate, queryClient]);

  if (failure) {
    return (
      <FormCard title={t('callback.problemTitle')} icon="key">
        <div className="space-y-4">
          <ErrorBanner>{failure}</ErrorBanner>
          <Link to="/signin" className={buttonClasses()}>
            {t('actions.backToSignIn')}
          </Link>
        </div>
      </FormCard>
    );
  }
  return (
    <>
      <title>{pageTitle(t('callback.documentTitle'))}</title>
      <h1 className="sr-only">{t('callback.heading')}</h1>
      <LoadingState />
    </>
  );
}
