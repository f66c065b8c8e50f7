// /onboarding?mode=parent|child: four slides, then the parent-or-creator question that leads to registration.
// Signed-in users, and visitors who already finished onboarding, go straight to the videos.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '#web/components/button';
import { LoadingState } from '#web/components/spinner';
import { childWatchPath } from '#web/features/child-mode';
import { rememberIntendedRole } from '#web/lib/auth-storage';
import { useMe } from '#web/lib/session';
import { pageTitle } from '#web/lib/site';
import { OnboardingSlides, SLIDES } from '../components/onboarding-slides';
import { RoleChoice } from '../components/role-choice';
import { isOnboardingCompletedLocally, markOnboardingCompletedLocally } from '../lib/onboarding-storage';

function OnboardingFlow({ isChild }: { isChild: boolean }) {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const [stage, setStage] = useState<'slides' | 'role'>('slides');
  // A visitor watching as a child gets the children's screen as a demo (no account needed); a device in child mode
  // its own child feed.
  const watchPath = isChild ? childWatchPath() : '/feed';
  const isLast = index === SLIDES.length - 1;

  const skip = () => {
    markOnboardingCompletedLocally();
    void navigate('/feed');
  };

  return (
    <div className="mx-auto max-w-xl px-4 py-6 sm:py-10">
      <title>{pageTitle(t('documentTitle'))}</title>
      <div className="flex justify-end">
        <Button variant="ghost" size="sm" onClick={skip}>
          {t('actions.skip')}
        </Button>
      </div>
      <div className="mt-2 rounded-3xl border border-stone-200 bg-white px-5 py-8 shadow-sm sm:px-10">
        {stage === 'slides' ? (
          <OnboardingSlides
            index={index}
            onIndexChange={setIndex}
            controls={
              <div className="flex flex-col items-stretch gap-3">
                <Button size="lg" onClick={() => (isLast ? setStage('role') : setIndex(index + 1))}>
                  {t('actions.continue')}
                </Button>
                <Link to={watchPath} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
                  {t('actions.justWatchVideos')}
                </Link>
                <Link to="/signin" className={buttonClasses({ variant: 'ghost' })}>
                  {t('actions.alreadyHaveAccount')}
                </Link>
              </div>
            }
          />
        ) : (
          <>
            <RoleChoice onChoose={rememberIntendedRole} />
            <div className="mt-6 flex flex-col items-stretch gap-3 sm:flex-row sm:justify-center">
              <Button variant="secondary" onClick={() => setStage('slides')}>
                {t('actions.back')}
              </Button>
              <Link to="/signin" className={buttonClasses({ variant: 'ghost' })}>
                {t('actions.alreadyHaveAccount')}
              </Link>
            </div>
          </>
        )}
      </div>
    </div>
  );
}

export function OnboardingPage() {
  const me = useMe();
  const [searchParams] = useSearchParams();
  const isChild = searchParams.get('mode') === 'child';
  const navigate = useNavigate();
  // Decided on arrival only, so finishing onboarding during this visit does not bounce the visitor away. Read in an
  // effect: the server cannot see this device's storage, and the first browser render must match its page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival (a later change of mode is a move within the flow)
  useEffect(() => {
    if (isOnboardingCompletedLocally())
      void navigate(isChild ? childWatchPath() : '/feed', { replace: true });
  }, []);

  if (me.isPending) return <LoadingState />;
  if (me.data) return <Navigate to="/feed" replace />;
  return <OnboardingFlow isChild={isChild} />;
}
