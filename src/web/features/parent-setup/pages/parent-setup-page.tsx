// /get-started: the parent wizard in five steps — welcome, add children, screen time, content (categories and each
// child's values preset), done.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Category } from '#shared/domain';
import { intlLocale } from '#shared/locales';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { IconBadge, type IconName } from '#web/components/icons';
import { LoadingState, Spinner } from '#web/components/spinner';
import { useChildren, useUpdateChildren } from '#web/features/children';
import { errorMessage } from '#web/lib/api-client';
import { useMe } from '#web/lib/session';
import { pageTitle } from '#web/lib/site';
import { useCompleteParentSetup } from '../api/complete-parent-setup';
import { AddChildStep } from '../components/add-child-step';
import { ContentPreferencesStep, initialCategories } from '../components/content-preferences-step';
import { ScreenTimeStep } from '../components/screen-time-step';

/** Each step's title is the parent-setup namespace's `steps.<key>`. */
const STEPS: { key: 'welcome' | 'addChildren' | 'screenTime' | 'content' | 'complete'; icon: IconName }[] = [
  { key: 'welcome', icon: 'wave' },
  { key: 'addChildren', icon: 'family' },
  { key: 'screenTime', icon: 'clock' },
  { key: 'content', icon: 'sliders' },
  { key: 'complete', icon: 'check' },
];
const TOTAL = STEPS.length;

/** Step numbers in the active language's digits. */
function formatStep(language: string, step: number): { step: string; total: string } {
  const numbers = new Intl.NumberFormat(intlLocale(language));
  return { step: numbers.format(step), total: numbers.format(TOTAL) };
}

function StepProgress({ step }: { step: number }) {
  const { t, i18n } = useTranslation('parent-setup');
  return (
    <div>
      <p className="text-sm font-bold text-teal-800">{t('progress', formatStep(i18n.language, step))}</p>
      <div className="mt-2 flex gap-1.5" aria-hidden="true">
        {STEPS.map((entry, index) => (
          <span
            key={entry.key}
            className={`h-1.5 flex-1 rounded-full ${index < step ? 'bg-teal-700' : 'bg-stone-200'}`}
          />
        ))}
      </div>
    </div>
  );
}

export function ParentSetupPage() {
  const { t, i18n } = useTranslation('parent-setup');
  const navigate = useNavigate();
  const me = useMe();
  const children = useChildren();
  const complete = useCompleteParentSetup();
  const saveValues = useUpdateChildren();
  const [step, setStep] = useState(1);
  const [categoryDraft, setCategoryDraft] = useState<Category[] | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // A new step replaces the content under the button that was pressed: start the user at its heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step change is the trigger.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const current = STEPS[step - 1] ?? STEPS[0];
  if (!current) return null;
  const firstName = me.data?.profile?.fullName?.split(' ')[0] ?? me.data?.user.name?.split(' ')[0] ?? '';
  const list = children.data ?? [];
  const title = t(`steps.${current.key}`);

  let body: ReactNode;
  if (step === 1) {
    body = (
      <div className="space-y-4 text-base text-stone-700">
        <p>{firstName ? t('welcome.introNamed', { name: firstName }) : t('welcome.intro')}</p>
        <ul className="list-inside list-disc space-y-1">
          <li>{t('welcome.addChildren')}</li>
          <li>{t('welcome.screenTime')}</li>
          <li>{t('welcome.content')}</li>
        </ul>
        <p>{t('welcome.changeLater')}</p>
        <Button size="lg" onClick={() => setStep(2)}>
          {t('actions.continue')}
        </Button>
      </div>
    );
  } else if (step === 2) {
    body = (
      <div className="space-y-6">
        <AddChildStep />
        <div className="flex flex-wrap gap-3 border-t border-stone-200 pt-5">
          <Button variant="secondary" onClick={() => setStep(1)}>
            {t('actions.back')}
          </Button>
          {list.length > 0 ? (
            <Button onClick={() => setStep(3)}>{t('actions.continue')}</Button>
          ) : (
            <Button variant="ghost" onClick={() => setStep(3)}>
              {t('actions.skip')}
            </Button>
          )}
        </div>
      </div>
    );
  } else if (step === 3) {
    body = children.isPending ? (
      <LoadingState />
    ) : (
      <ScreenTimeStep list={list} onBack={() => setStep(2)} onDone={() => setStep(4)} />
    );
  } else if (step === 4) {
    body =
      me.isPending || children.isPending ? (
        <LoadingState />
      ) : (
        <ContentPreferencesStep
          draft={categoryDraft ?? initialCategories(me.data?.profile?.contentCategories ?? [])}
          onDraftChange={setCategoryDraft}
          list={list}
          saveValues={saveValues}
          onBack={() => setStep(3)}
          onDone={() => setStep(5)}
        />
      );
  } else {
    body = (
      <div className="space-y-4 text-base text-stone-700">
        <p>{t('done.text')}</p>
        {complete.isError ? <ErrorBanner>{errorMessage(complete.error)}</ErrorBanner> : null}
        <Button
          size="lg"
          disabled={complete.isPending || complete.isSuccess}
          onClick={() =>
            complete.mutate(undefined, {
              onSuccess: () => void navigate('/dashboard/parent', { replace: true }),
            })
          }
        >
          {complete.isPending || complete.isSuccess ? <Spinner /> : null}
          {t('done.goToDashboard')}
        </Button>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <title>{pageTitle(t('documentTitle', { title, ...formatStep(i18n.language, step) }))}</title>
      <div className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <StepProgress step={step} />
        <div key={step} className="mt-6 animate-slide-in">
          <IconBadge name={current.icon} />
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="mt-3 text-2xl font-extrabold tracking-tight text-stone-900 focus:outline-none sm:text-3xl"
          >
            {title}
          </h1>
          <div className="mt-5">{body}</div>
        </div>
      </div>
    </div>
  );
}
