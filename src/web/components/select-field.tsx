// Labelled <select> and checkbox controls in the same style as the text fields (label, hint, error tied in).
import { type ComponentPropsWithRef, useId } from 'react';
import { Field, type FieldFrameProps } from './form-field';

type SelectFieldProps = Omit<FieldFrameProps, 'labelNote'> &
  Omit<ComponentPropsWithRef<'select'>, 'id' | 'className' | 'value' | 'onChange'> & {
    value: string;
    onValueChange: (value: string) => void;
    /** translate "no": the label is content (a child's or creator's name), not interface text. */
    options: readonly { value: string; label: string; translate?: 'no' }[];
    /** A first empty option, e.g. "Choose a category". */
    placeholder?: string;
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
  return (
    <Field {...{ label, hint, error, className }}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onValueChange(event.target.value)} {...rest}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} translate={option.translate}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
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
