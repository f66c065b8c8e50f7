// Add Child: name and date of birth, checked here and on the server with the spec's messages; the plan's
// child limit comes back from the server as a message naming Premium.
import { type FormEvent, useRef, useState } from 'react';
import { createChildSchema } from '../../../../shared/children.schema';
import { ErrorBanner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { Spinner } from '../../../components/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import {
  type FieldErrors,
  fieldErrorsFromIssues,
  focusFirstInvalid,
  hasErrors,
} from '../../../lib/form-errors';
import { useCreateChild } from '../../children/api/create-child';

function todayIso(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

export function AddChildForm({ onAdded }: { onAdded: () => void }) {
  const create = useCreateChild();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ name: '', dateOfBirth: '' });
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = createChildSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: onAdded,
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) {
          const field = error.issues[0]?.path === 'name' ? 'name' : 'dateOfBirth';
          setErrors({ [field]: error.message });
          focusFirstInvalid(form.current);
        }
      },
    });
  };

  const bannerError = create.isError && !hasErrors(errors) ? errorMessage(create.error) : null;
  return (
    <form ref={form} noValidate onSubmit={submit} className="space-y-4" aria-label="Add a child">
      <TextField
        label="Child's name"
        value={values.name}
        onValueChange={(name) => setValues((current) => ({ ...current, name }))}
        autoComplete="off"
        maxLength={50}
        error={errors.name}
      />
      <TextField
        label="Date of birth"
        type="date"
        max={todayIso()}
        value={values.dateOfBirth}
        onValueChange={(dateOfBirth) => setValues((current) => ({ ...current, dateOfBirth }))}
        error={errors.dateOfBirth}
      />
      {bannerError ? <ErrorBanner>{bannerError}</ErrorBanner> : null}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? <Spinner className="size-4" /> : null}
        Add Child
      </Button>
    </form>
  );
}
