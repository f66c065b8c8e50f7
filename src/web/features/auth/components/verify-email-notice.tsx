// "Confirm your e-mail" with a Resend button: shown wherever an unverified account meets something that needs a
// verified address (the banner, the pending-content page, the submission form). Never a silent failure.
import { Trans, useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES } from '#shared/account-messages';
import { ErrorBanner, InfoBanner, SuccessBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { errorMessage } from '#web/lib/api-client';
import { messageText } from '#web/lib/i18n/message-text';
import { useMe } from '#web/lib/session';
import { useSendVerificationEmail } from '../api/send-verification-email';

export function ResendVerificationButton({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const resend = useSendVerificationEmail();
  return (
    <div className="mt-3 space-y-3">
      <Button size="sm" variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate(email)}>
        {t('verifyEmail.resend')}
      </Button>
      {resend.isSuccess ? <SuccessBanner>{t('notes.verificationSent')}</SuccessBanner> : null}
      {resend.isError ? <ErrorBanner>{errorMessage(resend.error)}</ErrorBanner> : null}
    </div>
  );
}

/** The server's EMAIL_NOT_VERIFIED message (or the same text), with the resend button for the signed-in user. */
export function VerifyEmailNotice({ message = ACCOUNT_MESSAGES.emailNotVerified }: { message?: string }) {
  const { t } = useTranslation('auth');
  const me = useMe();
  return (
    <InfoBanner>
      <p>{messageText(message)}</p>
      {me.data ? (
        <p className="mt-1">
          <Trans
            t={t}
            i18nKey="verifyEmail.sentTo"
            values={{ email: me.data.user.email }}
            components={{ strong: <strong className="break-all" /> }}
          />
        </p>
      ) : null}
      {me.data ? <ResendVerificationButton email={me.data.user.email} /> : null}
    </InfoBanner>
  );
}

/** The banner's content for a signed-in user whose address is not confirmed (unverified-email-banner.tsx shows it). */
export function UnverifiedEmailBannerBody({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  return (
    <section aria-label={t('verifyEmail.bannerLabel')} className="mx-auto mt-3 max-w-6xl px-3 sm:px-4">
      <InfoBanner>
        <p>
          <Trans
            t={t}
            i18nKey="verifyEmail.bannerText"
            values={{ email }}
            components={{ strong: <strong className="break-all" /> }}
          />
        </p>
        <ResendVerificationButton email={email} />
      </InfoBanner>
    </section>
  );
}
