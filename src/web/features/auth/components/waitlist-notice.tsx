// Register while registration is in waitlist mode and the visitor did not come from onboarding.
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/button';
import { FormCard, TEXT_LINK } from '#web/components/form-card';

export function WaitlistNotice() {
  const { t } = useTranslation('auth');
  return (
    <FormCard title={t('waitlist.title')} documentTitle={t('register.documentTitle')} icon="moon">
      <div className="space-y-4 text-base text-stone-700">
        <p>{t('waitlist.privateBeta')}</p>
        <p>{t('waitlist.watchWithoutAccount')}</p>
        <div className="flex flex-col gap-3 pt-2 sm:flex-row">
          <Link to="/onboarding?mode=parent" className={buttonClasses()}>
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
