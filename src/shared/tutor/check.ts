// Whether a response answers an exercise: the one answer key, used by the child's screen for its feedback and by the
// server, which decides what counts.
import type { Exercise, ExerciseResponse } from './exercise';

export function checkResponse(exercise: Exercise, response: ExerciseResponse): boolean {
  switch (exercise.kind) {
    case 'tap-choice':
    case 'listen-choose':
      return response.kind === 'choice' && response.choiceId === exercise.answer;
    case 'match-pairs': {
      if (response.kind !== 'pairs' || response.pairs.length !== exercise.pairs.length) return false;
      const wanted = new Set(exercise.pairs.map((pair) => `${pair.left.id}\u0000${pair.right.id}`));
      return response.pairs.every(([left, right]) => wanted.delete(`${left}\u0000${right}`));
    }
    case 'build-word':
      return (
        response.kind === 'tiles' &&
        response.tiles.length === exercise.answer.length &&
        response.tiles.every((tile, index) => tile === exercise.answer[index])
      );
    case 'number-line':
    case 'choose-number':
      return response.kind === 'number' && response.value === exercise.answer;
    case 'clock':
      return (
        response.kind === 'time' && response.hours === exercise.hours && response.minutes === exercise.minutes
      );
    case 'trace':
      // Every stroke in order and direction; the canvas decides each stroke against the letter's stroke data.
      return response.kind === 'trace' && response.strokes > 0 && response.strokesRight === response.strokes;
  }
}
