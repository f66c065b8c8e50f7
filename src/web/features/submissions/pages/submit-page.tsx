// /share and /submit: the video submission form; signed-out visitors get the spec's sign-in prompt, and an
// unconfirmed address gets the confirm-your-e-mail notice with a resend button (decision 010).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PIPELINE_MESSAGES } from '#shared/pipeline-messages';
import { buttonClasses } from '#web/components/button';
import { FormCard } from '#web/components/form-card';
import { LoadingState } from '#web/components/spinner';
import { VerifyEmailNotice } from '#web/features/auth';
import { messageText } from '#web/lib/i18n/message-text';
import { useMe } from '#web/lib/session';
import { SubmissionForm } from '../components/submission-form';

export function SubmitPage() {
  const { t } = useTranslation('submissions');
  const me = useMe();
  if (me.data === undefined) return <LoadingState />;
  if (me.data === null) {
    return (
      <FormCard title={t('page.title')} icon="film">
        <p className="text-base text-stone-800">{messageText(PIPELINE_MESSAGES.signInToSubmit)}</p>
        <Link to="/signin" className={buttonClasses({ className: 'mt-4' })}>
          {t('page.goToLogin')}
        </Link>
      </FormCard>
    );
  }
  if (!me.data.user.emailVerified) {
    return (
      <FormCard title={t('page.title')} icon="film">
        <VerifyEmailNotice />
      </FormCard>
    );
  }
  return (
    <FormCard title={t('page.title')} wide intro={t('page.intro')}>
      <SubmissionForm />
    </FormCard>
  );
}
