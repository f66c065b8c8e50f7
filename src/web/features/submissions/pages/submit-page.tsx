// /share and /submit: the video submission form; signed-out visitors get the spec's sign-in prompt, and an
// unconfirmed address gets the confirm-your-e-mail notice with a resend button (decision 010).
import { Link } from 'react-router';
import { PIPELINE_MESSAGES } from '#shared/pipeline-messages';
import { buttonClasses } from '#web/components/button';
import { FormCard } from '#web/components/form-card';
import { LoadingState } from '#web/components/spinner';
import { useMe, VerifyEmailNotice } from '#web/features/auth';
import { SubmissionForm } from '../components/submission-form';

export function SubmitPage() {
  const me = useMe();
  if (me.data === undefined) return <LoadingState />;
  if (me.data === null) {
    return (
      <FormCard title="Share a video" icon="film">
        <p className="text-base text-stone-800">{PIPELINE_MESSAGES.signInToSubmit}</p>
        <Link to="/signin" className={buttonClasses({ className: 'mt-4' })}>
          Go to Login
        </Link>
      </FormCard>
    );
  }
  if (!me.data.user.emailVerified) {
    return (
      <FormCard title="Share a video" icon="film">
        <VerifyEmailNotice />
      </FormCard>
    );
  }
  return (
    <FormCard
      title="Share a video"
      wide
      intro="Suggest a halal video for children. Every submission is screened and checked by a moderator before it is published."
    >
      <SubmissionForm />
    </FormCard>
  );
}
