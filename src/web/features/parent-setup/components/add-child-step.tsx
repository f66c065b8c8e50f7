// Wizard step 2: add children (name and date of birth, checked here and on the server with the same messages)
// and see those already added.
import { type FormEvent, useRef, useState } from 'react';
import { CHILD_MESSAGES, createChildSchema } from '../../../../shared/children.schema';
import { ageBandLabel } from '../../../../shared/domain';
import { ErrorBanner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { Spinner } from '../../../components/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import {
  type FieldErrors,
  fieldErrorsFromServer,
  focusFirstInvalid,
  hasErrors,
  validateForm,
} from '../../../lib/form-errors';
import { formatDateOnly } from '../../../lib/format';
import { useCreateChild } from '../../children/api/create-child';
import { useChildren } from '../../children/api/get-children';

const DATE_MESSAGES = new Set<string>([
  CHILD_MESSAGES.dateOfBirthRequired,
  CHILD_MESSAGES.dateOfBirthFuture,
  CHILD_MESSAGES.under18,
  'Please enter a valid date',
]);

/** The server's 400 answer placed under the field it is about. */
function childFieldErrors(error: unknown): FieldErrors {
  const fromIssues = fieldErrorsFromServer(error, ['name', 'dateOfBirth']);
  if (hasErrors(fromIssues) || !(error instanceof ApiError)) return fromIssues;
  if (error.message === CHILD_MESSAGES.nameRequired) return { name: error.message };
  if (DATE_MESSAGES.has(error.message)) return { dateOfBirth: error.message };
  return {};
}

function todayIso(): string {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

export function AddChildStep() {
  const children = useChildren();
  const create = useCreateChild();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ name: '', dateOfBirth: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [added, setAdded] = useState(false);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAdded(false);
    const data = validateForm(createChildSchema, values, formRef.current, setErrors);
    if (!data) return;
    create.mutate(data, {
      onSuccess: () => {
        setValues({ name: '', dateOfBirth: '' });
        setAdded(true);
      },
      onError: (error) => {
        const fieldErrors = childFieldErrors(error);
        setErrors(fieldErrors);
        if (hasErrors(fieldErrors)) focusFirstInvalid(formRef.current);
      },
    });
  };

  const serverErrorShownInFields = create.isError && hasErrors(errors);
  const list = children.data ?? [];

  return (
    <div className="space-y-6">
      <form ref={formRef} noValidate onSubmit={handleSubmit} className="space-y-4" aria-label="Add a child">
        {create.isError && !serverErrorShownInFields ? (
          <ErrorBanner>{errorMessage(create.error)}</ErrorBanner>
        ) : null}
        <TextField
          label="Name"
          name="name"
          autoComplete="off"
          required
          value={values.name}
          onValueChange={(name) => setValues((current) => ({ ...current, name }))}
          error={errors.name}
        />
        <TextField
          label="Date of birth"
          type="date"
          name="dateOfBirth"
          required
          max={todayIso()}
          value={values.dateOfBirth}
          onValueChange={(dateOfBirth) => setValues((current) => ({ ...current, dateOfBirth }))}
          error={errors.dateOfBirth}
        />
        <Button type="submit" variant="secondary" disabled={create.isPending}>
          {create.isPending ? <Spinner /> : null}
          Add child
        </Button>
        <p aria-live="polite" className="text-sm font-semibold text-emerald-800">
          {added ? 'Child added. You can add another or continue.' : ''}
        </p>
      </form>

      <section aria-labelledby="your-children-heading">
        <h2 id="your-children-heading" className="text-lg font-bold text-stone-900">
          Your children
        </h2>
        {children.isPending ? (
          <p className="mt-2 text-stone-600">Loading...</p>
        ) : children.isError ? (
          <div className="mt-2">
            <ErrorBanner>{errorMessage(children.error)}</ErrorBanner>
          </div>
        ) : list.length === 0 ? (
          <p className="mt-2 text-stone-600">No children added yet. You can also add them later.</p>
        ) : (
          <ul className="mt-2 divide-y divide-stone-200 rounded-2xl border border-stone-200">
            {list.map((child) => (
              <li key={child.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
                <span className="font-bold text-stone-900">{child.name}</span>
                <span className="text-sm text-stone-600">
                  Born {formatDateOnly(child.dateOfBirth)} · Ages {ageBandLabel(child.ageBand)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
