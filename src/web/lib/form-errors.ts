// Field errors for the forms: from a zod safeParse failure or from the server's `issues`.

import type { keyOfIssue } from '#shared/message-key';
import { issueText, serverMessageText } from '#web/lib/i18n/message-text';
import { ApiError } from './api-client';
import type { FormRefusal } from './form-action';

export type FieldErrors = Partial<Record<string, string>>;

type IssueLike = Parameters<typeof keyOfIssue>[0] & { path: readonly PropertyKey[] };

/** The first message for each top-level field of a failed safeParse. */
export function fieldErrorsFromIssues(issues: readonly IssueLike[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '';
    if (key && errors[key] === undefined) errors[key] = issueText(issue);
  }
  return errors;
}

/** Field errors the server attached to a 400 answer (`issues: [{ path: 'name', message }]`). */
export function fieldErrorsFromServer(error: unknown, fields: readonly string[]): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.split('.').find((part) => fields.includes(part));
    if (key && errors[key] === undefined) errors[key] = issueText(issue);
  }
  return errors;
}

/** The field messages a route action sent back with a refused plain post, in the active language. */
export function translatedFieldErrors(posted: FormRefusal | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(posted?.fieldErrors ?? {})) {
    if (message) errors[key] = serverMessageText(message);
  }
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** Moves focus to the first invalid control once React has rendered the messages. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  window.requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

type SafeParseResult<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly IssueLike[] } };

/**
 * Checks a form's values with its shared schema before sending: the parsed data (and no messages), or undefined
 * after showing each field's first message and moving focus to the first invalid control.
 */
export function validateForm<T>(
  schema: { safeParse: (value: unknown) => SafeParseResult<T> },
  values: unknown,
  form: HTMLFormElement | null,
  setErrors: (errors: FieldErrors) => void,
): T | undefined {
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    setErrors(fieldErrorsFromIssues(parsed.error.issues));
    focusFirstInvalid(form);
    return undefined;
  }
  setErrors({});
  return parsed.data;
}
