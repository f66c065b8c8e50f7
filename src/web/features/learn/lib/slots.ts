// What the app composes into a lesson (web features do not import each other): the exercise screen (the tutor
// feature's ExerciseView, phone or TV) and, beside it, the optional helper (tutor-helper's Ask Qamar panel).
import type { ReactNode } from 'react';
import type { Exercise, ExerciseResponse } from '#shared/tutor/exercise';

export type ExerciseSlotProps = {
  exercise: Exercise;
  /** Once per turn, with the child's first try. */
  onAnswer: (response: ExerciseResponse, correct: boolean) => void;
  /** The server's praise for a right answer, once it has it. */
  praise: string | undefined;
};

export type LessonSlots = {
  renderExercise: (props: ExerciseSlotProps) => ReactNode;
  /**
   * Drawn beside the exercise (it draws nothing when the helper is not there for this child); the helper names the
   * exercise by its lesson and place, and the server reads it from the stored lesson.
   */
  renderHelper?: (place: { exercise: Exercise; lessonId: string; index: number }) => ReactNode;
};
