// Register while registration is invite-only: the spec's 'Coming Soon' private-beta notice with the
// mailing-list form, so a family can join the waiting list (and is told when its invitation link no longer works).
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBanner } from '#web/components/banner';
import { buttonClasses } from '#web/components/button';
import { FormCard, TEXT_LINK } from '#web/components/form-card';
import { MailingListForm } from '#web/features/outreach';

export function WaitlistNotice({ inviteInvalid = false }: { inviteInvalid?: boolean }) {
  const { t } = useTranslation('auth');
  const { t: tOutreach } = useTranslation('outreach');
  return (
    <FormCard title={t('waitlist.title')} documentTitle={t('register.documentTitle')} icon="moon">
      <div className="space-y-4 text-base text-stone-700">
        {inviteInvalid ? <ErrorBanner>{tOutreach('waitlistNotice.inviteInvalid')}</ErrorBanner> : null}
        <p>{t('waitlist.privateBeta')}</p>
        <section id="waitlist" aria-labelledby="waitlist-form-title" className="rounded-2xl bg-teal-50 p-4">
          <h2 id="waitlist-form-title" className="text-lg font-bold text-stone-900">
            {tOutreach('waitlistNotice.formTitle')}
          </h2>
          <p className="mt-1 mb-3 text-sm">{tOutreach('waitlistNotice.formIntro')}</p>
          <MailingListForm label={tOutreach('waitlistNotice.formTitle')} />
        </section>
        <p>{t('waitlist.watchWithoutAccount')}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/onboarding?mode=parent" className={buttonClasses({ variant: 'secondary' })}>
            {t('waitlist.backToOnboarding')}
          </Link>
          <Link to="/feed" className={buttonClasses({ variant: 'secondary' })}>
            {t('actions.justWatchVideos')}
          </Link>
        </div>
        <p className="text-sm">
          <Trans
            t={t}
            i18nKey="actions.alreadyHaveAccount"
            components={{ a: <Link to="/signin" className={TEXT_LINK} /> }}
          />
        </p>
      </div>
    </FormCard>
  );
}
