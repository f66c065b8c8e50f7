// The submission form's optional tags: toggle buttons, pressed when chosen.
import { useTranslation } from 'react-i18next';
import { SUBMISSION_TAGS } from '#shared/submission.schema';

/** Each tag's key in the submissions texts; the value sent stays the English tag. */
const TAG_KEYS = {
  Educational: 'educational',
  'Islamic Stories': 'islamicStories',
  Quran: 'quran',
  'Arabic Learning': 'arabicLearning',
  'Islamic History': 'islamicHistory',
  'Moral Values': 'moralValues',
  'Arts & Crafts': 'artsCrafts',
  'Nature & Science': 'natureScience',
} as const satisfies Record<(typeof SUBMISSION_TAGS)[number], string>;

export function SubmissionTags({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const { t } = useTranslation('submissions');
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-bold text-stone-900">{t('tags.legend')}</legend>
      <div className="flex flex-wrap gap-2">
        {SUBMISSION_TAGS.map((tag) => {
          const on = tags.includes(tag);
          return (
            <button
              key={tag}
              type="button"
              aria-pressed={on}
              onClick={() => onChange(on ? tags.filter((t) => t !== tag) : [...tags, tag])}
              className={`min-h-11 rounded-full border px-4 text-sm font-semibold ${on ? 'border-teal-700 bg-teal-700 text-white' : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100'}`}
            >
              {t(`tags.values.${TAG_KEYS[tag]}`)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
