// Tap the picture, listen and choose, and choose the number: a grid of large cards, one tap a try.
import { useTranslation } from 'react-i18next';
import type { Exercise } from '#shared/tutor/exercise';
import { formatValue } from '../lib/format';
import type { Attempts } from '../lib/use-attempts';
import { useVariant } from '../lib/variant';
import { AnswerCards } from './answer-cards';
import { ChoiceFace } from './choice-card';

type ChoiceExercise = Extract<Exercise, { kind: 'tap-choice' | 'listen-choose' }>;

export function ChoiceView({ exercise, attempts }: { exercise: ChoiceExercise; attempts: Attempts }) {
  const { t } = useTranslation('learn');
  return (
    <AnswerCards
      exercise={exercise}
      attempts={attempts}
      label={t('choices.label')}
      cards={exercise.choices.map((choice) => ({
        key: choice.id,
        response: { kind: 'choice', choiceId: choice.id },
        face: <ChoiceFace choice={choice} />,
      }))}
    />
  );
}

export function NumberChoiceView({
  exercise,
  attempts,
  objects,
}: {
  exercise: Extract<Exercise, { kind: 'choose-number' }>;
  attempts: Attempts;
  /** The pictures to count, when the prompt carries them. */
  objects: readonly string[];
}) {
  const { t } = useTranslation('learn');
  const tv = useVariant() === 'tv';
  return (
    <div className="space-y-6">
      {objects.length > 0 && (
        <ul
          aria-label={t('choices.countThese')}
          className={`flex flex-wrap justify-center gap-3 rounded-3xl bg-amber-50 p-4 ${tv ? 'gap-6 p-8' : ''}`}
        >
          {objects.map((object, index) => (
            // The same picture repeats: its place is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: the objects never move
            <li key={index} className={`leading-none ${tv ? 'text-8xl' : 'text-5xl'}`}>
              {object}
            </li>
          ))}
        </ul>
      )}
      <AnswerCards
        exercise={exercise}
        attempts={attempts}
        label={t('choices.label')}
        cards={exercise.choices.map((value, index) => ({
          key: `${index}-${value}`,
          response: { kind: 'number', value },
          face: <span dir="ltr">{formatValue(value)}</span>,
        }))}
      />
    </div>
  );
}
