// A child's values filter: three preset cards (Open, Careful, Very careful, each with one sentence on what it hides;
// named apart from the ratings' Strict, Moderate and Lenient on the same page) and Custom, which asks one plain
// question per axis; under them, what the choice hides. Used by the family feature's Child Settings and by the parent
// wizard; the server stores a named preset's own levels whatever is sent.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AXIS_LEVELS,
  type AxisLevel,
  type ChildValuesFilter,
  presetFilter,
  VALUE_AXES,
  VALUE_PRESETS,
  type ValueAxis,
  type ValuePreset,
} from '#shared/content-values';

export type ValuesFilterFieldsProps = {
  value: ChildValuesFilter;
  onChange: (value: ChildValuesFilter) => void;
  /** The child's name, for the questions. */
  name: string;
  /**
   * The child's music switch: off, the child hears no music whatever the filter says (the policy applies both), so
   * the music question is fixed at "no music" and says why.
   */
  musicAllowed: boolean;
  error?: string | undefined;
};

const CARD =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl border-2 border-stone-200 bg-white px-3 py-2.5 has-checked:border-teal-700 has-checked:bg-teal-50 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-700 hover:border-stone-400';
const OPTION =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-stone-300 px-3 py-2 has-checked:border-teal-700 has-checked:bg-teal-50 has-disabled:cursor-not-allowed has-disabled:opacity-60';

// Each axis has its own levels, so a key is built from the axis and one of its levels (every pair has a text).
type AnswerKey = 'values.answers.music.none';
type HidesKey = 'values.hides.music.none';

/** What a level hides on its axis: every stronger level (nothing at the strongest). */
function hidesOn(axis: ValueAxis, level: string): boolean {
  const levels = AXIS_LEVELS[axis] as readonly string[];
  return levels.indexOf(level) < levels.length - 1;
}

export function ValuesFilterFields({ value, onChange, name, musicAllowed, error }: ValuesFilterFieldsProps) {
  const { t } = useTranslation('children');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // With music off the child hears none whatever this filter says: show it as it applies.
  const shown: ChildValuesFilter = musicAllowed ? value : { ...value, music: 'none' };
  const hidden = VALUE_AXES.filter((axis) => hidesOn(axis, shown[axis]));

  const choosePreset = (preset: ValuePreset) =>
    // Custom starts from the levels in force, so switching to it changes nothing until a question is answered.
    onChange(preset === 'custom' ? { ...value, preset: 'custom' } : presetFilter(preset));
  const chooseLevel = <A extends ValueAxis>(axis: A, level: AxisLevel<A>) =>
    onChange({ ...value, preset: 'custom', [axis]: level });

  return (
    <fieldset aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className="text-sm font-bold text-stone-900">{t('values.legend')}</legend>
      <p id={hintId} className="mt-0.5 text-sm text-stone-600">
        {t('values.hint', { name })}
      </p>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {VALUE_PRESETS.map((preset) => (
          <label key={preset} className={CARD}>
            <input
              type="radio"
              name={`${id}-preset`}
              value={preset}
              checked={value.preset === preset}
              onChange={() => choosePreset(preset)}
              className="mt-0.5 size-5 shrink-0 accent-teal-700"
            />
            <span>
              <span className="block font-bold text-stone-900">{t(`values.presets.${preset}.title`)}</span>
              <span className="block text-sm text-stone-700">{t(`values.presets.${preset}.text`)}</span>
            </span>
          </label>
        ))}
      </div>
      {value.preset === 'custom' ? (
        <div className="mt-3 space-y-3 rounded-2xl border border-stone-200 bg-stone-50/60 p-3">
          {VALUE_AXES.map((axis) => {
            const fixed = axis === 'music' && !musicAllowed;
            const noteId = `${id}-${axis}-note`;
            return (
              <fieldset key={axis} aria-describedby={fixed ? noteId : undefined}>
                <legend className="font-semibold text-stone-900">
                  {t(`values.questions.${axis}`, { name })}
                </legend>
                {fixed ? (
                  <p id={noteId} className="mt-0.5 text-sm text-stone-600">
                    {t('values.musicOff', { name })}
                  </p>
                ) : null}
                <div className="mt-1.5 grid gap-1.5 sm:grid-cols-2">
                  {(AXIS_LEVELS[axis] as readonly string[]).map((level) => (
                    <label key={level} className={OPTION}>
                      <input
                        type="radio"
                        name={`${id}-${axis}`}
                        value={level}
                        checked={shown[axis] === level}
                        disabled={fixed}
                        onChange={() => chooseLevel(axis, level as AxisLevel<typeof axis>)}
                        className="size-5 shrink-0 accent-teal-700"
                      />
                      <span className="text-stone-900">
                        {t(`values.answers.${axis}.${level}` as AnswerKey)}
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            );
          })}
        </div>
      ) : !musicAllowed ? (
        <p className="mt-2 text-sm text-stone-600">{t('values.musicOff', { name })}</p>
      ) : null}
      <div className="mt-3 rounded-2xl bg-stone-100 px-3 py-2 text-sm text-stone-800" aria-live="polite">
        {hidden.length === 0 ? (
          <p>{t('values.hidesNothing')}</p>
        ) : (
          <>
            <p className="font-semibold">{t('values.hidesTitle', { name })}</p>
            <ul className="mt-1 list-disc space-y-0.5 ps-5">
              {hidden.map((axis) => (
                <li key={axis}>{t(`values.hides.${axis}.${shown[axis]}` as HidesKey)}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
