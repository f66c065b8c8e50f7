// The child's picture, picked by the parent from the drawn list (or none): radio buttons drawn as pictures, one tab
// stop and arrow keys like any radio group, each named in words. Used by the add-child form and by the family
// feature's Child Settings; the server checks the id against the same list.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CHILD_AVATARS, type ChildAvatar } from '#shared/child-avatars';
import { ChildAvatarPicture } from '#web/components/child-avatar';

export type ChildAvatarPickerProps = {
  value: ChildAvatar | null;
  onChange: (value: ChildAvatar | null) => void;
  /** The child's name, for the "no picture" choice (their initial) — may be empty while it is being typed. */
  name: string;
  error?: string | undefined;
};

const CHOICE =
  'flex cursor-pointer flex-col items-center gap-1 rounded-2xl border-2 border-transparent p-1.5 text-center text-xs font-semibold text-stone-700 has-checked:border-teal-700 has-checked:bg-teal-50 has-checked:text-teal-900 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-700 hover:bg-stone-100';

export function ChildAvatarPicker({ value, onChange, name, error }: ChildAvatarPickerProps) {
  const { t } = useTranslation('children');
  const id = useId();
  const group = `${id}-avatar`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const choices: (ChildAvatar | null)[] = [...CHILD_AVATARS, null];
  return (
    <fieldset aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className="text-sm font-bold text-stone-900">{t('avatar.legend')}</legend>
      <p id={hintId} className="mt-0.5 text-sm text-stone-600">
        {t('avatar.hint')}
      </p>
      <div className="mt-2 grid grid-cols-4 gap-1.5 sm:grid-cols-7">
        {choices.map((choice) => (
          <label key={choice ?? 'none'} className={CHOICE}>
            <input
              type="radio"
              name={group}
              value={choice ?? ''}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="sr-only"
            />
            <ChildAvatarPicture avatar={choice} name={name || '?'} className="size-12" />
            <span className="leading-tight">{t(choice ? `avatar.names.${choice}` : 'avatar.none')}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
