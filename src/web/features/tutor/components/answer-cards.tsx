// The cards of the exercises answered by one tap (tap-choice, listen-choose, choose-number, reading a clock, and
// the TV's watch-and-choose): a tap is a try, a wrong card is crossed for the second try, and when the turn ends the
// right card is ticked.
import { type ReactNode, useState } from 'react';
import { checkResponse } from '#shared/tutor/check';
import type { Exercise, ExerciseResponse } from '#shared/tutor/exercise';
import type { Attempts } from '../lib/use-attempts';
import { CardButton, type CardState, ChoiceGrid } from './choice-card';

export type AnswerCard = {
  key: string;
  response: ExerciseResponse;
  face: ReactNode;
  label?: string | undefined;
};

export function AnswerCards({
  exercise,
  cards,
  attempts,
  label,
}: {
  exercise: Exercise;
  cards: readonly AnswerCard[];
  attempts: Attempts;
  label: string;
}) {
  const [tried, setTried] = useState<ReadonlySet<string>>(new Set());
  const stateOf = (card: AnswerCard): CardState =>
    attempts.finished && checkResponse(exercise, card.response)
      ? 'right'
      : tried.has(card.key)
        ? 'tried'
        : 'open';
  return (
    <ChoiceGrid count={cards.length} label={label}>
      {cards.map((card, index) => (
        <CardButton
          key={card.key}
          exerciseId={exercise.id}
          name={`card-${index}`}
          first={index === 0}
          label={card.label}
          state={stateOf(card)}
          finished={attempts.finished}
          onPress={() => {
            if (!attempts.submit(card.response)) setTried((previous) => new Set(previous).add(card.key));
          }}
        >
          {card.face}
        </CardButton>
      ))}
    </ChoiceGrid>
  );
}
