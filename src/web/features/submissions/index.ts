// The submissions feature's public surface: the submission form, also shown by creator-studio in its Upload
// Content modal. The /share and /submit page loads lazily from app/router.

export { SubmissionForm } from './components/submission-form';
