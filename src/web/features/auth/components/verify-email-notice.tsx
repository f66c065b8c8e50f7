// "Confirm your e-mail" with a Resend button: shown wherever an unverified account meets something that needs a
// verified address (the banner, the pending-content page, the submission form). Never a silent failure.
import { useLocation } from 'react-router';
import { ACCOUNT_MESSAGES } from '#shared/accounts.schema';
import { ErrorBanner, InfoBanner, SuccessBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { errorMessage } from '#web/lib/api-client';
import { useMe } from '../api/get-me';
import { useSendVerificationEmail } from '../api/send-verification-email';

export const RESEND_LABEL = 'Resend verification e-mail';

export function ResendVerificationButton({ email }: { email: string }) {
  const resend = useSendVerificationEmail();
  return (
    <div className="mt-3 space-y-3">
      <Button size="sm" variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate(email)}>
        {RESEND_LABEL}
      </Button>
      {resend.isSuccess ? <SuccessBanner>{ACCOUNT_MESSAGES.verificationSent}</SuccessBanner> : null}
      {resend.isError ? <ErrorBanner>{errorMessage(resend.error)}</ErrorBanner> : null}
    </div>
  );
}

/** The server's EMAIL_NOT_VERIFIED message (or the same text), with the resend button for the signed-in user. */
export function VerifyEmailNotice({ message = ACCOUNT_MESSAGES.emailNotVerified }: { message?: string }) {
  const me = useMe();
  return (
    <InfoBanner>
      <p>{message}</p>
      {me.data ? (
        <p className="mt-1">
          We sent it to <strong className="break-all">{me.data.user.email}</strong>.
        </p>
      ) : null}
      {me.data ? <ResendVerificationButton email={me.data.user.email} /> : null}
    </InfoBanner>
  );
}

/** Pages that show their own notice (one resend button per page is enough). */
const PAGES_WITH_OWN_NOTICE = ['/email-verified', '/dashboard/parent/pending-content', '/share', '/submit'];

/** A slim banner under the top bar for every signed-in user whose address is not confirmed yet. */
export function UnverifiedEmailBanner() {
  const me = useMe();
  const { pathname } = useLocation();
  if (!me.data || me.data.user.emailVerified || PAGES_WITH_OWN_NOTICE.includes(pathname)) return null;
  return (
    <section aria-label="Confirm your e-mail address" className="mx-auto mt-3 max-w-6xl px-3 sm:px-4">
      <InfoBanner>
        <p>
          Please confirm your e-mail address: open the link we sent to{' '}
          <strong className="break-all">{me.data.user.email}</strong>. Until then you can watch, but not
          review, vote on or share videos.
        </p>
        <ResendVerificationButton email={me.data.user.email} />
      </InfoBanner>
    </section>
  );
}
