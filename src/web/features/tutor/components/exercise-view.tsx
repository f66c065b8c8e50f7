// One Tutor exercise on screen, whatever its kind, for a child who may not read yet: the prompt (read aloud when the
// exercise says so, and by "read to me"), the kind's own view, and kind feedback. A host (the child's Learn tab, the
// TV's) gives the exercise and hears the answer once, when the child's turn ends: the first try's response and
// whether `checkResponse` accepts it. A new exercise (another id) starts a new turn.
import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Exercise, ExerciseKind } from '#shared/tutor/exercise';
import { countingObjects } from '../lib/counting';
import { type OnAnswer, useAttempts } from '../lib/use-attempts';
import { focusKeyOf, useVariant, type Variant, VariantContext } from '../lib/variant';
import { BuildWordView } from './build-word-view';
import { ChoiceView, NumberChoiceView } from './choice-views';
import { ClockView } from './clock-view';
import { Feedback } from './feedback';
import { MatchPairsView } from './match-pairs-view';
import { NumberLineView } from './number-line-view';
import { Prompt } from './prompt';
import { TraceView } from './trace-view';
import { WatchLetterView } from './watch-letter-view';

export type ExerciseViewProps = {
  exercise: Exercise;
  onAnswer: OnAnswer;
  /** `tv`: remote only (arrows and OK), 10-foot sizes; tracing becomes watch and choose. */
  variant: Variant;
  /** Process praise for a right answer ("You traced ب from the top!"); a plain "Well done!" without it. */
  praise?: string | undefined;
};

export function ExerciseView({ exercise, onAnswer, variant, praise }: ExerciseViewProps) {
  return (
    <VariantContext.Provider value={variant}>
      <FocusGroup exerciseId={exercise.id}>
        <Turn key={exercise.id} exercise={exercise} onAnswer={onAnswer} praise={praise} />
      </FocusGroup>
    </VariantContext.Provider>
  );
}

/** On the TV, the exercise is one focus group (the arrows move inside it first); on a phone, a plain frame. */
function FocusGroup({ exerciseId, children }: { exerciseId: string; children: ReactNode }) {
  const tv = useVariant() === 'tv';
  const frame = `rounded-[2rem] bg-white text-stone-900 ${tv ? 'p-10' : 'p-4 shadow-sm sm:p-6'}`;
  return tv ? (
    <TvGroup exerciseId={exerciseId} className={frame}>
      {children}
    </TvGroup>
  ) : (
    <div className={frame}>{children}</div>
  );
}

function TvGroup({
  exerciseId,
  className,
  children,
}: {
  exerciseId: string;
  className: string;
  children: ReactNode;
}) {
  const { ref, focusKey } = useFocusable({
    focusKey: focusKeyOf(exerciseId, 'exercise'),
    saveLastFocusedChild: true,
    trackChildren: true,
  });
  return (
    <FocusContext.Provider value={focusKey}>
      <div ref={ref} className={className}>
        {children}
      </div>
    </FocusContext.Provider>
  );
}

/** What the exercise asks, said to screen readers before the prompt (the TV's tracing is watching). */
const kindName = (kind: ExerciseKind, tv: boolean) => (tv && kind === 'trace' ? 'watch' : kind);

function Turn({
  exercise,
  onAnswer,
  praise,
}: {
  exercise: Exercise;
  onAnswer: OnAnswer;
  praise?: string | undefined;
}) {
  const { t } = useTranslation('learn');
  const tv = useVariant() === 'tv';
  const attempts = useAttempts(exercise, onAnswer);
  const [hint, setHint] = useState<string | undefined>();
  const headingId = useId();
  const counting = exercise.kind === 'choose-number' ? countingObjects(exercise.prompt.text) : null;
  const sentence = counting?.sentence ?? exercise.prompt.text;

  const body = (() => {
    switch (exercise.kind) {
      case 'tap-choice':
      case 'listen-choose':
        return <ChoiceView exercise={exercise} attempts={attempts} />;
      case 'choose-number':
        return <NumberChoiceView exercise={exercise} attempts={attempts} objects={counting?.objects ?? []} />;
      case 'match-pairs':
        return <MatchPairsView exercise={exercise} attempts={attempts} onHint={setHint} />;
      case 'build-word':
        return <BuildWordView exercise={exercise} attempts={attempts} />;
      case 'number-line':
        return <NumberLineView exercise={exercise} attempts={attempts} />;
      case 'clock':
        return <ClockView exercise={exercise} attempts={attempts} />;
      case 'trace':
        return tv ? (
          <WatchLetterView exercise={exercise} attempts={attempts} />
        ) : (
          <TraceView exercise={exercise} attempts={attempts} onHint={setHint} />
        );
    }
  })();

  return (
    <section
      aria-labelledby={headingId}
      data-exercise-kind={exercise.kind}
      className={tv ? 'space-y-10' : 'space-y-6'}
    >
      <span className="sr-only">{t(`kinds.${kindName(exercise.kind, tv)}`)}</span>
      <Prompt
        exerciseId={exercise.id}
        prompt={exercise.prompt}
        id={headingId}
        sentence={sentence}
        loud={exercise.kind === 'listen-choose'}
      />
      {body}
      <Feedback
        phase={attempts.phase}
        praise={praise}
        hint={attempts.finished ? undefined : hint}
        spoken={exercise.prompt.speak}
      />
    </section>
  );
}
