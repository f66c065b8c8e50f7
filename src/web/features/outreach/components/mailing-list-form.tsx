// The mailing-list form (spec §4): e-mail (required, valid) and parent (default) or creator; idle, 'Submitting...',
// the spec's thank-you, or an error shown above the form. Used twice on the landing page and on the waitlist notice.
// A plain post to the page's action (form-actions.ts), so it is sent before the app's scripts (or without them).
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData } from 'react-router';
import { OUTREACH_MESSAGES } from '#shared/outreach-messages';
import { ErrorBanner, SuccessBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TextField } from '#web/components/form-field';
import { Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { textFields } from '#web/lib/form-action';
import { type FieldErrors, translatedFieldErrors } from '#web/lib/form-errors';
import { currentLocale } from '#web/lib/i18n/i18n';
import { messageText, serverMessageText } from '#web/lib/i18n/message-text';
import { joinWaitlist } from '../api/join-waitlist';
import { INTENT_FIELD, MAILING_LIST_INTENT, type OutreachPosted } from '../form-actions';
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
  // A page may show the form twice: a post's answer belongs to the form it came from.
  const place = label ?? 'main';
  const actionData = useActionData<OutreachPosted>();
  const posted = actionData?.place === place ? actionData : undefined;
  // The choice lives in the form itself (uncontrolled, styled by :checked): one made before the app's scripts ran is
  // the one sent.
  const firstType: UserType = posted?.values?.userType === 'creator' ? 'creator' : 'parent';
  // Until the app checks the form itself, the messages shown are the ones a plain post came back with.
  const [checked, setErrors] = useState<FieldErrors | null>(null);
  const errors = checked ?? translatedFieldErrors(posted);
  const [validating, setValidating] = useState(false);
  const join = useMutation({ mutationFn: joinWaitlist });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (join.isPending || validating) return;
    const { email = '', userType: chosen } = textFields(event.currentTarget);
    const userType: UserType = chosen === 'creator' ? 'creator' : 'parent';
    setValidating(true);
    const data = await validateWith(
      'waitlistInputSchema',
      { email, userType, locale: currentLocale() },
      formRef.current,
      setErrors,
    ).finally(() => setValidating(false));
    if (data) join.mutate(data);
  };

  if (join.isSuccess || (join.isIdle && posted?.joined)) {
    return <SuccessBanner>{messageText(OUTREACH_MESSAGES.waitlistJoined)}</SuccessBanner>;
  }

  const busy = join.isPending || validating;
  const dark = tone === 'dark';
  return (
    <div className="space-y-3">
      {join.isError ? (
        <ErrorBanner>{errorMessage(join.error)}</ErrorBanner>
      ) : posted?.error && join.isIdle ? (
        <ErrorBanner>{serverMessageText(posted.error)}</ErrorBanner>
      ) : null}
      <Form
        method="post"
        ref={formRef}
        noValidate
        onSubmit={handleSubmit}
        aria-label={label ?? t('mailingList.label')}
        className="space-y-3"
      >
        <input type="hidden" name={INTENT_FIELD} value={MAILING_LIST_INTENT} />
        <input type="hidden" name="place" value={place} />
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
              className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-600 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-700 has-[:checked]:text-white ${
                dark ? 'border-white/60 bg-white/10 text-white' : 'border-stone-300 bg-white text-stone-800'
              }`}
            >
              <input
                type="radio"
                name="userType"
                value={value}
                defaultChecked={firstType === value}
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
            defaultValue={posted?.values?.email}
            error={errors.email}
            className={`min-w-0 flex-1 ${dark ? '[&_label]:text-white' : ''}`}
          />
          <Button type="submit" className="w-full shrink-0 sm:mt-[1.625rem] sm:w-auto" disabled={busy}>
            {busy ? <Spinner /> : null}
            {busy ? t('mailingList.submitting') : t('mailingList.submit')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
