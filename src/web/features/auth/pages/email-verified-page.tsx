// /email-verified: where the e-mailed confirmation link lands. Success says so (and reloads the session);
// an expired or broken link (?error=…) says so and offers a new link.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorBanner, SuccessBanner } from '#web/components/banner';
import { buttonClasses } from '#web/components/button';
import { FormCard } from '#web/components/form-card';
import { LoadingState } from '#web/components/spinner';
import { refreshMe, useMe } from '#web/lib/session';
import { ResendVerificationButton } from '../components/verify-email-notice';

export function EmailVerifiedPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const failed = searchParams.has('error');
  const queryClient = useQueryClient();
  const me = useMe();

  // The link changed the account on the server: load it again so banners and gates update at once.
  useEffect(() => {
    void refreshMe(queryClient).catch(() => undefined);
  }, [queryClient]);

  if (me.isPending) return <LoadingState />;
  const signedIn = me.data ?? null;

  if (failed && !signedIn?.user.emailVerified) {
    return (
      <FormCard title={t('emailVerified.confirmTitle')} icon="mail">
        <div className="space-y-4">
          <ErrorBanner>{t('notes.verificationLinkInvalid')}</ErrorBanner>
          {signedIn ? (
            <ResendVerificationButton email={signedIn.user.email} />
          ) : (
            <Link to="/signin" className={buttonClasses()}>
              {t('emailVerified.signInForNewLink')}
            </Link>
          )}
        </div>
      </FormCard>
    );
  }

  return (
    <FormCard title={t('emailVerified.confirmedTitle')} icon="check">
      <div className="space-y-4">
        <SuccessBanner>{t('notes.emailVerified')}</SuccessBanner>
        {signedIn ? (
          <Link to={signedIn.nextPath} className={buttonClasses()}>
            {t('actions.continue')}
          </Link>
        ) : (
          <Link to="/signin" className={buttonClasses()}>
            {t('actions.signIn')}
          </Link>
        )}
      </div>
    </FormCard>
  );
}
