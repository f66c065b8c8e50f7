// The Tutor's refusals, as keys of the `errors` catalog (texts/<locale>/errors.json): the server answers with them,
// the Learn tab and the parent's pages show them in the reader's language.
export const TUTOR_MESSAGES = {
  /** Free's one lesson a day (every subject together), quoted by the Tutor's contract. */
  oneLessonToday: 'tutorOneLessonToday',
  answerInOrder: 'tutorAnswerInOrder',
  lessonNotFound: 'tutorLessonNotFound',
  lessonFinished: 'tutorLessonFinished',
  answerDoesNotFit: 'tutorAnswerDoesNotFit',
  /** A heartbeat that names a lesson of another day. */
  lessonNotToday: 'tutorLessonNotToday',
  /** "Learn first! {{minutes}} more minutes of learning open the videos." */
  learnFirst: 'learnFirstVideos',
} as const;
