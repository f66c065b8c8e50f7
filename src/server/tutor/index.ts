// The Tutor's public surface: its routers (mounted in app.ts), its weekly e-mail job (job-definitions.ts), what
// child mode and the media routes ask about learning (the heartbeat's learning time and "learn first"), the lesson's
// exercise for Ask Qamar, and the child's data for the family's export.
export { tutorExport } from './export';
export {
  addLearningTime,
  learnFirstState,
  requireLessonForHeartbeat,
  requireVideosOpen,
} from './learning-time.service';
export { lessonExerciseForHelper } from './lessons.service';
export { tutorChildRoutes, tutorParentRoutes } from './tutor.routes';
export { TUTOR_JOBS } from './weekly-email';
