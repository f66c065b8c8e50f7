// Labelled form controls whose hint and error are tied to the control (aria-describedby, aria-invalid).
// The text fields are uncontrolled: the browser holds what was typed and the form reads it on submit (FormData), so
// text typed into the server-drawn page before the app took over is simply there when the form is sent.
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';

export const INPUT_CLASSES =
  'min-h-11 w-full rounded-xl border bg-white px-3 py-2 text-base text-stone-900 shadow-sm placeholder:text-stone-500 ' +
  'disabled:bg-stone-100 disabled:text-stone-600';

export type FieldFrameProps = {
  label: string;
  /** Shown after the label, e.g. "optional". */
  labelNote?: string;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
};

/** What the frame hands its control: its id and the attributes that tie the hint and the error to it. */
type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
};

/** The label, the control `children` draws with the props it is given, then the hint and the error. */
export function Field({
  label,
  labelNote,
  hint,
  error,
  className,
  children,
}: FieldFrameProps & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-bold text-stone-900">
        {label}
        {labelNote ? <span className="font-normal text-stone-600"> ({labelNote})</span> : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        className: `${INPUT_CLASSES} ${error ? 'border-red-700' : 'border-stone-400'}`,
      })}
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
    </div>
  );
}

type TextProps<Tag extends 'input' | 'textarea'> = FieldFrameProps &
  Omit<ComponentPropsWithRef<Tag>, 'id' | 'className' | 'value' | 'onChange' | 'children'> & {
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
  ...input
}: TextProps<'input'>) {
  return (
    <Field {...{ label, labelNote, hint, error, className }}>
      {(control) => (
        <input
          {...control}
          onChange={onValueChange ? (event) => onValueChange(event.target.value) : undefined}
          {...input}
        />
      )}
    </Field>
  );
}

export function TextAreaField({
  label,
  labelNote,
  hint,
  error,
  className,
  onValueChange,
  rows = 4,
  ...textarea
}: TextProps<'textarea'>) {
  return (
    <Field {...{ label, labelNote, hint, error, className }}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          onChange={onValueChange ? (event) => onValueChange(event.target.value) : undefined}
          {...textarea}
        />
      )}
    </Field>
  );
}
