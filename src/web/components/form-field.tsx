// Labelled form controls whose hint and error are tied to the control (aria-describedby, aria-invalid).
// The text fields are uncontrolled: the browser holds what was typed and the form reads it on submit (FormData), so
// text typed into the server-drawn page before the app took over is simply there when the form is sent.
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';

export const INPUT_CLASSES =
  'min-h-11 w-full rounded-xl border bg-white px-3 py-2 text-base text-stone-900 shadow-sm placeholder:text-stone-500 ' +
  'disabled:bg-stone-100 disabled:text-stone-600';

function borderFor(error: string | undefined): string {
  return error ? 'border-red-700' : 'border-stone-400';
}

type FieldFrameProps = {
  label: string;
  /** Shown after the label, e.g. "optional". */
  labelNote?: string;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
};

function useFieldIds(hint: ReactNode, error: string | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

function FieldText({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint: ReactNode;
  hintId: string;
  error: string | undefined;
  errorId: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

function Label({ htmlFor, label, labelNote }: { htmlFor: string; label: string; labelNote?: string }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-bold text-stone-900">
      {label}
      {labelNote ? <span className="font-normal text-stone-600"> ({labelNote})</span> : null}
    </label>
  );
}

type TextFieldProps = FieldFrameProps &
  Omit<ComponentPropsWithRef<'input'>, 'id' | 'className' | 'value' | 'onChange' | 'children'> & {
    /** The form reads the field by its name. */
    name: string;
    /** For a page that shows something as the text changes (a count, a preview); the form still reads the field. */
    onValueChange?: (value: string) => void;
  };

export function TextField({
  label,
  labelNote,
  hint,
  error,
  className,
  onValueChange,
  ...inputProps
}: TextFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} {...(labelNote ? { labelNote } : {})} />
      <input
        id={id}
        onChange={onValueChange ? (event) => onValueChange(event.target.value) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${INPUT_CLASSES} ${borderFor(error)}`}
        {...inputProps}
      />
      <FieldText hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

type TextAreaFieldProps = FieldFrameProps &
  Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'className' | 'value' | 'onChange' | 'children'> & {
    /** The form reads the field by its name. */
    name: string;
    /** For a page that shows something as the text changes (a count, a preview); the form still reads the field. */
    onValueChange?: (value: string) => void;
  };

export function TextAreaField({
  label,
  labelNote,
  hint,
  error,
  className,
  onValueChange,
  rows = 4,
  ...textareaProps
}: TextAreaFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} {...(labelNote ? { labelNote } : {})} />
      <textarea
        id={id}
        rows={rows}
        onChange={onValueChange ? (event) => onValueChange(event.target.value) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${INPUT_CLASSES} ${borderFor(error)}`}
        {...textareaProps}
      />
      <FieldText hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
