// The learn feature's public surface: the child's Learn tab (the Tutor) in child mode, on a phone and on the TV. Its
// pages are routes' (app/routes/child-learn*.tsx, tv-child-learn*.tsx), which compose in the exercise screen (tutor)
// and the helper (tutor-helper); the Videos tabs' routes show the learn-first lock from the child's session.
export { learnHomeQueryOptions, lessonQueryOptions } from './api/learn-api';
export { LearnFirstLock } from './components/learn-first-lock';
export { isLearnFirstRefusal, learnFirstOf } from './lib/learn-first';
export type { ExerciseSlotProps } from './lib/slots';
