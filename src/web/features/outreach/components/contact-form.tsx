// The contact form (spec §4: filling, sent, then back to filling): /contact asks for name, e-mail, subject and a
// 5-row message; /parent-network for name, e-mail and message. Stored and e-mailed to support by the server. A plain
// post to the page's action (form-actions.ts), so it is sent before the app's scripts (or without them).
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData } from 'react-router';
import { OUTREACH_MESSAGES } from '#shared/outreach-messages';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TextAreaField, TextField } from '#web/components/form-field';
import { IconBadge } from '#web/components/icons';
import { Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { textFields } from '#web/lib/form-action';
import { type FieldErrors, fieldErrorsFromServer, translatedFieldErrors } from '#web/lib/form-errors';
import { messageText, serverMessageText } from '#web/lib/i18n/message-text';
import { sendContact, sendParentNetworkMessage } from '../api/send-contact';
import type { OutreachPosted } from '../form-actions';
import { validateWith } from '../lib/validate';

type Kind = 'contact' | 'parent-network';
const EMPTY = { name: '', email: '', subject: '', message: '' };
const FIELDS = ['name', 'email', 'subject', 'message'] as const;

export function ContactForm({ kind }: { kind: Kind }) {
  const { t } = useTranslation('outreach');
  const formRef = useRef<HTMLFormElement>(null);
  const posted = useActionData<OutreachPosted>();
  // Until the app checks the form itself, the messages shown are the ones a plain post came back with.
  const [checked, setErrors] = useState<FieldErrors | null>(null);
  const errors = checked ?? translatedFieldErrors(posted);
  const [postDismissed, setPostDismissed] = useState(false);
  const [validating, setValidating] = useState(false);
  const send = useMutation({
    mutationFn: (input: typeof EMPTY) =>
      kind === 'contact'
        ? sendContact(input)
        : sendParentNetworkMessage({ name: input.name, email: input.email, message: input.message }),
    onError: (error) => setErrors(fieldErrorsFromServer(error, FIELDS)),
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending || validating) return;
    setValidating(true);
    const typed = textFields(event.currentTarget);
    const values = { name: typed.name ?? '', email: typed.email ?? '', message: typed.message ?? '' };
    const input = kind === 'contact' ? { ...values, subject: typed.subject ?? '' } : values;
    const data = await validateWith(
      kind === 'contact' ? 'contactInputSchema' : 'parentNetworkInputSchema',
      input,
      formRef.current,
      setErrors,
    ).finally(() => setValidating(false));
    if (data) send.mutate({ ...EMPTY, ...data });
  };

  if (send.isSuccess || (send.isIdle && posted?.sent && !postDismissed)) {
    return (
      <div role="status" className="rounded-3xl border border-emerald-200 bg-emerald-50 p-6 text-center">
        <div className="flex justify-center">
          <IconBadge name="moon" />
        </div>
        <h2 className="mt-3 text-xl font-extrabold text-emerald-950">
          {messageText(OUTREACH_MESSAGES.contactSent)}
        </h2>
        <p className="mt-2 text-sm text-emerald-900">{t('contact.sentDetail')}</p>
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => {
            setPostDismissed(true);
            send.reset();
          }}
        >
          {t('contact.sendAnother')}
        </Button>
      </div>
    );
  }

  const busy = send.isPending || validating;
  // What a refused plain post typed comes back; "send another" starts empty.
  const values = postDismissed ? EMPTY : { ...EMPTY, ...posted?.values };
  return (
    <div className="space-y-4">
      {send.isError ? (
        <ErrorBanner>{errorMessage(send.error)}</ErrorBanner>
      ) : posted?.error && send.isIdle ? (
        <ErrorBanner>{serverMessageText(posted.error)}</ErrorBanner>
      ) : null}
      <Form
        method="post"
        ref={formRef}
        noValidate
        onSubmit={handleSubmit}
        aria-label={t(kind === 'contact' ? 'contact.formLabel' : 'parentNetwork.formLabel')}
        className="space-y-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('contact.name')}
            name="name"
            autoComplete="name"
            required
            defaultValue={values.name}
            error={errors.name}
          />
          <TextField
            label={t('contact.email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            defaultValue={values.email}
            error={errors.email}
          />
        </div>
        {kind === 'contact' ? (
          <TextField
            label={t('contact.subject')}
            name="subject"
            required
            defaultValue={values.subject}
            error={errors.subject}
          />
        ) : null}
        <TextAreaField
          label={t('contact.message')}
          name="message"
          rows={5}
          required
          defaultValue={values.message}
          error={errors.message}
        />
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy}>
          {busy ? <Spinner /> : null}
          {busy ? t('contact.sending') : t('contact.submit')}
        </Button>
      </Form>
    </div>
  );
}
