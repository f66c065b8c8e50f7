// The answer a child who knows it gives, as the screen sends it: read from the exercise's own answer key. The tests of
// the curriculum, the server and the browser answer lessons with it (one place, so a new exercise kind is taught once).
import type { Exercise, ExerciseResponse } from './exercise';

export function rightResponse(exercise: Exercise): ExerciseResponse {
  switch (exercise.kind) {
    case 'tap-choice':
    case 'listen-choose':
      return { kind: 'choice', choiceId: exercise.answer };
    case 'match-pairs':
      return { kind: 'pairs', pairs: exercise.pairs.map((p) => [p.left.id, p.right.id] as [string, string]) };
    case 'build-word':
      return { kind: 'tiles', tiles: [...exercise.answer] };
    case 'number-line':
    case 'choose-number':
      return { kind: 'number', value: exercise.answer };
    case 'clock':
      return { kind: 'time', hours: exercise.hours, minutes: exercise.minutes };
    case 'trace':
      return { kind: 'trace', strokes: 3, strokesRight: 3 };
  }
}
