// The learning settings on the progress page: "learn first" for this child (minutes of learning before videos open)
// and the family's weekly learning e-mail. Each control saves as the parent changes it; a refusal puts it back and
// says why. The server enforces both (the range of minutes, whose child it is); this only offers the choices.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChildLearningReport } from '#shared/tutor/learn-api';
import { ErrorBanner, SuccessBanner } from '#web/components/banner';
import { CheckboxField, SelectField } from '#web/components/select-field';
import { errorMessage } from '#web/lib/api-client';
import { formatScreenTime } from '#web/lib/format';
import { useSaveLearningEmail, useSaveLearningSettings } from '../api/learning-report';

/** The choices offered to a parent: off, or minutes of learning before videos (the server takes 0 to 60). */
const LEARN_FIRST_CHOICES = [0, 5, 10, 15, 20, 30, 45, 60] as const;

export function LearningSettings({ report, childName }: { report: ChildLearningReport; childName: string }) {
  const { t } = useTranslation('learning-progress');
  const saveSettings = useSaveLearningSettings(report.childId);
  const saveEmail = useSaveLearningEmail();
  const [minutes, setMinutes] = useState(report.learnFirstMinutes);
  const [weeklyEmail, setWeeklyEmail] = useState(report.weeklyEmail);
  // A value the parent set elsewhere (another device) that is not one of the choices is still shown as it is.
  const choices = LEARN_FIRST_CHOICES.includes(minutes as (typeof LEARN_FIRST_CHOICES)[number])
    ? LEARN_FIRST_CHOICES
    : [...LEARN_FIRST_CHOICES, minutes].sort((a, b) => a - b);

  const changeMinutes = (value: string) => {
    const previous = minutes;
    const next = Number(value);
    setMinutes(next);
    saveEmail.reset();
    saveSettings.mutate({ learnFirstMinutes: next }, { onError: () => setMinutes(previous) });
  };
  const changeEmail = (next: boolean) => {
    setWeeklyEmail(next);
    saveSettings.reset();
    saveEmail.mutate(next, { onError: () => setWeeklyEmail(!next) });
  };

  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <SelectField
          label={t('settings.learnFirst')}
          hint={t('settings.learnFirstHint', { name: childName })}
          value={String(minutes)}
          onValueChange={changeMinutes}
          options={choices.map((choice) => ({
            value: String(choice),
            label:
              choice === 0 ? t('settings.off') : t('settings.minutes', { time: formatScreenTime(choice) }),
          }))}
        />
        {saveSettings.isError ? <ErrorBanner>{errorMessage(saveSettings.error)}</ErrorBanner> : null}
        {saveSettings.isSuccess ? <SuccessBanner>{t('settings.learnFirstSaved')}</SuccessBanner> : null}
      </div>
      <div className="space-y-1 border-t border-stone-200 pt-4">
        <CheckboxField label={t('settings.email')} checked={weeklyEmail} onCheckedChange={changeEmail} />
        <p className="ms-8 text-sm text-stone-600">{t('settings.emailHint')}</p>
        {saveEmail.isError ? <ErrorBanner>{errorMessage(saveEmail.error)}</ErrorBanner> : null}
        {saveEmail.isSuccess ? <SuccessBanner>{t('settings.emailSaved')}</SuccessBanner> : null}
      </div>
    </div>
  );
}
