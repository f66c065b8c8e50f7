// The values questions (shared/content-values.ts) as radio groups, one per axis: the creator's declaration on the
// submission and upload forms, and a parent's factual answers beside the vote. Each caller words the questions and
// answers in its own namespace (a creator declares, a parent says what they saw); this draws them the same way.
import { useId } from 'react';
import { AXIS_LEVELS, VALUE_AXES, type ValueAxis } from '#shared/content-values';

export type ValueChoices = Partial<Record<ValueAxis, string>>;

export function ValueQuestions({
  legend,
  hint,
  question,
  answer,
  value,
  onChange,
  error,
  missingText,
  name,
  compact = false,
}: {
  legend: string;
  hint?: string;
  question: (axis: ValueAxis) => string;
  answer: (axis: ValueAxis, level: string) => string;
  value: ValueChoices;
  onChange: (axis: ValueAxis, level: string) => void;
  /** The form's message for the questions; each unanswered question is then marked and says so. */
  error?: string | undefined;
  /** Said under an unanswered question while `error` is shown. */
  missingText?: string;
  /** Distinguishes the radio groups of several items on one page. */
  name: string;
  compact?: boolean;
}) {
  const id = useId();
  return (
    <fieldset className="space-y-3" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className={compact ? 'text-sm font-bold text-stone-900' : 'text-base font-bold text-stone-900'}>
        {legend}
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {VALUE_AXES.map((axis) => {
        const missing = Boolean(error) && value[axis] === undefined;
        const groupId = `${id}-${axis}`;
        return (
          <div
            key={axis}
            role="radiogroup"
            aria-labelledby={`${groupId}-q`}
            aria-invalid={missing ? true : undefined}
            aria-describedby={missing ? `${groupId}-missing` : undefined}
            tabIndex={missing ? -1 : undefined}
            className={`rounded-xl border px-3 py-2 ${missing ? 'border-red-700' : 'border-stone-200'}`}
          >
            <p id={`${groupId}-q`} className="text-sm font-semibold text-stone-900">
              {question(axis)}
            </p>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {AXIS_LEVELS[axis].map((level) => (
                <label key={level} className="flex min-h-11 items-center gap-2 text-sm text-stone-900">
                  <input
                    type="radio"
                    name={`${name}-${axis}`}
                    value={level}
                    checked={value[axis] === level}
                    onChange={() => onChange(axis, level)}
                    className="size-5 accent-teal-700"
                  />
                  {answer(axis, level)}
                </label>
              ))}
            </div>
            {missing ? (
              <p id={`${groupId}-missing`} className="mt-1 text-sm font-semibold text-red-700">
                {missingText ?? error}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
