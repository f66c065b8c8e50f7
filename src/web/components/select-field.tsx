// Labelled <select> and checkbox controls in the same style as the text fields (label, hint, error tied in).
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { INPUT_CLASSES } from './form-field';

type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id' | 'className' | 'value' | 'onChange'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** translate "no": the label is content (a child's or creator's name), not interface text. */
  options: readonly { value: string; label: string; translate?: 'no' }[];
  /** A first empty option, e.g. "Choose a category". */
  placeholder?: string;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
};

export function SelectField({
  label,
  value,
  onValueChange,
  options,
  placeholder,
  hint,
  error,
  className,
  ...rest
}: SelectFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-bold text-stone-900">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`${INPUT_CLASSES} ${error ? 'border-red-700' : 'border-stone-400'}`}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} translate={option.translate}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function CheckboxField({
  label,
  checked,
  onCheckedChange,
  className,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`flex min-h-11 items-center gap-3 ${className ?? ''}`}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="size-5 rounded border-stone-400 accent-teal-700"
      />
      <label htmlFor={id} className="text-base font-semibold text-stone-900">
        {label}
      </label>
    </div>
  );
}

/** Options from a plain list of strings. */
export function optionsOf(values: readonly string[]): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: value }));
}
