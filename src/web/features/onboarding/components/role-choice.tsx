// After the slides: 'Are you a parent or a creator?' Each choice links to the registration form for that role.
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconBadge, type IconName } from '#web/components/icons';
import type { SelfServiceRole } from '#web/lib/roles';

/** Each choice's title and text are the onboarding namespace's `roleChoice.<role>`. */
const CHOICES: { role: SelfServiceRole; icon: IconName }[] = [
  { role: 'parent', icon: 'family' },
  { role: 'creator', icon: 'film' },
];

type RoleChoiceProps = {
  /** Called as a choice is followed (remembers the role for a later Google sign-in). */
  onChoose: (role: SelfServiceRole) => void;
};

/** Registration from onboarding skips the private-beta notice. */
export const FROM_ONBOARDING_STATE = { fromOnboarding: true } as const;

export function RoleChoice({ onChoose }: RoleChoiceProps) {
  const { t } = useTranslation('onboarding');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const baseId = useId();

  // The slides are gone: start screen-reader and keyboard users at the question.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className="animate-slide-in text-center">
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-3xl font-extrabold tracking-tight text-teal-900 focus:outline-none sm:text-4xl"
      >
        {t('roleChoice.question')}
      </h1>
      <p className="mt-3 text-lg text-stone-700">{t('roleChoice.intro')}</p>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        {CHOICES.map((choice) => (
          <Link
            key={choice.role}
            to={`/register?role=${choice.role}`}
            state={FROM_ONBOARDING_STATE}
            onClick={() => onChoose(choice.role)}
            aria-labelledby={`${baseId}-${choice.role}-title`}
            aria-describedby={`${baseId}-${choice.role}-text`}
            className="flex flex-col items-center rounded-3xl border-2 border-stone-200 bg-white p-5 text-center shadow-sm transition-colors hover:border-teal-700 hover:bg-teal-50"
          >
            <IconBadge name={choice.icon} />
            <span id={`${baseId}-${choice.role}-title`} className="mt-3 text-xl font-bold text-stone-900">
              {t(`roleChoice.${choice.role}.title`)}
            </span>
            <span id={`${baseId}-${choice.role}-text`} className="mt-1 text-base text-stone-700">
              {t(`roleChoice.${choice.role}.text`)}
            </span>
          </Link>
        ))}
      </div>
    </div>
  );
}
