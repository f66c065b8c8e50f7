// The mailing-list form (spec §4): e-mail (required, valid) and parent (default) or creator; idle, 'Submitting...',
// the spec's thank-you, or an error shown above the form. Used twice on the landing page and on the waitlist notice.
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OUTREACH_MESSAGES } from '#shared/outreach-messages';
import { ErrorBanner, SuccessBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TextField } from '#web/components/form-field';
import { Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import type { FieldErrors } from '#web/lib/form-errors';
import { currentLocale } from '#web/lib/i18n/i18n';
import { messageText } from '#web/lib/i18n/message-text';
import { joinWaitlist } from '../api/join-waitlist';
import { validateWith } from '../lib/validate';

type UserType = 'parent' | 'creator';

type MailingListFormProps = {
  /** Names the form for assistive technology when a page shows it twice (hero and community sections). */
  label?: string;
  /** 'dark' on a coloured band: light text around the fields. */
  tone?: 'light' | 'dark';
};

export function MailingListForm({ label, tone = 'light' }: MailingListFormProps) {
  const { t } = useTranslation('outreach');
  const formRef = useRef<HTMLFormElement>(null);
  const groupId = useId();
  const [email, setEmail] = useState('');
  const [userType, setUserType] = useState<UserType>('parent');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [validating, setValidating] = useState(false);
  const join = useMutation({ mutationFn: joinWaitlist });
  // On the prerendered landing page the visitor may choose before the app has taken over (the e-mail field hands
  // its text over itself: TextField).
  useLayoutEffect(() => {
    const chosen = formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
    if (chosen === 'parent' || chosen === 'creator') setUserType(chosen);
  }, []);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (join.isPending || validating) return;
    setValidating(true);
    const data = await validateWith(
      'waitlistInputSchema',
      { email, userType, locale: currentLocale() },
      formRef.current,
      setErrors,
    ).finally(() => setValidating(false));
    if (data) join.mutate(data);
  };

  if (join.isSuccess) {
    return <SuccessBanner>{messageText(OUTREACH_MESSAGES.waitlistJoined)}</SuccessBanner>;
  }

  const busy = join.isPending || validating;
  const dark = tone === 'dark';
  return (
    <div className="space-y-3">
      {join.isError ? <ErrorBanner>{errorMessage(join.error)}</ErrorBanner> : null}
      <form
        ref={formRef}
        noValidate
        onSubmit={handleSubmit}
        aria-label={label ?? t('mailingList.label')}
        className="space-y-3"
      >
        <fieldset className="flex flex-wrap gap-2">
          <legend
            id={`${groupId}-legend`}
            className={`mb-1.5 text-sm font-bold ${dark ? 'text-white' : 'text-stone-900'}`}
          >
            {t('mailingList.userType')}
          </legend>
          {(['parent', 'creator'] as const).map((value) => (
            <label
              key={value}
              className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-600 ${
                userType === value
                  ? 'border-teal-700 bg-teal-700 text-white'
                  : dark
                    ? 'border-white/60 bg-white/10 text-white'
                    : 'border-stone-300 bg-white text-stone-800'
              }`}
            >
              <input
                type="radio"
                name={`${groupId}-user-type`}
                value={value}
                checked={userType === value}
                onChange={() => setUserType(value)}
                className="sr-only"
              />
              {t(`mailingList.userTypes.${value}`)}
            </label>
          ))}
        </fieldset>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <TextField
            label={t('mailingList.email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            placeholder={t('mailingList.emailPlaceholder')}
            value={email}
            onValueChange={setEmail}
            error={errors.email}
            className={`min-w-0 flex-1 ${dark ? '[&_label]:text-white' : ''}`}
          />
          <Button type="submit" className="w-full shrink-0 sm:mt-[1.625rem] sm:w-auto" disabled={busy}>
            {busy ? <Spinner /> : null}
            {busy ? t('mailingList.submitting') : t('mailingList.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
