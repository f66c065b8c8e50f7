// Register while registration is in waitlist mode and the visitor did not come from onboarding.
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/button';
import { FormCard, TEXT_LINK } from '#web/components/form-card';

export function WaitlistNotice() {
  return (
    <FormCard title="Coming Soon" documentTitle="Register" icon="moon">
      <div className="space-y-4 text-base text-stone-700">
        <p>
          We are in a private beta, so registration is invite-only for now. New families and creators are
          joining in small groups while we make everything just right.
        </p>
        <p>You can still watch every video without an account.</p>
        <div className="flex flex-col gap-3 pt-2 sm:flex-row">
          <Link to="/onboarding?mode=parent" className={buttonClasses()}>
            Back to onboarding
          </Link>
          <Link to="/feed" className={buttonClasses({ variant: 'secondary' })}>
            Just watch videos
          </Link>
        </div>
        <p className="text-sm">
          Already have an account?{' '}
          <Link to="/signin" className={TEXT_LINK}>
            Sign in
          </Link>
        </p>
      </div>
    </FormCard>
  );
}
